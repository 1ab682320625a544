import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type ContentModel, tagsChangedBy } from '../cms-cache';
import { findArticle } from './articles';
import { findBranch } from './branches';
import { findDoctor, listDoctorReviews, listDoctorWeeklyHours, listDoctors } from './doctors';
import { findService } from './services';

vi.mock('server-only', () => ({}));
// A visitor's request: no preview, so every read is cached and tagged.
vi.mock('../preview', () => ({ readPreviewStatus: async () => null }));

type Read = { name: string; tags: string[] };

/**
 * Which cached page reads a change in the CMS expires (see app/api/revalidate/route.ts), from the
 * tags the content functions give their fetches. The CMS's answers are stubbed: what it answers is
 * not the question here; the e2e revalidation spec proves the edits show on the real site.
 */
describe('the tags of the pages’ reads', () => {
  const cms = vi.fn<typeof fetch>();
  const reads: Read[] = [];

  const readAll = async () => {
    const read = async (name: string, load: () => Promise<unknown>) => {
      const before = cms.mock.calls.length;
      await load();
      for (const [, init] of cms.mock.calls.slice(before)) {
        reads.push({ name, tags: (init as { next?: { tags?: string[] } }).next?.tags ?? [] });
      }
    };
    await read('doctor 3’s page', () => findDoctor('en', 3));
    await read('doctor 3’s page', () => listDoctorReviews('en', 3));
    await read('doctor 3’s page', () => listDoctorWeeklyHours(3));
    await read('doctor 4’s page', () => findDoctor('ar', 4));
    await read('doctor 4’s page', () => listDoctorReviews('ar', 4));
    await read('doctor 4’s page', () => listDoctorWeeklyHours(4));
    await read('the doctors list', () => listDoctors('en'));
    await read('branch 1’s page', () => findBranch('en', 1));
    await read('article 2’s page', () => findArticle('en', 2));
    await read('service 5’s page', () => findService('en', 5));
  };

  /** The pages with a read the change expires, each once. */
  const renderedAgainAfter = (change: { model: ContentModel; publicId?: number }) => {
    const expired = new Set(tagsChangedBy(change));
    return [...new Set(reads.filter((read) => read.tags.some((tag) => expired.has(tag))).map((read) => read.name))];
  };

  beforeEach(async () => {
    vi.stubGlobal('fetch', cms);
    // Every read answers empty, in its route's shape: a doctor's week has no hours.
    cms.mockImplementation(async (url) =>
      Response.json(
        String(url).includes('/availability/weekly-hours')
          ? { data: { doctor: 'doctor-4', timeZone: 'Africa/Cairo', hours: [] } }
          : { data: [], meta: {} },
      ),
    );
    reads.length = 0;
    await readAll();
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    cms.mockReset();
  });

  it('reads every page’s content from the cache, each read tagged', () => {
    expect(reads.length).toBeGreaterThanOrEqual(10);
    expect(reads.filter((read) => read.tags.length === 0)).toEqual([]);
  });

  it('an edit of doctor 3 reaches doctor 3’s page and every page showing doctors, never doctor 4’s page', () => {
    expect(renderedAgainAfter({ model: 'doctor', publicId: 3 })).toEqual([
      'doctor 3’s page',
      'the doctors list',
      'branch 1’s page',
      'article 2’s page',
    ]);
  });

  it('a change to a doctor the notice does not name (a deletion, a bulk publish) reaches every doctor’s page', () => {
    expect(renderedAgainAfter({ model: 'doctor' })).toEqual([
      'doctor 3’s page',
      'doctor 4’s page',
      'the doctors list',
      'branch 1’s page',
      'article 2’s page',
    ]);
  });

  it('an edit of a branch reaches every page showing branches: both doctors’ (their places and hours)', () => {
    expect(renderedAgainAfter({ model: 'branch', publicId: 1 })).toEqual([
      'doctor 3’s page',
      'doctor 4’s page',
      'the doctors list',
      'branch 1’s page',
    ]);
  });

  it('an edit of service 5 reaches its own page alone among these; of service 6, none of them', () => {
    expect(renderedAgainAfter({ model: 'service', publicId: 5 })).toEqual(['service 5’s page']);
    expect(renderedAgainAfter({ model: 'service', publicId: 6 })).toEqual([]);
  });

  it('a new schedule reaches both doctors’ pages (their week’s hours), and a new review both too', () => {
    expect(renderedAgainAfter({ model: 'doctor-schedule' })).toEqual(['doctor 3’s page', 'doctor 4’s page']);
    expect(renderedAgainAfter({ model: 'review' })).toEqual(['doctor 3’s page', 'doctor 4’s page']);
  });
});
