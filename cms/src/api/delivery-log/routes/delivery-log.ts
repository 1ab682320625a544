/**
 * The delivery log of patient messages, read by managers in the web app's /admin/deliveries. A GET
 * only: messages are queued by the changes that cause them and sent by the delivery loop.
 */
export default {
  routes: [{ method: 'GET', path: '/staff/deliveries', handler: 'delivery-log.list' }],
};
