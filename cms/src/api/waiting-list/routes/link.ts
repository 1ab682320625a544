/**
 * A waiting-list entry's link, from the messages about it: public (auth off), the token in the body,
 * never the path (see controllers/link.ts).
 */
export default {
  routes: [
    { method: 'POST', path: '/waiting-list/link', handler: 'link.open', config: { auth: false } },
    ...['take', 'decline', 'leave'].map((action) => ({
      method: 'POST',
      path: `/waiting-list/link/${action}`,
      handler: `link.${action}`,
      config: { auth: false },
    })),
  ],
};
