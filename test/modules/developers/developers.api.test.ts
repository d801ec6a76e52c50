// The developers API parts in one jest file: they share one service and database, started once
// (docs/architecture.md, "Test runs"). Run one part alone: npm test -- <its path>.
import { shareTestAppsInThisFile } from '../../support/test-app';
import './api-keys-authentication.api.part';
import './api-keys-limits.api.part';
import './api-keys-management.api.part';
import './webhooks.api.part';

shareTestAppsInThisFile();
