import { factories } from '@strapi/strapi';

export default factories.createCoreRouter('api::consultation-fee.consultation-fee');
