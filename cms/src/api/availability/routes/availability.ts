export default {
  routes: [
    {
      method: 'GET',
      path: '/availability',
      handler: 'availability.find',
      // Public: it tells how many places are left, never who took them.
      config: { auth: false },
    },
  ],
};
