import { type TDoctorFee, formatConsultationFee, summarizeDoctorFee } from '@clinic/domain/consultation-fee';
import type { Locale } from '@/i18n/routing';

type FeeWords = (key: 'fee' | 'feeFrom', values: { fee: string }) => string;

/**
 * 'Consultation fee: EGP 450', or 'Consultation from EGP 450' when the branches (the doctor's, or the
 * one chosen) charge differently. Null when no fee is given: nothing is shown.
 */
export const describeDoctorFee = (
  fees: readonly TDoctorFee[],
  doctorId: string,
  branchIds: readonly string[],
  locale: Locale,
  words: FeeWords,
) => {
  const summary = summarizeDoctorFee(fees, doctorId, branchIds);
  if (!summary) return null;
  return words(summary.from ? 'feeFrom' : 'fee', { fee: formatConsultationFee(summary.amountEgp, locale) });
};
