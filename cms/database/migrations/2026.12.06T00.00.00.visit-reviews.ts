import type { Knex } from 'knex';

/**
 * Reviews from verified visits (src/reviews/visit-reviews.ts): each review link's token, kept only as
 * its hash, and the visit it opens; and the review a visit's patient wrote, by the review's document
 * id. Both name the visit by its appointment's document id, and go with the visit's anonymization.
 */
export async function up(knex: Knex) {
  if (!(await knex.schema.hasTable('review_links'))) {
    // The same SQL on SQLite and PostgreSQL: a hash is the key, and a visit's links are found to forget them.
    await knex.raw(
      'CREATE TABLE review_links (token_hash varchar(64) PRIMARY KEY, appointment_document_id varchar(40) NOT NULL, created_at_ms bigint NOT NULL)',
    );
    await knex.raw('CREATE INDEX review_links_appointment_index ON review_links (appointment_document_id)');
  }
  if (!(await knex.schema.hasTable('visit_reviews'))) {
    // One review per visit: the first writer claims the row, and the review it wrote is named in it.
    await knex.raw(
      'CREATE TABLE visit_reviews (appointment_document_id varchar(40) PRIMARY KEY, review_document_id varchar(40), created_at_ms bigint NOT NULL)',
    );
  }
}
