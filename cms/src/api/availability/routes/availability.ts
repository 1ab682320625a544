export default {
  routes: [
    {
      method: 'GET',
      path: '/availability',
      handler: 'availability.find',
      // Public: it tells how many places are left, never who took them.
      config: { auth: false },
    },
    {
      method: 'GET',
      path: '/availability/next-free-times',
      handler: 'availability.nextFreeTimes',
      // Public: each doctor's soonest open time, never who booked the others.
      config: { auth: false },
    },
    {
      method: 'GET',
      path: '/availability/weekly-hours',
      handler: 'availability.weeklyHours',
      // Public: the days and times a doctor sees patients, nothing about bookings.
      config: { auth: false },
    },
  ],
};
