import { createPublicSingleRouter } from '../../../utils/public-router';

export default createPublicSingleRouter('api::privacy-policy.privacy-policy');
