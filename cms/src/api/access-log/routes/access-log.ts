/**
 * The access log, read by managers in the web app's /admin/access-log. A GET only: no route adds,
 * changes or deletes an entry (the staff routes add them as they answer; see staff/access-log.ts).
 */
export default {
  routes: [{ method: 'GET', path: '/staff/access-log', handler: 'access-log.list' }],
};
