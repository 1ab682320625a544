/**
 * Joining a waiting list from the site: public (auth off), held to the booking's limit per address by
 * the public-form guard (middlewares/public-form-guard.ts), and to three codes an hour per mobile.
 */
export default {
  routes: [
    { method: 'POST', path: '/waiting-list/phone-code', handler: 'join.sendCode', config: { auth: false } },
    { method: 'POST', path: '/waiting-list/join', handler: 'join.join', config: { auth: false } },
  ],
};
