export default {
  routes: [
    {
      method: 'GET',
      path: '/doctor-ratings',
      handler: 'doctor-ratings.find',
      // Public: counts and averages of published reviews, nothing about who wrote them.
      config: { auth: false },
    },
  ],
};
