export default {
  routes: [
    {
      method: 'POST',
      path: '/contact-messages/send',
      handler: 'contact.send',
      // Public: anyone may write to the clinic. The core contact-message routes stay staff-only, and
      // the answer never carries the message back.
      config: { auth: false },
    },
  ],
};
