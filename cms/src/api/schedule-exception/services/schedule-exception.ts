import { factories } from '@strapi/strapi';

export default factories.createCoreService('api::schedule-exception.schedule-exception');
