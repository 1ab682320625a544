/**
 * The staff area's waiting-room routes: pausing a doctor's queue on the branch's screen. Only the staff
 * roles are granted them, each answering inside the member's branches (see staff/staff-scope.ts).
 */
export default {
  routes: [{ method: 'PUT', path: '/staff/waiting-room/pause', handler: 'staff.pauseQueue' }],
};
