import { createHash, randomBytes } from 'node:crypto';
import { MANAGE_TOKEN_BYTES, MANAGE_TOKEN_PATTERN } from '@clinic/domain';
import type { Knex } from 'knex';

/** The only form of a link's token the database keeps. */
const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/**
 * The tokens of the links sent to patients, each opening one thing (a booking, a waiting-list entry, a
 * visit to review) named in `subjectColumn` of `table`: 256 random bits, shown once (in the message or
 * on the screen that made it) and kept only as their hash; with `lifetimeMs`, each opens it for that
 * long after it was made.
 */
export const createLinkTokens = <Subject extends string | number>(
  table: string,
  subjectColumn: string,
  { lifetimeMs }: { lifetimeMs?: number } = {},
) => ({
  /** A new token for `subject`. */
  async issue(knex: Knex, subject: Subject, now = new Date()) {
    const token = randomBytes(MANAGE_TOKEN_BYTES).toString('base64url');
    await knex(table).insert({ token_hash: hashToken(token), [subjectColumn]: subject, created_at_ms: now.getTime() });
    return token;
  },
  /** A token that was never shown (its message was refused) opens nothing. */
  forget: (knex: Knex, token: string) =>
    knex(table)
      .where({ token_hash: hashToken(token) })
      .delete(),
  /** What a token opens at `now`; null for any token the database does not know, or past its lifetime. */
  async find(knex: Knex, token: string, now = new Date()): Promise<Subject | null> {
    if (!MANAGE_TOKEN_PATTERN.test(token)) return null;
    const query = knex(table).where({ token_hash: hashToken(token) });
    if (lifetimeMs !== undefined) query.andWhere('created_at_ms', '>', now.getTime() - lifetimeMs);
    const row = (await query.first(subjectColumn)) as Record<string, Subject> | undefined;
    return row?.[subjectColumn] ?? null;
  },
  /** With their subjects' anonymization, their links open nothing any more. */
  forgetAllOf: (knex: Knex, subjects: Subject[]) => knex(table).whereIn(subjectColumn, subjects).delete(),
});
