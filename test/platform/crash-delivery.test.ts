import { startTestApp } from '../support/test-app';
import { createTenant } from '../support/factories';
import { ServiceLives, until } from '../support/service-process';
import {
  acceptedNotReceived,
  checkLedger,
  connectPlatformBranches,
  deliverOrder,
  ordersUnderKills,
  type KillRun,
  type PlatformBranch,
} from '../support/delivery-crash';

/*
 * Delivery platforms' orders (docs/delivery.md, "Orders in") on the real service (src/main.ts in a
 * child process), killed with SIGKILL: at a random moment while two branches' platforms send
 * orders, and exactly between an order's commit (placed and auto-accepted) and the platform's
 * answer (CRASH_TEST_HOOKS=on, `X-Crash-Test-Hold: before-store` on the inbound call). The
 * platforms retry every unanswered delivery with its webhook-id, as they do; at the end every
 * order sent is in the ledger exactly once with the platform's id, accepted, and its `Accepted`
 * status has reached its platform (queued in the order's transaction, sent after the restart).
 * bench/delivery.ts runs the same with ten kills on PostgreSQL.
 */

const JWT_SECRET = 'test-secret-not-for-production-000000000000';
/** Random kills here; the bench does ten. */
const KILLS = 2;

describe('crash: a kill of the service between accepting an order and answering the platform loses nothing and duplicates nothing', () => {
  const lives = new ServiceLives('bo-delivery-crash-');
  let organizationId: string;
  let branches: PlatformBranch[] = [];

  beforeAll(async () => {
    const database = await lives.database();
    const app = await startTestApp({ database });
    const tenant = await createTenant(app.runtime);
    organizationId = tenant.organizationId;
    branches = (await connectPlatformBranches(app, tenant, 2, 'DCR')).branches;
    await app.close();
    await database.close();
    lives.configure(database, JWT_SECRET, { CRASH_TEST_HOOKS: 'on' });
  }, 120_000);

  afterAll(async () => {
    await lives.end();
    for (const branch of branches) await branch.sim.stop();
  }, 60_000);

  it('places every order sent by two branches once, accepted, with its status sent to the platform, across kills at random and at the answer', async () => {
    // Random moments while both platforms send orders.
    const run: KillRun = await ordersUnderKills(lives, branches, { kills: KILLS, clients: 4, ackedPerLife: 3, prefix: 'DCR' });
    let service = run.service;

    // Exactly between the commit and the answer: the order placed and accepted, the platform not answered.
    const held = branches[1];
    const pending = deliverOrder(() => service, held, 'DCR-HELD', { 'X-Crash-Test-Hold': 'before-store' });
    await until(() => service.held('before-store'), 'the order to be held before its answer', 30_000);
    await service.kill();
    service = await lives.start();
    // The platform's retry (same webhook-id) is answered with the order the dead life committed.
    const answered = await pending;
    expect(answered).toMatchObject({ status: 200, body: { orderId: 'DCR-HELD', state: 'Accepted', duplicate: true } });
    expect(answered.attempts).toBeGreaterThan(1);
    const sent = [...run.sent, { branch: held, orderId: 'DCR-HELD', delivered: answered }];
    expect(new Set(sent.map(({ branch }) => branch.connectionId)).size).toBe(2);

    // Every status reaches its platform: after the restart, from the messages queued with the orders.
    await until(() => acceptedNotReceived(sent).length === 0, 'every Accepted status to reach its platform', 45_000).catch(() => undefined);
    expect(acceptedNotReceived(sent)).toEqual([]);
    await service.stop();

    const database = await lives.database();
    try {
      expect(await checkLedger(database, organizationId, sent)).toEqual({ missing: [], duplicated: [], notAccepted: [] });
    } finally {
      await database.close();
    }
  }, 300_000);
});
