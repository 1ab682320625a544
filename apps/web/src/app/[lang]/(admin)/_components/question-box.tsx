'use client';

import { type ReactNode, useEffect, useId, useRef } from 'react';
import { Button } from '@/components/ui/button';

/**
 * A staff action's second question, asked in the page rather than a browser dialog: it takes the
 * focus when it opens, says what will happen, holds any field the answer needs (`children`), and
 * offers doing it or not. `isDanger` marks one that removes something, such as a cancellation.
 */
export function QuestionBox({
  question,
  yes,
  no,
  onYes,
  onNo,
  isSaving,
  isDanger = false,
  children,
}: {
  question: string;
  yes: string;
  no: string;
  onYes: () => void;
  onNo: () => void;
  isSaving: boolean;
  isDanger?: boolean;
  children?: ReactNode;
}) {
  const id = useId();
  const boxRef = useRef<HTMLElement>(null);
  useEffect(() => {
    boxRef.current?.focus();
  }, []);
  return (
    <section
      ref={boxRef}
      tabIndex={-1}
      aria-labelledby={`${id}-question`}
      className={`mt-4 rounded-lg border p-4 ${isDanger ? 'border-red-200 bg-red-50' : 'border-slate-200 bg-slate-50'}`}
    >
      <p id={`${id}-question`} className={`font-semibold ${isDanger ? 'text-red-900' : ''}`}>
        {question}
      </p>
      {children}
      <div className="mt-3 flex flex-wrap gap-3">
        <Button variant={isDanger ? 'destructive' : 'primary'} size="sm" disabled={isSaving} onClick={onYes}>
          {yes}
        </Button>
        <Button variant="neutral" size="sm" onClick={onNo}>
          {no}
        </Button>
      </div>
    </section>
  );
}
