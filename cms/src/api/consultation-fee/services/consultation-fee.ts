import { factories } from '@strapi/strapi';

export default factories.createCoreService('api::consultation-fee.consultation-fee');
