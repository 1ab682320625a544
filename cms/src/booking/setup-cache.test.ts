import type { Core } from '@strapi/strapi';
import { describe, expect, it } from 'vitest';
import type { DocumentMiddleware } from '../utils/document-actions';
import { readCachedSetup, readSetupRevision, setupRevisionCounter } from './setup-cache';

/**
 * A CMS reduced to what the cache touches: the revision row (each read counted), the request under
 * way (Strapi's requestContext), and transactions that run at once. The real server's reads are
 * covered by tests/availability-exact.test.ts; this is how many reads one request makes.
 */
const clinicCms = () => {
  let revision = 0;
  let revisionReads = 0;
  let request: { state: Record<PropertyKey, unknown> } | undefined;
  const strapi = {
    requestContext: { get: () => request },
    db: {
      inTransaction: () => false,
      connection: () => ({
        where: () => ({
          first: async () => {
            revisionReads += 1;
            return { revision };
          },
        }),
      }),
      transaction: async (work: (context: { trx: unknown }) => Promise<unknown>) =>
        work({
          trx: () => ({
            where: () => ({
              increment: async () => {
                revision += 1;
              },
            }),
          }),
        }),
    },
  } as unknown as Core.Strapi;
  return {
    strapi,
    revisionReads: () => revisionReads,
    /** Runs `work` as one HTTP request would, with its own state. */
    inRequest: async <Value>(work: () => Promise<Value>) => {
      request = { state: {} };
      try {
        return await work();
      } finally {
        request = undefined;
      }
    },
  };
};

/**
 * A doctor's hours as the setup cache keeps them (`readHours`), and an editor's change to them
 * through the document service, as the revision counter sees it (`changeHours`).
 */
const doctorHours = (strapi: Core.Strapi) => {
  let hours = 'Sundays 10:00–14:00';
  const counter = setupRevisionCounter(strapi);
  type Change = Parameters<DocumentMiddleware>;
  const change = { uid: 'api::doctor-schedule.doctor-schedule', action: 'update', params: {} };
  return {
    readHours: () => readCachedSetup(strapi, 'timetable', async () => hours),
    changeHours: async (newHours: string) => {
      hours = newHours;
      await counter(change as unknown as Change[0], (async () => ({})) as Change[1]);
    },
  };
};

describe('the booking setup revision', () => {
  it('is read once by a request, however many parts of the setup it reads', async () => {
    const cms = clinicCms();
    const parts = await cms.inRequest(async () => [
      await readCachedSetup(cms.strapi, 'workplace', async () => 'Heliopolis'),
      await doctorHours(cms.strapi).readHours(),
      await readSetupRevision(cms.strapi),
    ]);
    expect(parts).toEqual(['Heliopolis', 'Sundays 10:00–14:00', 0]);
    expect(cms.revisionReads()).toBe(1);
  });

  it('is read on each call outside a request (the scheduled jobs)', async () => {
    const cms = clinicCms();
    await readSetupRevision(cms.strapi);
    await readSetupRevision(cms.strapi);
    expect(cms.revisionReads()).toBe(2);
  });

  it('is read afresh by each new request, which then sees a change made meanwhile', async () => {
    const cms = clinicCms();
    const { readHours, changeHours } = doctorHours(cms.strapi);
    expect(await cms.inRequest(readHours)).toBe('Sundays 10:00–14:00');
    await changeHours('Mondays 16:00–20:00');
    expect(await cms.inRequest(readHours)).toBe('Mondays 16:00–20:00');
    expect(cms.revisionReads()).toBe(2);
  });

  it('is read again by a request after that request has changed the setup', async () => {
    const cms = clinicCms();
    const { readHours, changeHours } = doctorHours(cms.strapi);
    const seen = await cms.inRequest(async () => {
      const before = await readHours();
      await changeHours('Mondays 16:00–20:00');
      return [before, await readHours(), await readSetupRevision(cms.strapi)];
    });
    expect(seen).toEqual(['Sundays 10:00–14:00', 'Mondays 16:00–20:00', 2]);
  });
});
