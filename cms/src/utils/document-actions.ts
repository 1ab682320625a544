/** The document service's actions that write: every other one (findMany, count, …) only reads. */
export const CHANGING_DOCUMENT_ACTIONS: ReadonlySet<string> = new Set([
  'create',
  'update',
  'delete',
  'publish',
  'unpublish',
  'discardDraft',
]);
