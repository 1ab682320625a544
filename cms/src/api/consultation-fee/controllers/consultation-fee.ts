import { factories } from '@strapi/strapi';

export default factories.createCoreController('api::consultation-fee.consultation-fee');
