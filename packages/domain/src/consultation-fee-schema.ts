import { z } from 'zod';
import { CONSULTATION_FEE_MAX_EGP } from './consultation-fee';

/** A consultation fee as the CMS keeps it: whole Egyptian pounds, at least one. */
export const ZConsultationFeeSchema = z.number().int().min(1).max(CONSULTATION_FEE_MAX_EGP);
