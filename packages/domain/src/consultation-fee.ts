// Without zod: the booking's screens import this as `@clinic/domain/consultation-fee` (see tsup.config.ts);
// the CMS's check of a fee is ZConsultationFeeSchema, in consultation-fee-schema.ts.
import { formatNumber } from './digits';
import type { TLocale } from './locale';

/** The dearest consultation an editor may enter, in Egyptian pounds: a guard against a typed extra zero or two. */
export const CONSULTATION_FEE_MAX_EGP = 100_000;

/** One doctor's fee at one branch, as the site reads it from the CMS. */
export type TDoctorFee = { doctorId: string; branchId: string; amountEgp: number };

/** 'EGP 1,500' · '1,500 ج.م.': the locale's currency form with Western digits (the digits policy). */
export const formatConsultationFee = (amountEgp: number, locale: TLocale) =>
  formatNumber(amountEgp, locale, { style: 'currency', currency: 'EGP', maximumFractionDigits: 0 });

/**
 * What a doctor's card says of the fee at `branchIds` (the doctor's branches, or the one chosen): the
 * lowest, marked `from` when another of them charges more. A fee at a branch the doctor no longer works
 * at counts for nothing. Null when no fee is given: the card then asks the branch, never shows a zero.
 */
export const summarizeDoctorFee = (
  fees: readonly TDoctorFee[],
  doctorId: string,
  branchIds: readonly string[],
): { amountEgp: number; from: boolean } | null => {
  const amounts = fees
    .filter((fee) => fee.doctorId === doctorId && branchIds.includes(fee.branchId))
    .map((fee) => fee.amountEgp);
  if (amounts.length === 0) return null;
  const lowest = Math.min(...amounts);
  return { amountEgp: lowest, from: amounts.some((amount) => amount !== lowest) };
};

/** The fee of one doctor at one branch, or null when none is given. */
export const findConsultationFee = (fees: readonly TDoctorFee[], doctorId: string, branchId: string) =>
  fees.find((fee) => fee.doctorId === doctorId && fee.branchId === branchId)?.amountEgp ?? null;

/** A branch a doctor works at where no fee is given: the site reads 'Fee: ask the branch' there. */
export type TUnpricedWorkplace = { doctorId: string; branchId: string };

/** Every doctor and branch the doctor works at without a fee, in the doctors' order, then their branches'. */
export const findUnpricedWorkplaces = (
  doctors: readonly { doctorId: string; branchIds: readonly string[] }[],
  fees: readonly TDoctorFee[],
): TUnpricedWorkplace[] =>
  doctors.flatMap(({ doctorId, branchIds }) =>
    branchIds
      .filter((branchId) => findConsultationFee(fees, doctorId, branchId) === null)
      .map((branchId) => ({ doctorId, branchId })),
  );
