import { factories } from '@strapi/strapi';

export default factories.createCoreController('api::about.about');
