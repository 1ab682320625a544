import type { TStatisticsQuery } from '@clinic/domain';
import type { Core } from '@strapi/strapi';
import type { StaffScope } from '../../../staff/staff-scope';
import { type StatisticsRange, summarizeStatistics } from '../../../statistics/manager-statistics';

/** A manager's figures (cms/src/statistics/manager-statistics.ts), for the statistics route. */
const createStatisticsService = ({ strapi }: { strapi: Core.Strapi }) => ({
  summarize: (query: TStatisticsQuery, scope: StaffScope, range: StatisticsRange) =>
    summarizeStatistics(strapi, query, scope, range),
});

export type StatisticsService = ReturnType<typeof createStatisticsService>;

/** Strapi's service registry is untyped; callers get the service through this typed accessor. */
export const getStatisticsService = (strapi: Core.Strapi) =>
  strapi.service('api::statistics.statistics') as unknown as StatisticsService;

export default createStatisticsService;
