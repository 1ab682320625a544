import { countBookedDaysAhead, describeVisitTime } from '@clinic/domain';
import type { Knex } from 'knex';

/**
 * Appointments now keep their visit's Cairo day, hour and weekday, and how many days ahead they were
 * booked (src/appointments/visit-time.ts keeps them from now on). This runs before Strapi's schema
 * sync, so it adds the columns itself, as the sync would, and fills them for the rows already there;
 * the sync then finds them in place and adds the indexes. A database made before the appointments
 * table existed has nothing to fill.
 */
const TABLE = 'appointments';
const BATCH_SIZE = 1000;

type Row = { id: number; starts_at: Date | string | number; created_at: Date | string | number | null };

const COLUMNS = [
  { name: 'visit_date', type: 'string' },
  { name: 'visit_hour', type: 'integer' },
  { name: 'visit_weekday', type: 'string' },
  { name: 'booked_days_ahead', type: 'integer' },
] as const;

/** SQLite returns Strapi's datetimes as epoch milliseconds, PostgreSQL as dates. */
const toDate = (value: Date | string | number) => (value instanceof Date ? value : new Date(value));

export async function up(knex: Knex) {
  if (!(await knex.schema.hasTable(TABLE))) return;
  for (const column of COLUMNS) {
    if (await knex.schema.hasColumn(TABLE, column.name)) continue;
    await knex.schema.alterTable(TABLE, (table) => {
      if (column.type === 'integer') table.integer(column.name);
      else table.string(column.name);
    });
  }

  let lastId = 0;
  for (;;) {
    const rows = (await knex(TABLE)
      .whereNull('visit_date')
      .where('id', '>', lastId)
      .orderBy('id')
      .limit(BATCH_SIZE)
      .select('id', 'starts_at', 'created_at')) as Row[];
    if (rows.length === 0) return;
    lastId = rows[rows.length - 1]?.id ?? lastId;
    // One UPDATE per distinct set of values: a day's visits share most of them.
    const idsByValues = new Map<string, number[]>();
    for (const row of rows) {
      const startsAt = toDate(row.starts_at);
      const visit = describeVisitTime(startsAt);
      const values = {
        visit_date: visit.visitDate,
        visit_hour: visit.visitHour,
        visit_weekday: visit.visitWeekday,
        booked_days_ahead: countBookedDaysAhead(row.created_at === null ? startsAt : toDate(row.created_at), startsAt),
      };
      const key = JSON.stringify(values);
      idsByValues.set(key, [...(idsByValues.get(key) ?? []), row.id]);
    }
    await knex.transaction(async (trx) => {
      for (const [values, ids] of idsByValues) await trx(TABLE).whereIn('id', ids).update(JSON.parse(values));
    });
  }
}
