import { factories } from '@strapi/strapi';

export default factories.createCoreRouter('api::doctor-schedule.doctor-schedule');
