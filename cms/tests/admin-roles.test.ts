import { beforeAll, describe, expect, inject, it } from 'vitest';
import { PRIVATE_SUBJECTS, listAdminRoles } from './support/admin-roles';
import { signInAsCmsAdmin } from './support/cms-admin';

describe('[PRIVACY]: the CMS admin panel’s roles and patients', () => {
  let cmsUrl: string;
  let adminToken: string;

  beforeAll(async () => {
    cmsUrl = inject('cmsUrl');
    adminToken = await signInAsCmsAdmin(cmsUrl);
  });

  it('no role but the super admin’s holds a permission on appointments, contact messages or users', async () => {
    const roles = await listAdminRoles(cmsUrl, adminToken);
    expect(roles.map((role) => role.code)).toEqual(expect.arrayContaining(['strapi-editor', 'strapi-author']));
    for (const role of roles.filter((candidate) => candidate.code !== 'strapi-super-admin')) {
      const privateOnes = role.permissions.filter((permission) => PRIVATE_SUBJECTS.includes(permission.subject ?? ''));
      expect([role.code, privateOnes]).toEqual([role.code, []]);
      // The stock roles keep what they are for: the public content.
      expect(role.permissions.some((permission) => permission.subject === 'api::doctor.doctor')).toBe(true);
    }
  });

  it('the super admin keeps them, for setting up', async () => {
    const roles = await listAdminRoles(cmsUrl, adminToken);
    const superAdmin = roles.find((role) => role.code === 'strapi-super-admin');
    for (const subject of PRIVATE_SUBJECTS.slice(0, 2)) {
      expect(
        superAdmin?.permissions.some((permission) => permission.subject === subject),
        subject,
      ).toBe(true);
    }
  });
});
