import { factories } from '@strapi/strapi';

export default factories.createCoreController('api::schedule-exception.schedule-exception');
