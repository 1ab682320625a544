import { describe, inject } from 'vitest';

/**
 * The integration suite runs twice, on SQLite and on PostgreSQL. What does not depend on the database
 * (the web app's notices, mail, rate limits, headers, the panel's words, the jobs' alarms) runs in the
 * SQLite pass only; faults and several processes at once run in the PostgreSQL pass only, the
 * production database's.
 */
const database = () => inject('database').client;

export const describeOnce = describe.runIf(database() === 'sqlite');

export const describeOnPostgres = describe.runIf(database() === 'postgres');
