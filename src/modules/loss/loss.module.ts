import type { FeatureModule } from '../feature-module';
import { can } from '../../core/auth/rules';
import { Pilot } from './pilots/pilot.entity';
import { PilotResolver } from './pilots/pilot.resolver';
import { pilotEvents } from './pilots/pilot.events';
import { EodReport } from './eod-reports/eod-report.entity';
import { EodReportResolver } from './eod-reports/eod-report.resolver';
import { eodReportEvents } from './eod-reports/eod-report.events';
import { eodSettlementTarget } from './eod-reports/eod-settlement.match-target';
import { eodReportsReport } from './eod-reports/eod-report.reports';
import { lossRoutes } from './loss.routes';
import { LOSS_MESSAGES } from './loss.messages';
import { eodReportsSort } from './eod-reports/eod-report.service';
import { pilotsSort } from './pilots/pilot.service';

export const lossModule: FeatureModule = {
  name: 'loss',
  routes: [lossRoutes],
  messages: LOSS_MESSAGES,
  sortFields: [eodReportsSort, pilotsSort],
  entities: [Pilot, EodReport],
  resolvers: [PilotResolver, EodReportResolver],
  events: [...pilotEvents.definitions, ...eodReportEvents.definitions],
  matchTargets: [eodSettlementTarget],
  reports: [eodReportsReport],
  rules: {
    Query: {
      pilots: can('loss:read'),
      pilot: can('loss:read'),
      eodReports: can('loss:read'),
      eodReport: can('loss:read'),
    },
    Mutation: {
      createPilot: can('loss:write'),
      updatePilot: can('loss:write'),
      setPilotStatus: can('loss:write'),
      deletePilot: can('loss:write'),
      createEodReport: can('loss:write'),
      updateEodReport: can('loss:write'),
      parseEodReport: can('loss:write'),
    },
  },
};
