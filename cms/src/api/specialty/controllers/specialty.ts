import { createPublicIdController } from '../../../utils/public-id';

export default createPublicIdController('api::specialty.specialty');
