import type { TOpeningHours } from '@clinic/domain';

/** A branch as schema.org describes a clinic: its page, phone, address and weekly hours. */
type ClinicBranch = {
  name: string;
  /** The branch's page, absolute. */
  url: string;
  telephone: string | null;
  streetAddress: string;
  locality: string | null;
  openingHours: readonly TOpeningHours[];
};

const SCHEMA_DAY: Readonly<Record<TOpeningHours['day'], string>> = {
  monday: 'https://schema.org/Monday',
  tuesday: 'https://schema.org/Tuesday',
  wednesday: 'https://schema.org/Wednesday',
  thursday: 'https://schema.org/Thursday',
  friday: 'https://schema.org/Friday',
  saturday: 'https://schema.org/Saturday',
  sunday: 'https://schema.org/Sunday',
};

/** 'HH:mm' from the CMS's 'HH:mm:ss.SSS'; a close at midnight is written 23:59, as schema.org advises. */
const toSchemaTime = (time: string, isClose: boolean) => {
  const minutes = time.slice(0, 5);
  return isClose && minutes === '00:00' ? '23:59' : minutes;
};

/** One OpeningHoursSpecification per open row; closed days and rows without times are left out. */
const toOpeningHoursSpecification = (openingHours: readonly TOpeningHours[]) =>
  openingHours.flatMap((row) =>
    row.isClosed || !row.opensAt || !row.closesAt
      ? []
      : [
          {
            '@type': 'OpeningHoursSpecification',
            dayOfWeek: SCHEMA_DAY[row.day],
            opens: toSchemaTime(row.opensAt, false),
            closes: toSchemaTime(row.closesAt, true),
          },
        ],
  );

/**
 * The clinic group for search engines, in schema.org terms only: a MedicalOrganization whose branches
 * are its MedicalClinics, each with its page, phone, address and opening hours.
 */
export const buildClinicGroup = (group: { name: string; url: string; branches: readonly ClinicBranch[] }) => ({
  '@context': 'https://schema.org',
  '@type': 'MedicalOrganization',
  name: group.name,
  url: group.url,
  medicalSpecialty: 'Otolaryngologic',
  subOrganization: group.branches.map((branch) => ({
    '@type': 'MedicalClinic',
    name: branch.name,
    url: branch.url,
    medicalSpecialty: 'Otolaryngologic',
    telephone: branch.telephone ?? undefined,
    address: {
      '@type': 'PostalAddress',
      streetAddress: branch.streetAddress,
      addressLocality: branch.locality ?? undefined,
      addressCountry: 'EG',
    },
    openingHoursSpecification: toOpeningHoursSpecification(branch.openingHours),
  })),
});
