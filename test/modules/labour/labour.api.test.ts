// The labour API parts in one jest file: they share one service and database, started once
// (docs/architecture.md, "Test runs"). Run one part alone: npm test -- <its path>.
import { shareTestAppsInThisFile } from '../../support/test-app';
import './rosters.api.part';
import './swaps.api.part';
import './timesheets.api.part';
import './time-clock.api.part';
import './terminal-import.api.part';
import './day-close-labour.api.part';
import './check.api.part';
import './payroll.api.part';
import './refunds-labour.api.part';

shareTestAppsInThisFile();
