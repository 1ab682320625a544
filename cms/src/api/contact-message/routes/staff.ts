/**
 * The staff inbox, under /staff so it never meets the core `/contact-messages` routes, which no role
 * is granted. Authenticated by the users-permissions JWT; every staff role is granted both.
 */
export default {
  routes: [
    { method: 'GET', path: '/staff/messages', handler: 'staff.list' },
    { method: 'POST', path: '/staff/messages/:id/read', handler: 'staff.markRead' },
  ],
};
