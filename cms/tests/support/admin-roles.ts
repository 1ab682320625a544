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

type PermissionChoice = { action: string; subject: string };

/** Saves a role's permissions as `change` makes them, as an administrator in Settings › Roles would. */
const editAdminPermissions = async (
  cmsUrl: string,
  adminToken: string,
  roleCode: string,
  change: (permissions: AdminPermission[]) => AdminPermission[],
) => {
  const role = (await listAdminRoles(cmsUrl, adminToken)).find((candidate) => candidate.code === roleCode);
  if (!role) throw new Error(`No admin role ${roleCode}`);
  const permissions = change(role.permissions).map(({ action, subject, properties, conditions }) => ({
    action,
    subject,
    properties,
    conditions,
  }));
  await call(cmsUrl, adminToken, `/roles/${role.id}/permissions`, {
    method: 'PUT',
    body: JSON.stringify({ permissions }),
  });
};

/** Gives a role one more permission, as an administrator ticking a box in Settings › Roles would. */
export const grantAdminPermission = (
  cmsUrl: string,
  adminToken: string,
  roleCode: string,
  permission: PermissionChoice,
) =>
  editAdminPermissions(cmsUrl, adminToken, roleCode, (permissions) => [
    ...permissions,
    { ...permission, properties: {}, conditions: [] },
  ]);

/** Takes a permission from a role, as an administrator unticking a box in Settings › Roles would. */
export const revokeAdminPermission = (
  cmsUrl: string,
  adminToken: string,
  roleCode: string,
  permission: PermissionChoice,
) =>
  editAdminPermissions(cmsUrl, adminToken, roleCode, (permissions) =>
    permissions.filter((held) => held.action !== permission.action || held.subject !== permission.subject),
  );
