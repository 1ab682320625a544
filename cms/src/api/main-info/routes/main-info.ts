import { createPublicSingleRouter } from '../../../utils/public-router';

export default createPublicSingleRouter('api::main-info.main-info');
