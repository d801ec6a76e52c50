// Platform API parts in one jest file: they share one service and database, started once
// (docs/architecture.md, "Test runs"). Run one part alone: npm test -- <its path>.
import { shareTestAppsInThisFile } from '../support/test-app';
import './openapi.api.part';
import './openapi-limits.api.part';
import './openapi-conformance.api.part';
import './vocabularies.api.part';
import './api-prefix-routes.api.part';

shareTestAppsInThisFile();
