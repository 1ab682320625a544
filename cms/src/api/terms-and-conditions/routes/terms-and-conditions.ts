import { createPublicSingleRouter } from '../../../utils/public-router';

export default createPublicSingleRouter('api::terms-and-conditions.terms-and-conditions');
