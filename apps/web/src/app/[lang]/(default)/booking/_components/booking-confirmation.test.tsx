// @vitest-environment happy-dom
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { BookedAppointment } from '@clinic/cms-client';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { GET as getFont } from '@/app/fonts/[file]/route';
import type { Locale } from '@/i18n/routing';
import { runPoppler } from '@/test-support/poppler';
import { render } from '@/test-support/render';
import arMessages from '../../../../../../messages/ar.json';
import enMessages from '../../../../../../messages/en.json';
import { BookingConfirmation } from './booking-confirmation';

const MESSAGES = { en: enMessages, ar: arMessages } as const;

const booking: BookedAppointment = {
  bookingNumber: 'ENT-20261124-AB12',
  status: 'pending',
  start: '2026-11-24T10:30:00+02:00',
  end: '2026-11-24T10:45:00+02:00',
  mode: 'slots',
  locale: 'en',
  doctor: { documentId: 'doctor-1', name: 'Prof. Ahmed El-Sayed' },
  branch: { documentId: 'branch-1', name: 'Heliopolis Branch', address: null, locationLink: null },
  specialty: null,
  service: null,
  consultationFeeEgp: 1250,
  manageToken: 'Zm9vYmFyYmF6cXV4cXV1eGNvcmdlZ3JhdWx0Z2FycGx',
};

let workDir = '';
beforeAll(() => {
  workDir = mkdtempSync(path.join(tmpdir(), 'booking-files-'));
});
afterAll(() => rmSync(workDir, { recursive: true, force: true }));
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

/**
 * Clicks the PDF button and reads back the file the browser is handed, line by line as printed
 * (pdftotext -layout), presentation forms folded to letters and bidi marks dropped. The fonts come
 * from the site's own fonts route.
 */
async function downloadPdfLines(locale: Locale) {
  vi.stubGlobal('fetch', async (url: string) => {
    const file = url.replace('/fonts/', '');
    return getFont(new Request(`http://127.0.0.1:3000${url}`), { params: Promise.resolve({ file }) });
  });
  const saved: Blob[] = [];
  vi.spyOn(URL, 'createObjectURL').mockImplementation((file) => {
    saved.push(file as Blob);
    return 'blob:booking-pdf';
  });
  const { container, click } = await render(
    <BookingConfirmation booking={booking} emailedTo={null} clinicName="Nile ENT Clinics" onBookAnother={() => {}} />,
    { locale },
  );
  const button = [...container.querySelectorAll('button')].find(
    (element) => element.textContent === MESSAGES[locale].Booking.downloadPdf,
  );
  await click(button ?? null);
  await vi.waitFor(() => expect(saved).toHaveLength(1), { timeout: 10_000 });
  const file = path.join(workDir, `${locale}.pdf`);
  writeFileSync(file, new Uint8Array(await (saved[0] as Blob).arrayBuffer()));
  return runPoppler('pdftotext', ['-layout', '-enc', 'UTF-8', file, '-'])
    .normalize('NFKC')
    .replace(/[\u200E\u200F\u202A-\u202E\u2066-\u2069]/g, '')
    .split('\n');
}

describe('BookingConfirmation', () => {
  it('dates the visit in its PDF with the year, in English', async () => {
    const lines = await downloadPdfLines('en');
    const dateLine = lines.find((line) => line.trim().startsWith(enMessages.Booking.date)) ?? '';
    expect(dateLine.replace(/\s+/g, ' ').trim()).toMatch(/^Date Tuesday,? 24 November 2026$/);
  });

  it('dates the visit in its PDF with the year, in Arabic', async () => {
    const lines = await downloadPdfLines('ar');
    const dateLine = lines.find((line) => line.trim().endsWith(arMessages.Booking.date)) ?? '';
    // pdftotext moves the commas and spaces beside digits in right-to-left text: the line's words are compared.
    expect(
      dateLine
        .split(/[\s،]+/)
        .filter(Boolean)
        .sort(),
    ).toEqual(['2026', '24', 'الثلاثاء', 'نوفمبر', arMessages.Booking.date].sort());
  });
});
