// The exports API parts in one jest file: they share one service and database, started once
// (docs/architecture.md, "Test runs"). Run one part with -t and its describe's name.
import { shareTestAppsInThisFile } from '../../support/test-app';
import './export-jobs.api.part';
import './module-reports.api.part';
import './presets-saved-reports.api.part';
import './report-subscriptions.api.part';

shareTestAppsInThisFile();
