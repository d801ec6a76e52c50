// The inventory API parts in one jest file: they share one service and database, started once
// (docs/architecture.md, "Test runs"). Run one part alone: npm test -- <its path>.
import { shareTestAppsInThisFile } from '../../support/test-app';
import './costing-sql.api.part';
import './inventory-reports.api.part';
import './par-levels.api.part';
import './stock-all-branches.api.part';
import './stock-counts.api.part';
import './stock-ledger.api.part';
import './stock-sources.api.part';
import './transfers.api.part';

shareTestAppsInThisFile();
