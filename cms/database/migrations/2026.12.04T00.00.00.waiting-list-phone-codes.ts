import type { Knex } from 'knex';

/**
 * The codes that confirm a mobile before it joins the waiting list from the site
 * (src/waiting-list/phone-codes.ts): one per mobile, the latest sent, kept only as its keyed hash,
 * with its wrong tries and its expiry.
 */
export async function up(knex: Knex) {
  if (!(await knex.schema.hasTable('waiting_list_phone_codes'))) {
    await knex.raw(
      `CREATE TABLE waiting_list_phone_codes (
         phone varchar(20) PRIMARY KEY,
         code_hash varchar(64) NOT NULL,
         tries integer NOT NULL DEFAULT 0,
         expires_at_ms bigint NOT NULL,
         created_at_ms bigint NOT NULL
       )`,
    );
  }
}
