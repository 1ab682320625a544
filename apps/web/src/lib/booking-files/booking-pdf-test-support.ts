import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { formatConsultationFee } from '@clinic/domain';
import { afterAll, beforeAll } from 'vitest';
import { runPoppler } from '@/test-support/poppler';
import type { TBookingFontWeight } from './booking-font';
import { createBookingPdf, type TBookingPdfInput } from './booking-pdf';

// Shared by the booking PDF tests: an Arabic and an English booking, their PDFs, and the text
// pdftotext reads back from them.

const FONT_PACKAGE = path.dirname(
  createRequire(import.meta.url).resolve('@expo-google-fonts/ibm-plex-sans-arabic/package.json'),
);
const FONT_FILES: Record<TBookingFontWeight, string> = {
  regular: '400Regular/IBMPlexSansArabic_400Regular.ttf',
  bold: '700Bold/IBMPlexSansArabic_700Bold.ttf',
};
export const loadFont = async (weight: TBookingFontWeight) =>
  new Uint8Array(readFileSync(path.join(FONT_PACKAGE, FONT_FILES[weight]))).buffer;

export const BOOKING_NUMBER = 'ENT-20261124-AB12';
export const CONFIRMATION_CALL = 'سيتواصل معك مركز الاتصال قريبًا لتأكيد حجزك';
// An Egyptian address: Arabic commas right after letters that join on both sides (لام, ثاء).
export const BRANCH_ADDRESS = '18 شارع فيكتور عمانويل، الدور الثالث، سموحة، الإسكندرية';
export const MANAGE_URL = 'https://clinic.example/ar/booking/manage/Zm9vYmFyYmF6cXV4cXV1eGNvcmdlZ3JhdWx0Z2FycGx';
const ARRIVAL_ADVICE =
  'يرجى الحضور قبل الموعد بخمس عشرة دقيقة ومعك بطاقة الرقم القومي وكارت التأمين الصحي إن وجد، وأي تقارير أو أشعة سابقة.';

export const arabicBooking: TBookingPdfInput = {
  locale: 'ar',
  clinicName: 'عيادات النيل للأنف والأذن والحنجرة',
  title: 'تم استلام طلب الحجز',
  rows: [
    { label: 'رقم الحجز', value: BOOKING_NUMBER },
    { label: 'الطبيب', value: 'أ.د. أحمد السيد' },
    // formatCairoDateTime's Arabic output: Western digits inside right-to-left text.
    { label: 'الموعد', value: 'الثلاثاء، 24 نوفمبر 2026 في 10:30 ص' },
    { label: 'الفرع', value: 'مصر الجديدة (الكوربة)' },
    { label: 'العنوان', value: BRANCH_ADDRESS },
    { label: 'الهاتف', value: '+20 100 123 4567' },
    // The site's own form of the fee: Western digits, the pound's sign, bidi marks around them.
    { label: 'سعر الكشف', value: formatConsultationFee(1250, 'ar') },
  ],
  note: `${CONFIRMATION_CALL}. ${ARRIVAL_ADVICE}`,
  manageLink: {
    url: MANAGE_URL,
    caption: 'امسح هذا الرمز بهاتفك، أو اكتب العنوان المكتوب تحته، لتطّلع على حجزك أو تنقله أو تلغيه.',
  },
  loadFont,
};

export const englishBooking: TBookingPdfInput = {
  locale: 'en',
  clinicName: 'Nile ENT Clinics',
  title: 'Booking request received',
  // Fewer rows than the Arabic one, written as label and value pairs.
  rows: [
    ['Booking number', BOOKING_NUMBER],
    ['Doctor', 'Prof. Ahmed El-Sayed'],
    ['Appointment', 'Tuesday, 24 November 2026 at 10:30 am'],
    ['Consultation fee', formatConsultationFee(1250, 'en')],
  ].map(([label, value]) => ({ label: String(label), value: String(value) })),
  note: 'Our call centre will contact you soon to confirm your booking.',
  loadFont,
};

/** Bidi embedding marks, which pdftotext puts around each run it reads in the other direction. */
const BIDI_CONTROLS = /[\u200E\u200F\u202A-\u202E\u2066-\u2069]/g;
/** The shapes a PDF draws Arabic letters with: ﺳ, ﻴ, ﺘ, and the lam-alef ligatures ﻻ, ﻷ. */
export const PRESENTATION_FORMS = /[\uFB50-\uFDFF\uFE70-\uFEFF]/gu;

/** The text as pdftotext reads it, in logical order; bidi marks are dropped and white space collapsed. */
export const readText = (file: string) =>
  runPoppler('pdftotext', ['-enc', 'UTF-8', file, '-']).replace(BIDI_CONTROLS, '').replace(/\s+/g, ' ');

/**
 * The read text with each ligature written out as its letters. A lam-alef (ﻻ) is one glyph for two
 * letters, and pdftotext lays a glyph's letters left to right even in right-to-left text, so it would
 * read alef before lam: the PDF names that glyph by the ligature's own character, which NFKC unfolds.
 */
export const unfoldLigatures = (text: string) => text.replace(PRESENTATION_FORMS, (form) => form.normalize('NFKC'));

/** Writes the two bookings' PDFs before a file's tests, to a folder removed after them: their paths by locale. */
export function setUpBookingPdfs() {
  let workDir = '';
  const files = { ar: '', en: '' };

  beforeAll(async () => {
    workDir = mkdtempSync(path.join(tmpdir(), 'booking-pdf-'));
    for (const booking of [arabicBooking, englishBooking]) {
      const file = path.join(workDir, `${booking.locale}.pdf`);
      writeFileSync(file, await createBookingPdf(booking));
      files[booking.locale] = file;
    }
  });

  afterAll(() => rmSync(workDir, { recursive: true, force: true }));

  return files;
}
