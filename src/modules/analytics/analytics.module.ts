import type { FeatureModule } from '../feature-module';
import { can } from '../../core/auth/rules';
import { AnalyticsSettingsRow } from './settings/analytics-settings.entity';
import { AnalyticsSettingsResolver } from './settings/analytics-settings.resolver';
import { VarianceResolver } from './variance/variance.resolver';
import { analyticsEvents } from './analytics.events';

export const analyticsModule: FeatureModule = {
  name: 'analytics',
  entities: [AnalyticsSettingsRow],
  resolvers: [VarianceResolver, AnalyticsSettingsResolver],
  events: [...analyticsEvents.definitions],
  rules: {
    Query: {
      usageVariance: can('analytics:read'),
      usageVarianceSources: can('analytics:read'),
      analyticsSettings: can('analytics:read'),
    },
    Mutation: { setAnalyticsSettings: can('settings:manage') },
  },
};
