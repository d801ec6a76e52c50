// The catalog API parts in one jest file: they share one service and database, started once
// (docs/architecture.md, "Test runs"). Run one part alone: npm test -- <its path>.
import { shareTestAppsInThisFile } from '../../support/test-app';
import './catalog.api.part';
import './modifier-consumables.api.part';
import './modifier-groups.api.part';
import './product-import.api.part';
import './products-categories.api.part';

shareTestAppsInThisFile();
