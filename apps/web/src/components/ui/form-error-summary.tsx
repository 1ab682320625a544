'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useEffect, useRef, useState } from 'react';

const FOCUSABLE = 'input:not([type="hidden"]), select, textarea, button';

/** The control or group's name as its label, legend or aria-label gives it. */
const nameOf = (invalid: Element) => {
  const control = invalid as HTMLInputElement;
  const legend = invalid.matches('fieldset') ? invalid.querySelector('legend')?.textContent : null;
  const label = control.labels?.[0]?.textContent ?? legend ?? invalid.getAttribute('aria-label') ?? '';
  return label.replace(/\s+/g, ' ').trim();
};

type FormErrorSummaryProps = {
  /** Changes with every submission that came back with errors; null before any, and while one is sent. */
  attempt: unknown;
};

/**
 * After a submission with errors: the focus moves to the first control marked invalid (a group's first
 * control), which comes into view in the middle of the screen, a phone's too; and a summary naming
 * every field in error is read out by screen readers. Each form marks its controls with aria-invalid
 * (components/ui/field.tsx), so this reads them from the form it stands in, in their order on screen.
 */
export function FormErrorSummary({ attempt }: FormErrorSummaryProps) {
  const t = useTranslations('Forms');
  const locale = useLocale();
  const [fields, setFields] = useState<string[]>([]);
  const summaryRef = useRef<HTMLParagraphElement>(null);

  useEffect(() => {
    if (attempt === null || attempt === undefined) {
      setFields([]);
      return;
    }
    const form = summaryRef.current?.closest('form');
    const invalid = [...(form?.querySelectorAll('[aria-invalid="true"]') ?? [])];
    setFields(invalid.map(nameOf).filter(Boolean));
    const [first] = invalid;
    const target = first?.matches(FOCUSABLE) ? first : first?.querySelector(FOCUSABLE);
    if (!(target instanceof HTMLElement)) return;
    target.focus({ preventScroll: true });
    target.scrollIntoView({ block: 'center' });
  }, [attempt]);

  // The alert is put in only with the words: a screen reader reads an alert as it appears.
  return (
    <p ref={summaryRef} className="sr-only">
      {fields.length > 0 ? (
        <span role="alert">
          {t('errorSummary', {
            count: fields.length,
            fields: new Intl.ListFormat(locale, { type: 'conjunction' }).format(fields),
          })}
        </span>
      ) : null}
    </p>
  );
}
