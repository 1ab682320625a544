/** The words of the waiting-room screen (the `WaitingRoom` messages), which it shows in both languages. */
export const SCREEN_LABEL_KEYS = [
  'title',
  'seeing',
  'next',
  'nobodySeen',
  'nobodyWaiting',
  'waiting',
  'paused',
  'noDoctors',
  'reconnecting',
] as const;

/** The screen's words in one language: the page gives both. */
export type ScreenLabels = Record<(typeof SCREEN_LABEL_KEYS)[number], string>;
