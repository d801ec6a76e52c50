// The sales API parts in one jest file: they share one service and database, started once
// (docs/architecture.md, "Test runs"). Run one part alone: npm test -- <its path>.
import { shareTestAppsInThisFile } from '../../support/test-app';
import './kitchen.api.part';
import './live-orders.api.part';
import './live-socket-limits.api.part';

shareTestAppsInThisFile();
