import { addDaysToIsoDate, cairoWallClockToInstant } from '@clinic/domain';
import type { Knex } from 'knex';

/**
 * Keeps the rows whose `column` (epoch milliseconds) falls on the Cairo days from `from` to `to`, both
 * included, as a staff log's date filters ask: from the first day's midnight to the midnight after
 * the last, in Cairo whatever its clocks did. A missing end leaves that side open.
 */
export const whereOnCairoDays = (
  builder: Knex.QueryBuilder,
  column: string,
  { from, to }: { from?: string; to?: string },
) => {
  if (from) builder.where(column, '>=', cairoWallClockToInstant(from, '00:00').getTime());
  if (to) builder.where(column, '<', cairoWallClockToInstant(addDaysToIsoDate(to, 1), '00:00').getTime());
  return builder;
};
