/**
 * The staff area's appointment routes, under /staff so they never meet the core `/appointments/:id`.
 * Authenticated by the users-permissions JWT; only the staff roles are granted them, each answering
 * inside the member's branches (see staff/staff-scope.ts).
 */
export default {
  routes: [
    { method: 'GET', path: '/staff/me', handler: 'staff.me' },
    { method: 'GET', path: '/staff/appointments', handler: 'staff.list' },
    { method: 'POST', path: '/staff/appointments', handler: 'staff.create' },
    { method: 'GET', path: '/staff/availability', handler: 'staff.availability' },
    { method: 'GET', path: '/staff/patients', handler: 'staff.findPatients' },
    { method: 'GET', path: '/staff/appointments/export', handler: 'staff.export' },
    { method: 'GET', path: '/staff/appointments/:id', handler: 'staff.findOne' },
    { method: 'POST', path: '/staff/appointments/:id/status', handler: 'staff.changeStatus' },
    { method: 'POST', path: '/staff/appointments/:id/call-attempts', handler: 'staff.recordCallAttempt' },
    { method: 'POST', path: '/staff/appointments/:id/arrival', handler: 'staff.changeArrival' },
    { method: 'POST', path: '/staff/appointments/:id/card-check', handler: 'staff.checkCard' },
    { method: 'POST', path: '/staff/appointments/:id/notes', handler: 'staff.addNote' },
    { method: 'POST', path: '/staff/appointments/:id/reschedule', handler: 'staff.reschedule' },
    { method: 'POST', path: '/staff/appointments/:id/messages/:messageId/resend', handler: 'staff.resendMessage' },
    { method: 'GET', path: '/staff/calls', handler: 'staff.listCalls' },
    { method: 'GET', path: '/staff/day-sheet', handler: 'staff.daySheet' },
  ],
};
