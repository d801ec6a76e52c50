import type { FeatureModule } from '../feature-module';
import { can } from '../../core/auth/rules';
import { ForecastCalendarDay } from './calendar/forecast-calendar.entity';
import { forecastCalendarSort } from './calendar/forecast-calendar.service';
import { ForecastSettingsRow } from './settings/forecast-settings.entity';
import { BatchProposalRecord, ForecastDayRow, ForecastSeriesRow } from './store/forecast.entities';
import { ForecastResolver } from './read/forecast.resolver';
import { forecastBacktestsSort } from './read/forecast-read.service';
import { forecastBranchJob, forecastJob } from './compute/forecast.jobs';
import { forecastEvents } from './forecast.events';
import { forecastRoutes } from './forecast.routes';
import { FORECAST_MESSAGES } from './forecast.messages';
import { forecastReports } from './reports/forecast.reports';

/** Demand forecast (docs/forecast.md): calendar, settings, stored forecasts, batch proposals, the nightly job. */
export const forecastModule: FeatureModule = {
  name: 'forecast',
  entities: [ForecastCalendarDay, ForecastSettingsRow, ForecastSeriesRow, ForecastDayRow, BatchProposalRecord],
  resolvers: [ForecastResolver],
  routes: [forecastRoutes],
  messages: FORECAST_MESSAGES,
  sortFields: [forecastCalendarSort, forecastBacktestsSort],
  events: [...forecastEvents.definitions],
  jobs: [forecastJob, forecastBranchJob],
  reports: forecastReports,
  rules: {
    Query: {
      forecastSettings: can('forecast:read'),
      forecastCalendarDays: can('forecast:read'),
      branchForecast: can('forecast:read'),
      forecastBatchProposal: can('forecast:read'),
      forecastBacktests: can('forecast:read'),
      forecastOutcomes: can('forecast:read'),
    },
    Mutation: {
      setForecastSettings: can('forecast:manage'),
      createForecastCalendarDay: can('forecast:manage'),
      updateForecastCalendarDay: can('forecast:manage'),
      deleteForecastCalendarDay: can('forecast:manage'),
      recomputeForecast: can('forecast:manage'),
    },
  },
};
