// The delivery API parts in one jest file: they share one service and database, started once
// (docs/architecture.md, "Test runs"). Run one part alone: npm test -- <its path>.
import { shareTestAppsInThisFile } from '../../support/test-app';
import './connections.api.part';
import './orders-in.api.part';
import './orders-out.api.part';
import './delivery-hero.api.part';
import './payouts.api.part';
import './mappings.api.part';
import './menu-push.api.part';
import './check.api.part';

shareTestAppsInThisFile();
