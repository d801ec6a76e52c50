// The sales API parts in one jest file: they share one service and database, started once
// (docs/architecture.md, "Test runs"). Run one part alone: npm test -- <its path>.
import { shareTestAppsInThisFile } from '../../support/test-app';
import './cash-reports.api.part';
import './counter-cash.api.part';
import './sales-orders-report.api.part';
import './settlements.api.part';
import './tills-property.api.part';
import './tills.api.part';
import './usage-eod-ledger.api.part';

shareTestAppsInThisFile();
