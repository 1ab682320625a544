import { createPublicSingleRouter } from '../../../utils/public-router';

export default createPublicSingleRouter('api::about.about');
