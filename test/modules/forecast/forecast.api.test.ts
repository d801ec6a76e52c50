// The forecast API parts in one jest file: they share one service and database, started once
// (docs/architecture.md, "Test runs"). Run one part alone: npm test -- <its path>.
import { shareTestAppsInThisFile } from '../../support/test-app';
import './forecast.api.part';
import './forecast-sold-out.api.part';
import './forecast-inputs.api.part';
import './forecast-usage-by-weight.api.part';

shareTestAppsInThisFile();
