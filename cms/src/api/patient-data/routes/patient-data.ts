/**
 * A person's requests about their data (Law 151/2020), handled by managers in the web app's
 * /admin/patient-data: find, export, correct, erase. Only the Manager role is granted them, and each
 * is recorded in the access log.
 */
export default {
  routes: [
    { method: 'GET', path: '/staff/patient-data', handler: 'patient-data.find' },
    { method: 'GET', path: '/staff/patient-data/export', handler: 'patient-data.export' },
    { method: 'PUT', path: '/staff/patient-data/appointments/:id', handler: 'patient-data.correct' },
    { method: 'POST', path: '/staff/patient-data/erase', handler: 'patient-data.erase' },
  ],
};
