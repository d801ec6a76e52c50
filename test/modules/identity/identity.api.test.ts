// The identity API parts in one jest file: they share one service and database, started once
// (docs/architecture.md, "Test runs"). Run one part alone: npm test -- <its path>.
import { shareTestAppsInThisFile } from '../../support/test-app';
import './codes-throttling.api.part';
import './dev-mailbox.api.part';
import './email-change.api.part';
import './passwords.api.part';
import './registration-session.api.part';
import './tenancy-members.api.part';

// Sign-in and code throttles count per address, and every request of every part comes from
// 127.0.0.1: each part starts with none, as on a database of its own.
shareTestAppsInThisFile({
  eachPart: async (app) => {
    await app.runtime.db.dataSource.query('DELETE FROM identity_throttles');
  },
});
