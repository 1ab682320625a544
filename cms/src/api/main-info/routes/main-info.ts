import { factories } from '@strapi/strapi';

export default factories.createCoreRouter('api::main-info.main-info');
