// The analytics API parts in one jest file: they share one service and database, started once
// (docs/architecture.md, "Test runs"). Run one part alone: npm test -- <its path>.
import { shareTestAppsInThisFile } from '../../support/test-app';
import './analytics-reports.api.part';
import './daily-digest.api.part';
import './day-close.api.part';
import './planted-shrinkage.api.part';
import './refunds-net-sales.api.part';
import './stored-day-sums.api.part';
import './usage-variance.api.part';

shareTestAppsInThisFile();
