export default {
  routes: [
    {
      method: 'POST',
      path: '/appointments/book',
      handler: 'booking.book',
      // Public: anyone may book. The response carries only the booking just made.
      config: { auth: false },
    },
    {
      method: 'GET',
      path: '/appointments/:id/cards/:side',
      handler: 'booking.cardImage',
      // Staff only (see bootstrap/permissions.ts): patients' card images are health-related data.
    },
  ],
};
