import { factories } from '@strapi/strapi';

export default factories.createCoreController('api::terms-and-conditions.terms-and-conditions');
