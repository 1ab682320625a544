import { createPublicIdController } from '../../../utils/public-id';

export default createPublicIdController('api::doctor.doctor');
