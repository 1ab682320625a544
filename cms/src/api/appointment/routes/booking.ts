export default {
  routes: [
    {
      method: 'POST',
      path: '/appointments/book',
      handler: 'booking.book',
      // Public: anyone may book. The response carries only the booking just made.
      config: { auth: false },
    },
    // Public: a booking's manage link. The token is in the body, never the path (see controllers/manage.ts).
    ...['open', 'cancel', 'reschedule', 'messages', 'wait-earlier', 'stop-waiting'].map((action) => ({
      method: 'POST',
      path: `/manage-booking/${action}`,
      handler: `manage.${action.replace(/-(\w)/g, (_, letter: string) => letter.toUpperCase())}`,
      config: { auth: false },
    })),
    {
      method: 'GET',
      path: '/appointments/:id/cards/:side',
      handler: 'booking.cardImage',
      // Staff only (see bootstrap/permissions.ts): patients' card images are health-related data.
    },
  ],
};
