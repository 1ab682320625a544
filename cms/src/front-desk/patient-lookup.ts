import { PATIENT_LOOKUP_LIMIT, type TKnownPatientAnswer } from '@clinic/domain';
import type { Core } from '@strapi/strapi';
import { findAppointments } from '../appointments/appointment-records';
import { type StaffScope, appointmentsInScope } from '../staff/staff-scope';

/**
 * The distinct patients booked under one phone (families share one), most recently booked first,
 * with what they gave last time to prefill a new booking. Anonymized visits keep no patient.
 */
export const findPatientsByPhone = async (
  strapi: Core.Strapi,
  phone: string,
  scope: StaffScope,
): Promise<TKnownPatientAnswer[]> => {
  const rows = await findAppointments<Omit<TKnownPatientAnswer, 'lastBookedAt'> & { createdAt: string }>(strapi, {
    where: { $and: [...appointmentsInScope(scope), { phone, anonymizedAt: { $null: true } }] },
    select: ['firstName', 'lastName', 'age', 'email', 'contractType', 'locale', 'createdAt'],
    orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
    limit: PATIENT_LOOKUP_LIMIT * 10,
  });
  const byName = new Map<string, (typeof rows)[number]>();
  for (const row of rows) {
    const name = `${row.firstName} ${row.lastName}`.normalize('NFKC').toLocaleLowerCase().replace(/\s+/g, ' ').trim();
    if (!byName.has(name)) byName.set(name, row);
  }
  return [...byName.values()].slice(0, PATIENT_LOOKUP_LIMIT).map((row) => ({
    firstName: row.firstName,
    lastName: row.lastName,
    age: row.age,
    email: row.email,
    contractType: row.contractType,
    locale: row.locale,
    lastBookedAt: row.createdAt,
  }));
};
