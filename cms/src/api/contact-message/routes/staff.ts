/**
 * The staff inbox's one write, under /staff so it never meets the core `/contact-messages/:id`.
 * Authenticated by the users-permissions JWT; only the Staff role is granted it. Staff read the
 * inbox through the core `find` and `findOne`.
 */
export default {
  routes: [{ method: 'POST', path: '/staff/messages/:id/read', handler: 'staff.markRead' }],
};
