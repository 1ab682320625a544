/**
 * The staff area's waiting-list routes: one doctor's list, adding a caller, taking an entry off, and
 * answering an offer for a caller on the phone. Only the staff roles are granted them, each answering
 * inside the member's branches (see staff/staff-scope.ts).
 */
export default {
  routes: [
    { method: 'GET', path: '/staff/waiting-list', handler: 'staff.list' },
    { method: 'POST', path: '/staff/waiting-list', handler: 'staff.add' },
    { method: 'POST', path: '/staff/waiting-list/:key/remove', handler: 'staff.remove' },
    { method: 'POST', path: '/staff/waiting-list/offers/:id/take', handler: 'staff.takeOffer' },
    { method: 'POST', path: '/staff/waiting-list/offers/:id/decline', handler: 'staff.declineOffer' },
  ],
};
