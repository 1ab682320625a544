import { describe, expect, it } from 'vitest';
import { type TDaySheetVisitBase, ZDaySheetQuerySchema, buildDaySheet } from './day-sheet';

type Visit = TDaySheetVisitBase & { bookingNumber: string };

const MONA = { doctorId: 'doctormona0000000000000a', doctorName: 'Mona Adel' };
const AHMED = { doctorId: 'doctorahmed000000000000a', doctorName: 'Ahmed Samir' };
const HELIOPOLIS = { branchId: 'branchheliopolis0000000a', branchName: 'Heliopolis' };
const MAADI = { branchId: 'branchmaadi000000000000a', branchName: 'Maadi' };

const visit = (bookingNumber: string, fields: Partial<Visit>): Visit => ({
  bookingNumber,
  startsAt: '2026-12-01T08:00:00.000Z',
  endsAt: '2026-12-01T08:20:00.000Z',
  createdAt: '2026-11-20T10:00:00.000Z',
  mode: 'slots',
  ...MONA,
  ...HELIOPOLIS,
  ...fields,
});

const numbersOf = (pages: ReturnType<typeof buildDaySheet<Visit>>) =>
  pages.map((page) => ({
    page: `${page.doctorName} / ${page.branchName}`,
    count: page.visitCount,
    entries: page.entries.map((entry) =>
      entry.kind === 'visit' ? entry.visit.bookingNumber : entry.visits.map((one) => one.bookingNumber),
    ),
  }));

describe('buildDaySheet', () => {
  it('gives each doctor at each branch a page, doctors by name, the visits of each in time order', () => {
    const pages = buildDaySheet(
      [
        visit('M-2', { startsAt: '2026-12-01T09:00:00.000Z' }),
        visit('A-1', { ...AHMED, startsAt: '2026-12-01T07:00:00.000Z' }),
        visit('M-1', { startsAt: '2026-12-01T08:00:00.000Z' }),
        visit('M-3', { ...MAADI, startsAt: '2026-12-01T15:00:00.000Z' }),
      ],
      'en',
    );
    expect(numbersOf(pages)).toEqual([
      { page: 'Ahmed Samir / Heliopolis', count: 1, entries: ['A-1'] },
      { page: 'Mona Adel / Heliopolis', count: 2, entries: ['M-1', 'M-2'] },
      { page: 'Mona Adel / Maadi', count: 1, entries: ['M-3'] },
    ]);
  });

  it('groups a first-come session’s patients under it in the order they booked, between the timed visits', () => {
    const session = { mode: 'fcfs' as const, startsAt: '2026-12-01T15:00:00.000Z', endsAt: '2026-12-01T18:00:00.000Z' };
    const pages = buildDaySheet(
      [
        visit('S-second', { ...session, createdAt: '2026-11-21T09:00:00.000Z' }),
        visit('late', { startsAt: '2026-12-01T19:00:00.000Z' }),
        visit('S-first', { ...session, createdAt: '2026-11-20T09:00:00.000Z' }),
        visit('early', { startsAt: '2026-12-01T08:00:00.000Z' }),
      ],
      'en',
    );
    expect(numbersOf(pages)).toEqual([
      { page: 'Mona Adel / Heliopolis', count: 4, entries: ['early', ['S-first', 'S-second'], 'late'] },
    ]);
    const [entry] = pages[0]?.entries.filter((one) => one.kind === 'session') ?? [];
    expect(entry).toMatchObject({ startsAt: session.startsAt, endsAt: session.endsAt });
  });

  it('orders the doctors by their names in the page’s language', () => {
    const pages = buildDaySheet(
      [
        visit('1', { doctorId: 'doctorb00000000000000000', doctorName: 'هالة' }),
        visit('2', { doctorId: 'doctora00000000000000000', doctorName: 'أحمد' }),
      ],
      'ar',
    );
    expect(pages.map((page) => page.doctorName)).toEqual(['أحمد', 'هالة']);
  });

  it('has no pages for a day with no visits', () => {
    expect(buildDaySheet([], 'en')).toEqual([]);
  });
});

describe('ZDaySheetQuerySchema', () => {
  it('takes a day, a branch and a doctor, each optional, an empty box meaning none', () => {
    expect(ZDaySheetQuerySchema.parse({ date: '2026-12-01', branch: '', doctor: '', locale: 'ar' })).toEqual({
      date: '2026-12-01',
      locale: 'ar',
    });
    expect(ZDaySheetQuerySchema.parse({})).toEqual({ locale: 'en' });
  });

  it('refuses a day that is not a date and an identifier that is not one', () => {
    expect(ZDaySheetQuerySchema.safeParse({ date: '2026-02-30' }).success).toBe(false);
    expect(ZDaySheetQuerySchema.safeParse({ doctor: "1' OR 1=1" }).success).toBe(false);
    expect(ZDaySheetQuerySchema.safeParse({ locale: 'fr' }).success).toBe(false);
  });
});
