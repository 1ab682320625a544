import { factories } from '@strapi/strapi';

export default factories.createCoreRouter('api::schedule-exception.schedule-exception');
