/** Public: a review link's token (in the body) opens its own visit's review page, nothing else. */
export default {
  routes: ['open', 'submit'].map((action) => ({
    method: 'POST',
    path: `/visit-review/${action}`,
    handler: `visit-review.${action}`,
    config: { auth: false },
  })),
};
