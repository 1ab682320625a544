import { createPublicIdController } from '../../../utils/public-id';

export default createPublicIdController('api::branch.branch');
