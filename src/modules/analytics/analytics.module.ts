import type { FeatureModule } from '../feature-module';
import { can } from '../../core/auth/rules';
import { AnalyticsSettingsRow } from './settings/analytics-settings.entity';
import { AnalyticsSettingsResolver } from './settings/analytics-settings.resolver';
import { VarianceResolver } from './variance/variance.resolver';
import { analyticsEvents } from './analytics.events';
import { DayClose, DayCloseVersion } from './close/day-close.entity';
import { DayCloseResolver } from './close/day-close.resolver';
import { dayCloseJob } from './close/day-close.jobs';
import { analyticsReports } from './reports/analytics.reports';
import { DailyDigestSent } from './close/daily-digest.entity';
import { DayItemSums, DayUnmappedSales } from './close/day-sums.entity';
import { analyticsRoutes } from './analytics.routes';
import { dayClosesSort } from './close/day-close.service';
import { usageVarianceSourcesSort } from './variance/variance.service';

export const analyticsModule: FeatureModule = {
  name: 'analytics',
  routes: [analyticsRoutes],
  sortFields: [dayClosesSort, usageVarianceSourcesSort],
  entities: [AnalyticsSettingsRow, DayClose, DayCloseVersion, DailyDigestSent, DayItemSums, DayUnmappedSales],
  resolvers: [VarianceResolver, AnalyticsSettingsResolver, DayCloseResolver],
  jobs: [dayCloseJob],
  reports: analyticsReports,
  events: [...analyticsEvents.definitions],
  rules: {
    Query: {
      usageVariance: can('analytics:read'),
      usageVarianceSources: can('analytics:read'),
      analyticsSettings: can('analytics:read'),
      dayCloses: can('analytics:read'),
      dayClose: can('analytics:read'),
    },
    Mutation: { setAnalyticsSettings: can('settings:manage'), closeBusinessDay: can('analytics:close') },
  },
};
