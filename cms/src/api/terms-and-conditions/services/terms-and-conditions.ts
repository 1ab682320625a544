import { factories } from '@strapi/strapi';

export default factories.createCoreService('api::terms-and-conditions.terms-and-conditions');
