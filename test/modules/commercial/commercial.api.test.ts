// The commercial API parts in one jest file: they share one service and database, started once
// (docs/architecture.md, "Test runs"). Run one part alone: npm test -- <its path>.
import { shareTestAppsInThisFile } from '../../support/test-app';
import './branch-groups.api.part';
import './cart-quote.api.part';
import './promotion-change-requests.api.part';
import './promotions.api.part';
import './sales-channels.api.part';

shareTestAppsInThisFile();
