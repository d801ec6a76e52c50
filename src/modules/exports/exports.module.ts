import type { FeatureModule } from '../feature-module';
import { can } from '../../core/auth/rules';
import { ExportJob } from './export-jobs/export-job.entity';
import { ExportJobResolver } from './export-jobs/export-job.resolver';
import { expireExportsJobDefinition, runExportJobDefinition } from './export-jobs/export-job.jobs';
import { ExportPreset } from './presets/export-preset.entity';
import { ExportPresetResolver } from './presets/export-preset.resolver';
import { SavedReport } from './saved-reports/saved-report.entity';
import { SavedReportResolver } from './saved-reports/saved-report.resolver';
import { ReportSubscription } from './subscriptions/report-subscription.entity';
import { ReportSubscriptionResolver } from './subscriptions/report-subscription.resolver';
import { deliverSubscriptionJob, subscriptionTickJob } from './subscriptions/report-subscription.jobs';
import { exportsEventDefinitions } from './shared/exports.events';
import { exportsRoutes } from './exports.routes';
import { EXPORTS_MESSAGES } from './exports.messages';
import { exportJobsSort } from './export-jobs/export-job.service';
import { exportPresetsSort } from './presets/export-preset.service';
import { savedReportsSort } from './saved-reports/saved-report.service';
import { reportSubscriptionsSort } from './subscriptions/report-subscription.service';

/**
 * Export jobs, presets, saved reports and report subscriptions over the report catalogue
 * (src/core/reports). exports:read / exports:write gate the resources; each report's own
 * permission (e.g. hr:read) is checked on top when a job or subscription names it.
 */
const read = can('exports:read');
const write = can('exports:write');

export const exportsModule: FeatureModule = {
  name: 'exports',
  routes: [exportsRoutes],
  messages: EXPORTS_MESSAGES,
  sortFields: [exportJobsSort, exportPresetsSort, savedReportsSort, reportSubscriptionsSort],
  entities: [ExportJob, ExportPreset, SavedReport, ReportSubscription],
  resolvers: [ExportJobResolver, ExportPresetResolver, SavedReportResolver, ReportSubscriptionResolver],
  events: exportsEventDefinitions,
  jobs: [runExportJobDefinition, expireExportsJobDefinition, subscriptionTickJob, deliverSubscriptionJob],
  rules: {
    Query: {
      exportJobs: read,
      exportJob: read,
      exportJobDownload: read,
      exportPresets: read,
      exportDomains: read,
      savedReports: read,
      savedReport: read,
      reportSubscriptions: read,
      reportSubscription: read,
    },
    Mutation: {
      createExportJob: write,
      cancelExportJob: write,
      createExportPreset: write,
      deleteExportPreset: write,
      createSavedReport: write,
      deleteSavedReport: write,
      createReportSubscription: write,
      activateReportSubscription: write,
      deactivateReportSubscription: write,
      deleteReportSubscription: write,
    },
  },
};
