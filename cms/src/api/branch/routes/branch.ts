import { createPublicCollectionRouter } from '../../../utils/public-router';

export default createPublicCollectionRouter('api::branch.branch');
