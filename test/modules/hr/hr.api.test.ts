// The hr API parts in one jest file: they share one service and database, started once
// (docs/architecture.md, "Test runs"). Run one part alone: npm test -- <its path>.
import { shareTestAppsInThisFile } from '../../support/test-app';
import './advances-loans.api.part';
import './departments-positions.api.part';
import './employee-branches.api.part';
import './employees.api.part';
import './hr-records-branches.api.part';
import './leave.api.part';

shareTestAppsInThisFile();
