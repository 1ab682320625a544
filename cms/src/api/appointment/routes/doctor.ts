/**
 * The doctor's own routes (the Doctor role only, see bootstrap/permissions.ts): their list of today,
 * calling the next patient in, and closing a visit of theirs. Everything else is NOT_FOUND.
 */
export default {
  routes: [
    { method: 'GET', path: '/doctor/today', handler: 'doctor.today' },
    { method: 'POST', path: '/doctor/call-next', handler: 'doctor.callNext' },
    { method: 'POST', path: '/doctor/visits/:id/status', handler: 'doctor.changeStatus' },
  ],
};
