import { createPublicCollectionRouter } from '../../../utils/public-router';

export default createPublicCollectionRouter('api::review.review');
