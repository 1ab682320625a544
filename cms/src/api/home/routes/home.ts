import { createPublicSingleRouter } from '../../../utils/public-router';

export default createPublicSingleRouter('api::home.home');
