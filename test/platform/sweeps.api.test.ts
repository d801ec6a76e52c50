// Platform API parts in one jest file: they share one service and database, started once
// (docs/architecture.md, "Test runs"). Run one part alone: npm test -- <its path>.
import { shareTestAppsInThisFile } from '../support/test-app';
import './fuzz-graphql.api.part';
import './fuzz-rest.api.part';
import './tenancy-matrix.api.part';
import './credentials-first.api.part';
import './graphql-abuse.api.part';
import './arabic-answers.api.part';
import './nul-strings-sweep.api.part';
import './null-fields-sweep.api.part';

shareTestAppsInThisFile();
