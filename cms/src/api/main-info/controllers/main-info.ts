import { factories } from '@strapi/strapi';

export default factories.createCoreController('api::main-info.main-info');
