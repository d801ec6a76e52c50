// The exports API parts in one jest file: they share one service and database, started once
// (docs/architecture.md, "Test runs"). Run one part alone: npm test -- <its path>.
import { shareTestAppsInThisFile } from '../../support/test-app';
import './export-jobs.api.part';
import './module-reports.api.part';
import './presets-saved-reports.api.part';
import './report-subscriptions.api.part';

shareTestAppsInThisFile();
