import { PgPair, pgPairAvailable } from '../support/pg-pair';
import { failoverDrill, type DrillResult } from '../support/failover-drill';

// Starts its own primary and synchronous standby (scripts/pg-pair.sh): PostgreSQL binaries only.
const describeWithPair = pgPairAvailable() ? describe : describe.skip;
// `npm run soak` runs the drills longer (FAILOVER_WRITES before and after each disruption).
const writesBefore = Number(process.env.FAILOVER_WRITES ?? 30);
const writesAfter = Number(process.env.FAILOVER_WRITES ?? 20);

/**
 * No 500 at all: the database going away answers 503 with Retry-After (src/core/errors/normalize-error.ts).
 * Also none the service decided but could not send because its process exited at that moment.
 */
function expectNoInternalErrors(result: DrillResult): void {
  const internal = result.answers['500'] ?? 0;
  expect({ internal, log: internal ? result.unhandledLog : [] }).toEqual({ internal: 0, log: [] });
  expect(result.internalErrorsLogged).toEqual([]);
  expect(Object.keys(result.answers).filter((status) => !['0', '200', '409', '503'].includes(status))).toEqual([]);
}

function figures(label: string, result: DrillResult): string {
  return (
    `FIGURES failover ${label} writes=${result.writes.length} acknowledged=${result.acknowledged} acknowledgedBefore=${result.acknowledgedBefore} ` +
    `applied=${result.applied} retried=${result.retried} lost=${result.lost.length} duplicated=${result.duplicated.length} gapMs=${result.gapMs} ` +
    `lives=${result.serviceLives} readyz=${result.readyzRuns.join(',')} answers=${JSON.stringify(result.answers)} job=${result.jobAfterFailover} webhookDeliveries=${result.webhookDeliveries} webhooksMissing=${result.webhooksMissing.length} internalErrorsLogged=${result.internalErrorsLogged.length}`
  );
}

describeWithPair('failover: a primary and a synchronous standby under keyed writes from several clients', () => {
  let pair: PgPair | undefined;

  afterEach(async () => {
    await pair?.stop();
    pair = undefined;
  }, 120_000);

  it('the primary killed: /readyz 503 until the standby is promoted, then 200; every answered write on the new primary once, no 500, jobs run again, every webhook delivered, the live board resumes', async () => {
    pair = await PgPair.start('sync');
    const result = await failoverDrill({ pair, disrupt: 'kill', clients: 4, writesBefore, writesAfter });
    console.log(figures('kill', result));
    expect(result.readyz503BeforePromotion).toBe(true);
    expect(result.readyzRuns[result.readyzRuns.length - 1]).toMatch(/^200×/);
    expect(result.newPrimary).toBe('b');
    expect({ lost: result.lost, duplicated: result.duplicated }).toEqual({ lost: [], duplicated: [] });
    expect(result.acknowledged).toBeGreaterThanOrEqual(writesBefore + writesAfter);
    expect(result.writes.every((write) => write.outcome)).toBe(true);
    expect(result.jobAfterFailover).toBe('Succeeded');
    expectNoInternalErrors(result);
    expect(result.webhooksMissing).toEqual([]);
    expect({ missed: result.liveMissed, contiguous: result.liveSequencesContiguous }).toEqual({ missed: [], contiguous: true });
  }, 900_000);

  it('a planned switchover: the service follows the new primary, nothing lost, nothing twice, no 500, every webhook delivered, the live board resumes', async () => {
    pair = await PgPair.start('sync');
    const result = await failoverDrill({ pair, disrupt: 'switchover', clients: 4, writesBefore, writesAfter });
    console.log(figures('switchover', result));
    expect(result.newPrimary).toBe('b');
    expect(result.readyzRuns[result.readyzRuns.length - 1]).toMatch(/^200×/);
    expect({ lost: result.lost, duplicated: result.duplicated }).toEqual({ lost: [], duplicated: [] });
    expect(result.writes.every((write) => write.outcome)).toBe(true);
    expect(result.jobAfterFailover).toBe('Succeeded');
    expectNoInternalErrors(result);
    expect(result.webhooksMissing).toEqual([]);
    expect({ missed: result.liveMissed, contiguous: result.liveSequencesContiguous }).toEqual({ missed: [], contiguous: true });
  }, 900_000);
});
