/*
 * npm run bench:delivery — delivery platforms' figures (issue 54, docs/performance.md "Delivery").
 * The real service (src/main.ts, production configuration, jobs on) in a child process on its own
 * PostgreSQL database; DELIVERY_BRANCHES branches (20), each with an auto-accept generic
 * connection to its own simulated platform (test/support/delivery-simulator.ts) and an order board
 * (graphql-ws subscription to branchOrderEvents).
 *
 * 1. Orders: DELIVERY_RATE platform orders a minute (50), round-robin over the branches, for
 *    DELIVERY_SECONDS (120), sent at fixed times (not waiting for answers): the time from the
 *    platform's send to the platform's answer, and to the order (with its kitchen tickets) on its
 *    branch's board (OrderPlaced).
 * 2. Sold out: DELIVERY_SOLD_OUT_ROUNDS (5) times, a product marked sold out at a branch (then
 *    available again): the time until that branch's platform receives the availability call.
 * 3. Kills: DELIVERY_KILLS (10) SIGKILLs of the service at random moments while four senders send
 *    orders (test/support/delivery-crash.ts, as test/platform/crash-delivery.test.ts); every order
 *    of the run is then checked in the ledger (once, accepted, with the platform's id) and its
 *    Accepted status at its platform.
 * Needs DATABASE_URL (a PostgreSQL server; the bench makes and drops its own database).
 */
import 'reflect-metadata';
import fs from 'node:fs';
import os from 'node:os';
import { performance } from 'node:perf_hooks';
import WebSocket from 'ws';
import { createClient, type Client } from 'graphql-ws';
import globalSetup from '../test/setup/global-setup';
import globalTeardown from '../test/setup/global-teardown';
import { startTestApp } from '../test/support/test-app';
import { createTenant, signIn } from '../test/support/factories';
import { ServiceLives, type ServiceProcess, until } from '../test/support/service-process';
import {
  acceptedNotReceived,
  checkLedger,
  connectPlatformBranches,
  deliverOrder,
  ordersUnderKills,
  type KillRun,
  type PlatformBranch,
} from '../test/support/delivery-crash';

const BRANCHES = Number(process.env.DELIVERY_BRANCHES ?? 20);
const RATE = Number(process.env.DELIVERY_RATE ?? 50);
const SECONDS = Number(process.env.DELIVERY_SECONDS ?? 120);
const SOLD_OUT_ROUNDS = Number(process.env.DELIVERY_SOLD_OUT_ROUNDS ?? 5);
const KILLS = Number(process.env.DELIVERY_KILLS ?? 10);
// The seeding service (test/support/test-app.ts) signs the tokens with this key.
const JWT_SECRET = 'test-secret-not-for-production-000000000000';
const C = '/api/v1/console';
const BOARD = `subscription Board { branchOrderEvents { sequence kind order { id partnerReference } } }`;

const now = () => performance.timeOrigin + performance.now();
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))];
}

const summary = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const f = (v: number) => `${Math.round(v)} ms`;
  return `n ${sorted.length}, p50 ${f(percentile(sorted, 50))}, p95 ${f(percentile(sorted, 95))}, max ${f(sorted[sorted.length - 1] ?? NaN)}`;
};

/** A branch's order board: the time each partner reference was first seen placed. */
function board(service: ServiceProcess, token: string, seen: Map<string, number>): Promise<Client> {
  return new Promise((resolve, reject) => {
    const client: Client = createClient({
      url: `${service.baseUrl.replace(/^http/, 'ws')}/graphql`,
      webSocketImpl: WebSocket,
      connectionParams: { accessToken: token },
      lazy: false,
      retryAttempts: 0,
      onNonLazyError: reject,
      on: { connected: () => resolve(client) },
    });
    client.subscribe<{ branchOrderEvents: { kind: string; order: { partnerReference: string | null } | null } }>(
      { query: BOARD },
      {
        next: (result) => {
          const event = result.data?.branchOrderEvents;
          const reference = event?.order?.partnerReference;
          if (event?.kind === 'OrderPlaced' && reference && !seen.has(reference)) seen.set(reference, now());
        },
        error: () => undefined,
        complete: () => undefined,
      },
    );
  });
}

