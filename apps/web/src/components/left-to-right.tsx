import type { ReactNode } from 'react';

/**
 * The messages' `<ltr>` tag: data written left to right (a phone number, an email, a mail server's
 * words) that keeps its own order inside an Arabic sentence, where the bidi algorithm would reverse
 * groups of digits ('010 1234 5678' shown as '5678 1234 010'), and that a browser's translation leaves
 * as written.
 */
export const leftToRight = (chunks: ReactNode) => (
  <bdi dir="ltr" translate="no">
    {chunks}
  </bdi>
);
