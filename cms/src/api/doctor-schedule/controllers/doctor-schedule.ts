import { factories } from '@strapi/strapi';

export default factories.createCoreController('api::doctor-schedule.doctor-schedule');
