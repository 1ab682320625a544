/** Content types holding patients' and staff's personal data: only the super admin may see them in the panel. */
export const PRIVATE_SUBJECTS = [
  'api::appointment.appointment',
  'api::contact-message.contact-message',
  'plugin::users-permissions.user',
];

type AdminRole = { id: number; code: string; name: string };
type AdminPermission = { action: string; subject: string | null; properties: unknown; conditions: unknown[] };

const call = async (cmsUrl: string, adminToken: string, path: string, init: RequestInit = {}) => {
  const response = await fetch(`${cmsUrl}/admin${path}`, {
    ...init,
    headers: { 'content-type': 'application/json', authorization: `Bearer ${adminToken}` },
  });
  if (!response.ok) throw new Error(`${init.method ?? 'GET'} /admin${path} answered ${response.status}`);
  return ((await response.json()) as { data: unknown }).data;
};

/** Every CMS admin role with the permissions it holds, as Settings › Roles shows them. */
export const listAdminRoles = async (cmsUrl: string, adminToken: string) => {
  const roles = (await call(cmsUrl, adminToken, '/roles')) as AdminRole[];
  return Promise.all(
    roles.map(async (role) => ({
      ...role,
      permissions: (await call(cmsUrl, adminToken, `/roles/${role.id}/permissions`)) as AdminPermission[],
    })),
  );
};

/** Gives a role one more permission, as an administrator ticking a box in Settings › Roles would. */
export const grantAdminPermission = async (
  cmsUrl: string,
  adminToken: string,
  roleCode: string,
  permission: { action: string; subject: string },
) => {
  const role = (await listAdminRoles(cmsUrl, adminToken)).find((candidate) => candidate.code === roleCode);
  if (!role) throw new Error(`No admin role ${roleCode}`);
  const permissions = [...role.permissions, { ...permission, properties: {}, conditions: [] }].map(
    ({ action, subject, properties, conditions }) => ({ action, subject, properties, conditions }),
  );
  await call(cmsUrl, adminToken, `/roles/${role.id}/permissions`, {
    method: 'PUT',
    body: JSON.stringify({ permissions }),
  });
};
