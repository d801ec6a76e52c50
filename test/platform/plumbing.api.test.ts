// Platform parts on the HTTP and database plumbing in one jest file: they share one service and
// database, started once (docs/architecture.md, "Test runs"). Run one part alone: npm test -- <its path>.
import { shareTestAppsInThisFile } from '../support/test-app';
import './idempotency.api.part';
import './entity-rows.api.part';
import './nested-reads-sql.api.part';
import './cancel-on-disconnect.api.part';
import './http-edges.api.part';

shareTestAppsInThisFile();
