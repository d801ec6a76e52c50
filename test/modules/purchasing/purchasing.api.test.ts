// The purchasing API parts in one jest file: they share one service and database, started once
// (docs/architecture.md, "Test runs"). Run one part alone: npm test -- <its path>.
import { shareTestAppsInThisFile } from '../../support/test-app';
import './purchase-orders.api.part';
import './supplier-payment-match.api.part';
import './suppliers-invoices.api.part';

shareTestAppsInThisFile();
