'use client';

import { Button } from '@/components/ui/button';

/** Opens the browser's print dialog; the page's print styles leave only what is printed (the day sheets, a queue ticket). */
export function PrintButton({ label }: { label: string }) {
  return (
    <Button type="button" variant="primary" onClick={() => window.print()}>
      {label}
    </Button>
  );
}