async function main(): Promise<void> {
  if (!process.env.DATABASE_URL) throw new Error('bench:delivery needs DATABASE_URL (a PostgreSQL server)');
  await globalSetup();
  const lives = new ServiceLives('bo-bench-delivery-');
  let branches: PlatformBranch[] = [];
  const load = [os.loadavg()[0]];
  try {
    const database = await lives.database();
    const app = await startTestApp({ database, singleNode: true });
    const tenant = await createTenant(app.runtime);
    const seeded = await connectPlatformBranches(app, tenant, BRANCHES, 'BD');
    branches = seeded.branches;
    const tokens: string[] = [];
    for (const branch of branches) tokens.push((await signIn(app.runtime, tenant.owner.userId, tenant.organizationId, branch.branchId)).token);
    await app.close();
    await database.close();
    lives.configure(database, JWT_SECRET);
    // Production configuration, jobs on (the outbound calls are jobs); no mail is sent.
    lives.env = { ...lives.env, NODE_ENV: 'production', SMTP_URL: 'smtp://127.0.0.1:2525' };

    // 1. Orders at a steady rate, to the boards.
    let service = await lives.start();
    const seen = new Map<string, number>();
    const boards = await Promise.all(tokens.map((token) => board(service, token, seen)));
    await sleep(1000);
    const sent: KillRun['sent'] = [];
    const sentAt = new Map<string, number>();
    const answerMs: number[] = [];
    const count = Math.round((RATE * SECONDS) / 60);
    const started = now();
    const pending: Promise<void>[] = [];
    for (let i = 0; i < count; i++) {
      const due = started + (i * 60_000) / RATE;
      if (due > now()) await sleep(due - now());
      const entry: KillRun['sent'][number] = { branch: branches[i % branches.length], orderId: `BD-RATE-${i + 1}` };
      sent.push(entry);
      sentAt.set(`${entry.branch.storeId}/${entry.orderId}`, now());
      pending.push(
        deliverOrder(() => service, entry.branch, entry.orderId).then((delivered) => {
          entry.delivered = delivered;
          answerMs.push(delivered.ms);
        }),
      );
      if (i % 25 === 0) load.push(os.loadavg()[0]);
    }
    await Promise.all(pending);
    await until(() => seen.size >= count, 'every order on its board', 30_000).catch(() => undefined);
    const toBoard = [...sentAt].filter(([reference]) => seen.has(reference)).map(([reference, at]) => seen.get(reference)! - at);
    for (const client of boards) await client.dispose();

    // 2. Sold out (and available again) to the branch's platform.
    const soldOut: number[] = [];
    const availableAgain: number[] = [];
    for (let round = 0; round < SOLD_OUT_ROUNDS; round++) {
      const index = (round * 7) % branches.length;
      const sim = branches[index].sim;
      for (const available of [false, true]) {
        const before = sim.of('availability').length;
        const at = Date.now();
        const res = await service.request('PUT', `${C}/sales/availability`, { token: tokens[index], body: { productId: seeded.shop.drinkId, available } });
        if (res.status !== 200) throw new Error(`availability: ${res.status} ${res.text}`);
        await until(
          () =>
            sim
              .of('availability')
              .slice(before)
              .some((call) => call.data?.items?.some((item: { available: boolean }) => item.available === available)),
          'the availability call',
          60_000,
        );
        const call = sim
          .of('availability')
          .slice(before)
          .find((candidate) => candidate.data?.items?.some((item: { available: boolean }) => item.available === available))!;
        (available ? availableAgain : soldOut).push(call.at - at);
      }
    }
    load.push(os.loadavg()[0]);
    await service.stop();

    // 3. Orders across kills.
    const killed = await ordersUnderKills(lives, branches, {
      kills: KILLS,
      clients: 4,
      ackedPerLife: 5,
      prefix: 'BD-KILL',
      log: (line) => console.log(`  ${line}`),
    });
    service = killed.service;
    const all = [...sent, ...killed.sent];
    await until(() => acceptedNotReceived(all).length === 0, 'every Accepted status at its platform', 120_000).catch(() => undefined);
    const statusesMissing = acceptedNotReceived(all);
    load.push(os.loadavg()[0]);
    await service.stop();
    const check = await lives.database();
    const ledger = await checkLedger(check, tenant.organizationId, all);
    await check.close();

    const retried = killed.sent.filter((entry) => (entry.delivered?.attempts ?? 0) > 1).length;
    console.log(`\nbench:delivery — ${BRANCHES} branches, PostgreSQL, ${new Date().toISOString()}`);
    console.log(`load average (1 min) during the run: ${Math.min(...load).toFixed(1)}–${Math.max(...load).toFixed(1)} on ${os.cpus().length} CPUs`);
    console.log(`orders at ${RATE}/min for ${SECONDS} s: platform's send → answer: ${summary(answerMs)}`);
    console.log(
      `orders at ${RATE}/min for ${SECONDS} s: platform's send → OrderPlaced on the board: ${summary(toBoard)} (${count - toBoard.length} never seen)`,
    );
    console.log(`sold out → platform called: ${summary(soldOut)}; available again → platform called: ${summary(availableAgain)}`);
    console.log(
      `kills: ${killed.kills}, orders ${killed.sent.length} (${retried} retried by the platform); ledger over all ${all.length} orders: ` +
        `missing ${ledger.missing.length}, duplicated ${ledger.duplicated.length}, not accepted ${ledger.notAccepted.length}; Accepted status not at the platform: ${statusesMissing.length}`,
    );
    if (ledger.missing.length || ledger.duplicated.length || ledger.notAccepted.length || statusesMissing.length) {
      console.log(JSON.stringify({ ledger, statusesMissing }));
      process.exitCode = 1;
    }
  } finally {
    await lives.end().catch(() => undefined);
    for (const branch of branches) await branch.sim.stop();
    fs.rmSync(lives.dataDir, { recursive: true, force: true });
    await globalTeardown();
  }
}

main().then(
  () => process.exit(process.exitCode ?? 0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
