import type { Core } from '@strapi/strapi';
import { errors } from '@strapi/utils';

type Locale = 'en' | 'ar';

type DoctorRow = {
  documentId: string;
  name: string;
  branches?: { documentId: string; name: string; address: string; locationLink: string | null }[];
  specialties?: { documentId: string; name: string }[];
};

/**
 * The published doctor and one of their branches, in the visitor's language. Unknown ids are a 404;
 * a branch where the doctor does not work is a validation error on `branch`.
 */
export const findDoctorAtBranch = async (
  strapi: Core.Strapi,
  doctorDocumentId: string,
  branchDocumentId: string,
  locale: Locale = 'en',
) => {
  const doctor = (await strapi.documents('api::doctor.doctor').findOne({
    documentId: doctorDocumentId,
    locale,
    status: 'published',
    fields: ['name'],
    populate: {
      branches: { fields: ['name', 'address', 'locationLink'] },
      specialties: { fields: ['name'] },
    },
  })) as DoctorRow | null;
  if (!doctor) throw new errors.NotFoundError('Doctor not found');
  const branch = doctor.branches?.find((candidate) => candidate.documentId === branchDocumentId);
  if (!branch) {
    throw new errors.ValidationError('The doctor does not work at this branch', {
      errors: [{ path: ['branch'], message: 'validation.doctorNotAtBranch', name: 'ValidationError' }],
    });
  }
  return { doctor, branch };
};
