import { factories } from '@strapi/strapi';

export default factories.createCoreService('api::main-info.main-info');
