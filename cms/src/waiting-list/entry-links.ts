import { createLinkTokens } from '../utils/link-tokens';

/**
 * The links to waiting-list entries, created by database/migrations/2026.12.03T00.00.00.waiting-list-messages.ts:
 * each made as a message about its entry is sent (the message is the only copy), opening the entry's
 * page until the entry is anonymized.
 */
const entryLinks = createLinkTokens<number>('waiting_list_links', 'entry_id');

export const issueEntryLinkToken = entryLinks.issue;
export const forgetEntryLinkToken = entryLinks.forget;
export const findLinkEntry = entryLinks.find;
export const forgetEntryLinks = entryLinks.forgetAllOf;
