/** A manager's statistics, read by the web app's /admin/statistics; only the Manager role is granted it. */
export default {
  routes: [{ method: 'GET', path: '/staff/statistics', handler: 'statistics.find' }],
};
