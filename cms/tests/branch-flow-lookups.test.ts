import { createCmsClient } from '@clinic/cms-client';
import { beforeAll, describe, expect, inject, it } from 'vitest';

/** The branch flow finds doctors and specialties with the CMS's standard filters, no custom route. */
describe('[BOOKING]: branch flow lookups', () => {
  let client: ReturnType<typeof createCmsClient>;
  beforeAll(() => {
    client = createCmsClient({ baseUrl: inject('cmsUrl') });
  });

  it('lists the specialties offered at a branch, and the doctors of one of them there', async () => {
    const { data: branches } = await client.find('branches', {
      locale: 'ar',
      populate: { doctors: { populate: ['specialties'] } },
    });
    const branch = branches[0];
    expect(branch).toBeDefined();
    if (!branch) return;
    const expectedSpecialties = new Set(
      (branch.doctors ?? []).flatMap((doctor) => (doctor.specialties ?? []).map((specialty) => specialty.documentId)),
    );

    const { data: specialties } = await client.find('specialties', {
      locale: 'ar',
      filters: { doctors: { branches: { documentId: { $eq: branch.documentId } } } },
      pagination: { pageSize: 100 },
    });
    expect(new Set(specialties.map((specialty) => specialty.documentId))).toEqual(expectedSpecialties);

    const [specialty] = specialties;
    const { data: doctors } = await client.find('doctors', {
      locale: 'ar',
      filters: {
        branches: { documentId: { $eq: branch.documentId } },
        specialties: { documentId: { $eq: specialty?.documentId } },
      },
      populate: ['branches', 'specialties'],
    });
    expect(doctors.length).toBeGreaterThan(0);
    for (const doctor of doctors) {
      expect(doctor.branches?.map((candidate) => candidate.documentId)).toContain(branch.documentId);
      expect(doctor.specialties?.map((candidate) => candidate.documentId)).toContain(specialty?.documentId);
    }
  });
});
