import { factories } from '@strapi/strapi';

export default factories.createCoreService('api::doctor-schedule.doctor-schedule');
