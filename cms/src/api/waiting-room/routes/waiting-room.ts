export default {
  routes: [
    {
      method: 'GET',
      path: '/waiting-rooms/:branch',
      handler: 'waiting-room.screen',
      // Public, for the branch's television: queue numbers and booked times, never who holds them.
      config: { auth: false },
    },
  ],
};
