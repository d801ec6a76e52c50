// The sales API parts in one jest file: they share one service and database, started once
// (docs/architecture.md, "Test runs"). Run one part alone: npm test -- <its path>.
import { shareTestAppsInThisFile } from '../../support/test-app';
import './guest-self-order.api.part';
import './order-notes.api.part';
import './counter-refunds.api.part';
import './ledger-partner.api.part';
import './direct-rice.api.part';
import './sold-out.api.part';
import './payment-methods-tables.api.part';

shareTestAppsInThisFile();
