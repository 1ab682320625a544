import type { TAppointmentListQuery } from '@clinic/domain';

// The appointment's columns as the front desk's screens read them: which they show, and each name in
// the language of the page.

/** Names kept in both languages (`doctorNameEn`, `doctorNameAr`, …); staff read them in the page's language. */
const BILINGUAL_FIELDS = ['doctorName', 'branchName', 'specialtyName', 'serviceName', 'branchAddress'] as const;
type BilingualField = (typeof BILINGUAL_FIELDS)[number];
export type ListLocale = TAppointmentListQuery['locale'];

/** The column of `field` in `locale`: `doctorNameAr`. */
export const inColumn = (field: BilingualField, locale: ListLocale) => `${field}${locale === 'ar' ? 'Ar' : 'En'}`;
/** The columns of `fields` in both languages. */
export const bothColumns = (fields: readonly BilingualField[]) =>
  fields.flatMap((field) => [inColumn(field, 'en'), inColumn(field, 'ar')]);

/** What the list, the export and the detail page show; never the stored card file names. */
export const LIST_FIELDS = [
  'documentId',
  'bookingNumber',
  'status',
  'createdAt',
  'startsAt',
  'endsAt',
  'mode',
  'firstName',
  'lastName',
  'phone',
  'contractType',
  'cancelReason',
  'displacedAt',
  'displacedBy',
  'isExtraPlace',
  'consultationFeeEgp',
  'anonymizedAt',
  ...bothColumns(['doctorName', 'branchName', 'specialtyName', 'serviceName']),
];

/**
 * A row as stored, for an answer with names: each name in both columns (`doctorNameEn`,
 * `doctorNameAr`) where the answer has it once.
 */
export type StoredRow<Answer> = Omit<Answer, BilingualField> & {
  [Field in BilingualField & keyof Answer as `${Field}En` | `${Field}Ar`]: Answer[Field];
};

/** A stored row with each name in `locale` only, under its plain name (`doctorName`): the answer staff read. */
export const inLanguage = <Answer extends object>(row: StoredRow<Answer>, locale: ListLocale): Answer => {
  const named: Record<string, unknown> = { ...row };
  for (const field of BILINGUAL_FIELDS) {
    const [english, arabic] = [inColumn(field, 'en'), inColumn(field, 'ar')];
    if (english in row) named[field] = named[inColumn(field, locale)];
    delete named[english];
    delete named[arabic];
  }
  return named as Answer;
};
