import { type TDoctorFee, formatConsultationFee, summarizeDoctorFee } from '@clinic/domain/consultation-fee';
import type { useTranslations } from 'next-intl';
import type { Locale } from '@/i18n/routing';

/** The Fees messages' translator, on the server or in the browser. */
type FeeWords = ReturnType<typeof useTranslations<'Fees'>>;

/** Each branch's phone as formatPhoneForDisplay writes it, by the branch's documentId. */
export type TBranchPhones = ReadonlyMap<string, string>;

/**
 * 'Consultation fee: EGP 450', or 'Consultation from EGP 450' when the branches (the doctor's, or the
 * one chosen) charge differently. Without a fee, never a zero: 'Fee: ask the branch', on its phone
 * when there is one branch to ask.
 */
export const describeDoctorFee = (
  fees: readonly TDoctorFee[],
  doctorId: string,
  branchIds: readonly string[],
  locale: Locale,
  words: FeeWords,
  branchPhones: TBranchPhones = new Map(),
) => {
  const summary = summarizeDoctorFee(fees, doctorId, branchIds);
  if (!summary) {
    const [onlyBranch = '', ...otherBranches] = branchIds;
    const branchPhone = otherBranches.length === 0 ? branchPhones.get(onlyBranch) : undefined;
    return branchPhone ? words('feeAskBranchOn', { phone: branchPhone }) : words('feeAskBranch');
  }
  const fee = formatConsultationFee(summary.amountEgp, locale);
  return summary.from ? words('feeFrom', { fee }) : words('fee', { fee });
};
