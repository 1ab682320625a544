import { refuseField } from '../utils/validation-details';
import {
  CONSULTATION_FEE_MAX_EGP,
  type TLocale,
  ZConsultationFeeSchema,
  formatConsultationFee,
  formatNumber,
} from '@clinic/domain';
import type { Core } from '@strapi/strapi';
import { fill, findName, readEditorLocale } from './schedule-labels';
import type { DocumentMiddleware } from '../utils/document-actions';

const FEE = 'api::consultation-fee.consultation-fee';

/** Shown under the field in the admin panel, in the editor's language; `{…}` are filled in. */
const REFUSALS: Record<'amount' | 'doctor' | 'branch' | 'duplicate', Record<TLocale, string>> = {
  amount: {
    en: 'Enter the fee in whole Egyptian pounds, from 1 to {max}.',
    ar: 'اكتب سعر الكشف بالجنيه المصري دون كسور، من 1 إلى {max}.',
  },
  doctor: { en: 'Choose the doctor this fee is for.', ar: 'اختر الطبيب الذي يخصه هذا السعر.' },
  branch: { en: 'Choose the branch this fee is for.', ar: 'اختر الفرع الذي يخصه هذا السعر.' },
  duplicate: {
    en: '{doctor} already has a fee at {branch} ({fee}). Change that entry instead of adding another.',
    ar: 'لدى {doctor} سعر كشف في {branch} بالفعل ({fee}). عدّل ذلك السجل بدلًا من إضافة سجل آخر.',
  },
};

const refuse = (strapi: Core.Strapi, field: string, refusal: keyof typeof REFUSALS, values = {}): never => {
  refuseField(field, fill(REFUSALS[refusal][readEditorLocale(strapi)], values));
};

type SavedFee = {
  id: number;
  doctor: { documentId: string } | null;
  branch: { documentId: string } | null;
};

/** A saved fee names its doctor and branch, and no other fee names the same two. */
const checkSavedFee = async (strapi: Core.Strapi, documentId: string) => {
  const relations = { doctor: { select: ['documentId'] }, branch: { select: ['documentId'] } };
  const saved = (await strapi.db.query(FEE).findOne({ where: { documentId }, populate: relations })) as SavedFee | null;
  if (!saved) return;
  if (!saved.doctor) refuse(strapi, 'doctor', 'doctor');
  if (!saved.branch) refuse(strapi, 'branch', 'branch');
  const doctorId = saved.doctor?.documentId ?? '';
  const branchId = saved.branch?.documentId ?? '';
  const other = (await strapi.db.query(FEE).findOne({
    where: { documentId: { $ne: documentId }, doctor: { documentId: doctorId }, branch: { documentId: branchId } },
    select: ['amountEgp'],
  })) as { amountEgp: number } | null;
  if (!other) return;
  const locale = readEditorLocale(strapi);
  refuse(strapi, 'branch', 'duplicate', {
    doctor: await findName(strapi, 'api::doctor.doctor', doctorId, locale),
    branch: await findName(strapi, 'api::branch.branch', branchId, locale),
    fee: formatConsultationFee(other.amountEgp, locale),
  });
};

/**
 * A consultation fee is whole Egyptian pounds (the shared schema, checked before Strapi's own rules so
 * the editor reads why in their language), for one doctor at one branch, once per pair. The pair is
 * checked after the write inside the same transaction, so whatever sent it (the admin panel's relation
 * format, REST, the document API) is checked as saved, and a refusal leaves nothing behind.
 */
export const consultationFeeGuard = (strapi: Core.Strapi): DocumentMiddleware => {
  return async (context, next) => {
    if (context.uid !== FEE || (context.action !== 'create' && context.action !== 'update')) return next();
    const data = (context.params as { data?: Record<string, unknown> }).data ?? {};
    if (context.action === 'create' || 'amountEgp' in data) {
      const amount = ZConsultationFeeSchema.safeParse(
        typeof data.amountEgp === 'string' && data.amountEgp.trim() !== '' ? Number(data.amountEgp) : data.amountEgp,
      );
      if (!amount.success) {
        refuse(strapi, 'amountEgp', 'amount', {
          max: formatNumber(CONSULTATION_FEE_MAX_EGP, readEditorLocale(strapi)),
        });
      }
      data.amountEgp = amount.data;
    }
    return strapi.db.transaction(async () => {
      const result = await next();
      const documentId = (result as { documentId?: unknown } | null)?.documentId;
      if (typeof documentId === 'string') await checkSavedFee(strapi, documentId);
      return result;
    });
  };
};
