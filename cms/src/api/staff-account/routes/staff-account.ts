/**
 * The staff accounts, managed in the web app's /admin/staff without the CMS admin panel. Under /staff
 * like every staff route; only the Manager role is granted them (see bootstrap/permissions.ts).
 */
export default {
  routes: [
    { method: 'GET', path: '/staff/accounts', handler: 'staff-account.list' },
    { method: 'POST', path: '/staff/accounts', handler: 'staff-account.create' },
    { method: 'PUT', path: '/staff/accounts/:id', handler: 'staff-account.update' },
    { method: 'POST', path: '/staff/accounts/:id/invitation', handler: 'staff-account.sendInvitation' },
  ],
};
