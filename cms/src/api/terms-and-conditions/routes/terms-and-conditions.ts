import { factories } from '@strapi/strapi';

export default factories.createCoreRouter('api::terms-and-conditions.terms-and-conditions');
