/**
 * Labour figures of issue 52 on PostgreSQL: `npm run bench:labour` (docs/performance.md, "bench:labour").
 *
 * Creates a database `bo_bench_labour_<random>` on DATABASE_URL's server, migrates it and serves the
 * real service in this process (production configuration, jobs off, the system clock). One
 * organisation with 20 branches and 600 employees (30 a branch, created over HTTP), then, written
 * straight into the tables: last calendar month's published roster (Saturday–Thursday 09:00–17:00,
 * an hour's break) with its punches (some late, some overtime, some clock-outs missing) and its sales
 * and stock (test/support/analytics-month.ts, every day closed as the nightly close leaves them), and
 * LABOUR_WEEKS (default 3) draft weeks of 4,000 shifts (each employee six days, two in three a seventh).
 * It times, over HTTP:
 * - publishing a week: the 20 branches' weeks one after another (target: the 4,000 shifts under 2 s);
 * - the labour report of last month for the 20 branches, best and median of LABOUR_REPORT_RUNS
 *   (default 5) reads one at a time (target under 1 s);
 * - kiosk punches (PIN, state machine, event) at a fixed arrival rate, LABOUR_PUNCH_RATE a second
 *   (default 50) for LABOUR_PUNCH_SECONDS (default 20), each sent when its time comes whatever the
 *   answers before it (target: p95 under 100 ms).
 * Drops the database.
 */
import 'reflect-metadata';
import os from 'node:os';
import { randomUUID } from 'node:crypto';
import { RequestContext } from '../src/core/context/request-context';
import { systemPrincipal } from '../src/core/auth/principal';
import { addDays } from '../src/core/time/business-day';
import { hashPassword } from '../src/modules/identity/passwords/password-hasher';
import { dayCloseService } from '../src/modules/analytics/close/day-close.service';
import { DayCloseReason } from '../src/modules/analytics/close/day-close.entity';
import { createTenant } from '../test/support/factories';
import { seedAnalyticsMonth } from '../test/support/analytics-month';
import { withScratchService } from './scratch-service';

const BRANCHES = 20;
const PER_BRANCH = 30;
const WEEKS = Number(process.env.LABOUR_WEEKS ?? 3);
const REPORT_RUNS = Number(process.env.LABOUR_REPORT_RUNS ?? 5);
const PUNCH_RATE = Number(process.env.LABOUR_PUNCH_RATE ?? 50);
const PUNCH_SECONDS = Number(process.env.LABOUR_PUNCH_SECONDS ?? 20);
const L = '/api/v1/console/labour';

function quantile(sorted: number[], q: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];
}

/** Runs `work` over `items` with `width` at a time. */
async function inParallel<T>(items: readonly T[], width: number, work: (item: T, index: number) => Promise<void>): Promise<void> {
  let next = 0;
  await Promise.all(
    Array.from({ length: width }, async () => {
      while (next < items.length) {
        const index = next++;
        await work(items[index], index);
      }
    }),
  );
}

async function main(): Promise<void> {
  await withScratchService('labour', {}, async ({ runtime, serve, openSeeder }) => {
    const port = await serve();
    const request = async (method: string, path: string, headers: Record<string, string>, body?: unknown) => {
      const res = await fetch(`http://127.0.0.1:${port}${path}`, {
        method,
        headers: { 'content-type': 'application/json', ...headers },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      const json = (await res.json()) as { data: any };
      if (res.status !== 200) throw new Error(`${method} ${path}: ${res.status} ${JSON.stringify(json)}`);
      return json.data;
    };

    const tenant = await createTenant(runtime, { name: 'Labour bench' });
    const branchIds = [tenant.branchId];
    for (let i = 1; i < BRANCHES; i++) branchIds.push(await tenant.addBranch(`Branch ${String(i).padStart(2, '0')}`));
    const auth = { authorization: `Bearer ${tenant.owner.token}` };
    const seedStart = Date.now();
    const employees: Array<{ id: string; branchId: string }> = [];
    const slots = branchIds.flatMap((branchId) => Array.from({ length: PER_BRANCH }, (_, i) => ({ branchId, i })));
    await inParallel(slots, 4, async ({ branchId, i }) => {
      const created = await request('POST', '/api/v1/console/hr/employees', auth, {
        fullName: `Bench ${branchId.slice(0, 4)} ${String(i).padStart(2, '0')}`,
        email: `bench-${branchId.slice(0, 8)}-${i}@example.com`,
        hireDate: '2024-01-15',
        baseSalary: 900_000 + 10_000 * i,
        allowances: 100_000,
        annualLeaveBalance: 30,
        branchIds: [branchId],
      });
      employees.push({ id: created.id, branchId });
    });

    // Dates: last calendar month (the report), the Saturdays after today (the draft weeks).
    const today = new Date().toISOString().slice(0, 10);
    const monthFrom = `${addDays(`${today.slice(0, 7)}-01`, -1).slice(0, 7)}-01`;
    const monthTo = addDays(`${today.slice(0, 7)}-01`, -1);
    const monthDays = Number(monthTo.slice(8, 10));
    let firstWeek = addDays(today, 7);
    while (new Date(`${firstWeek}T00:00:00Z`).getUTCDay() !== 6) firstWeek = addDays(firstWeek, 1);
    const weeks = Array.from({ length: WEEKS }, (_, w) => addDays(firstWeek, 7 * w));

    const seeder = await openSeeder();
    const query = async (sql: string, params?: unknown[]) => (await seeder.query(sql, params)).rows;
    const ids = employees.map((e) => e.id);
    const branchOf = employees.map((e) => e.branchId);
    // A roster of shifts: employee e works `date` 09:00–17:00 (local) with an hour's break.
    const shiftRows = (days: string, status: 'Draft' | 'Published') => `
      INSERT INTO labour_shifts (organization_id, branch_id, week_start, employee_id, start_date, start_time, end_date, end_time, starts_at, ends_at, break_minutes, status, published_at)
      SELECT $1::uuid, e.branch_id, d - ((extract(dow FROM d)::int + 1) % 7), e.id, d, '09:00', d, '17:00',
             (d + time '09:00') AT TIME ZONE b.time_zone, (d + time '17:00') AT TIME ZONE b.time_zone, 60, '${status}',
             ${status === 'Published' ? 'now()' : 'NULL'}
        FROM unnest($2::uuid[], $3::uuid[]) WITH ORDINALITY AS e(id, branch_id, n)
        JOIN branches b ON b.id = e.branch_id
        CROSS JOIN LATERAL (${days}) AS days(d)`;
    await query(shiftRows(`SELECT g::date FROM generate_series($4::date, $5::date, interval '1 day') g WHERE extract(dow FROM g) <> 5`, 'Published'), [
      tenant.organizationId,
      ids,
      branchOf,
      monthFrom,
      monthTo,
    ]);
    await query(
      `INSERT INTO labour_roster_weeks (organization_id, branch_id, week_start, status, published_at)
       SELECT DISTINCT organization_id, branch_id, week_start, 'Published', now() FROM labour_shifts WHERE organization_id = $1`,
      [tenant.organizationId],
    );
    // Punches of the month: in at 09:00 (one in nine late by up to 20 minutes), out at 17:00 (one in
    // seven an hour later); one clock-out in 37 missing.
    await query(
      `INSERT INTO labour_punches (organization_id, branch_id, employee_id, kind, occurred_at, business_date, recorded_at, source)
       SELECT s.organization_id, s.branch_id, s.employee_id, k.kind, k.at, s.start_date, k.at, 'Manual'
         FROM (SELECT s.*, row_number() OVER (ORDER BY s.employee_id, s.start_date) AS n FROM labour_shifts s WHERE s.organization_id = $1) s
         CROSS JOIN LATERAL (VALUES
           ('ClockIn', s.starts_at + CASE WHEN s.n % 9 = 0 THEN make_interval(mins => (s.n % 20)::int) ELSE interval '0' END),
           ('ClockOut', s.ends_at + CASE WHEN s.n % 7 = 0 THEN interval '1 hour' ELSE interval '0' END)) AS k(kind, at)
        WHERE NOT (k.kind = 'ClockOut' AND s.n % 37 = 0)`,
      [tenant.organizationId],
    );
    await seedAnalyticsMonth(query, {
      organizationId: tenant.organizationId,
      branchIds,
      items: 60,
      days: monthDays,
      from: monthFrom,
      ordersPerDay: 150,
      linesPerOrder: 3,
      shrinkage: { 7: 2000 },
    });
    // The draft weeks: Saturday–Thursday for everyone, Friday too for two employees in three of a branch.
    for (const week of weeks) {
      await query(shiftRows(`SELECT ($4::date + i) FROM generate_series(0, 6) i WHERE i < 6 OR (e.n - 1) % ${PER_BRANCH} < ${(PER_BRANCH * 2) / 3}`, 'Draft'), [
        tenant.organizationId,
        ids,
        branchOf,
        week,
      ]);
    }
    await query('ANALYZE');
    await seeder.end();
    for (const branchId of branchIds) {
      const ctx = new RequestContext(runtime, systemPrincipal(tenant.organizationId, [], branchId), null, { transport: 'job' });
      for (let day = monthFrom; day <= monthTo; day = addDays(day, 1)) await dayCloseService.close(ctx, branchId, day, DayCloseReason.Scheduled);
    }
    const [{ shifts, punches }] = (await runtime.db.dataSource.query(
      `SELECT (SELECT count(*)::int FROM labour_shifts WHERE organization_id = $1 AND week_start = $2) AS shifts,
              (SELECT count(*)::int FROM labour_punches WHERE organization_id = $1) AS punches`,
      [tenant.organizationId, weeks[0]],
    )) as Array<{ shifts: number; punches: number }>;
    const seedMs = Date.now() - seedStart;
    const loadBefore = os.loadavg();

    console.log(`load average before the timings: ${loadBefore.map((x) => x.toFixed(2)).join(' ')} (${os.cpus().length} CPUs)`);
    console.log(
      `data: ${BRANCHES} branches, ${employees.length} employees, ${punches.toLocaleString('en')} punches and ${monthDays} days of sales in ${monthFrom} … ${monthTo}; seeded in ${(seedMs / 1000).toFixed(1)} s`,
    );
    // Publishing: each week's 20 branches one after another.
    const publishMs: number[] = [];
    let slowestBranchMs = 0;
    for (const week of weeks) {
      const start = process.hrtime.bigint();
      for (const branchId of branchIds) {
        const one = process.hrtime.bigint();
        await request('POST', `${L}/rosters/publish`, auth, { branchId, weekStart: week });
        slowestBranchMs = Math.max(slowestBranchMs, Number(process.hrtime.bigint() - one) / 1e6);
      }
      publishMs.push(Number(process.hrtime.bigint() - start) / 1e6);
    }

    console.log(
      `publishing a week of ${shifts.toLocaleString('en')} shifts (${BRANCHES} branch weeks in turn): ${publishMs.map((ms) => ms.toFixed(0)).join(', ')} ms (${WEEKS} weeks; slowest branch week ${slowestBranchMs.toFixed(0)} ms; target under 2,000 ms)`,
    );
    // The labour report: last month, every branch.
    const reportMs: number[] = [];
    let reportSize = 0;
    await request('GET', `${L}/report?From=${monthFrom}&To=${monthTo}`, auth);
    for (let run = 0; run < REPORT_RUNS; run++) {
      const start = process.hrtime.bigint();
      const report = await request('GET', `${L}/report?From=${monthFrom}&To=${monthTo}`, auth);
      reportMs.push(Number(process.hrtime.bigint() - start) / 1e6);
      reportSize = report.branches.length;
    }
    reportMs.sort((a, b) => a - b);

    console.log(
      `labour report, ${monthFrom} … ${monthTo}, ${reportSize} branches: best ${reportMs[0].toFixed(0)} ms, median ${quantile(reportMs, 0.5).toFixed(0)} ms (${REPORT_RUNS} reads one at a time; target under 1,000 ms)`,
    );
    // Punches at a fixed arrival rate: a tablet per branch, everyone's PIN 2468.
    const pinHash = await hashPassword('2468');
    await runtime.db.dataSource.query(
      `INSERT INTO labour_employee_clock (employee_id, organization_id, pin_hash, pin_set_at) SELECT id, $1, $2, now() FROM unnest($3::uuid[]) id`,
      [tenant.organizationId, pinHash, ids],
    );
    const devices = new Map<string, string>();
    for (const branchId of branchIds) {
      const registered = await request('POST', `${L}/clock-devices`, auth, { branchId, name: 'Bench tablet' });
      devices.set(branchId, registered.credential);
    }
    const next = new Map<string, 'ClockIn' | 'ClockOut'>();
    let sent = 0;
    /** One punch: its latency, or its status when it is not 200 (0: no answer). */
    const sendOne = async (latencies: number[], failures: Map<number, number>) => {
      // Employees in turn across the branches; each one's punches alternate in and out.
      const employee = employees[(sent++ * 31) % employees.length];
      const kind = next.get(employee.id) ?? 'ClockIn';
      next.set(employee.id, kind === 'ClockIn' ? 'ClockOut' : 'ClockIn');
      const deviceKey = randomUUID();
      const start = process.hrtime.bigint();
      const status = await fetch(`http://127.0.0.1:${port}${L}/kiosk/punches`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-clock-device': devices.get(employee.branchId)!, 'idempotency-key': deviceKey },
        body: JSON.stringify({ employeeId: employee.id, pin: '2468', kind, deviceKey }),
      }).then(
        async (res) => (await res.arrayBuffer(), res.status),
        () => 0,
      );
      latencies.push(Number(process.hrtime.bigint() - start) / 1e6);
      if (status !== 200) failures.set(status, (failures.get(status) ?? 0) + 1);
    };
    const summary = (latencies: number[], failures: Map<number, number>) => {
      latencies.sort((a, b) => a - b);
      const refused = failures.size ? [...failures].map(([status, n]) => `${n} × ${status || 'no answer'}`).join(', ') : 'none';
      return `p50 ${quantile(latencies, 0.5).toFixed(1)} ms, p95 ${quantile(latencies, 0.95).toFixed(1)} ms, p99 ${quantile(latencies, 0.99).toFixed(1)} ms, max ${latencies[latencies.length - 1].toFixed(1)} ms; not 200: ${refused}`;
    };
    // One at a time first: a punch's own time, with no queue.
    const alone: number[] = [];
    const aloneFailures = new Map<number, number>();
    for (let i = 0; i < 100; i++) await sendOne(alone, aloneFailures);
    const aloneCpu = process.cpuUsage();
    const aloneStart = performance.now();
    for (let i = 0; i < 100; i++) await sendOne(alone, aloneFailures);
    const used = process.cpuUsage(aloneCpu);
    const cpuPerPunch = (used.user + used.system) / 1000 / 100;
    const perPunchWall = (performance.now() - aloneStart) / 100;
    console.log(
      `kiosk punches one at a time (200): ${summary(alone, aloneFailures)}; this process's CPU ${cpuPerPunch.toFixed(1)} ms a punch over ${perPunchWall.toFixed(1)} ms wall`,
    );
    // Then at a fixed arrival rate, each sent when its time comes whatever the answers before it.
    const latencies: number[] = [];
    const failures = new Map<number, number>();
    const total = PUNCH_RATE * PUNCH_SECONDS;
    const interval = 1000 / PUNCH_RATE;
    const punchStart = performance.now();
    const inFlight: Promise<void>[] = [];
    for (let i = 0; i < total; i++) {
      const wait = punchStart + i * interval - performance.now();
      if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
      inFlight.push(sendOne(latencies, failures));
    }
    await Promise.all(inFlight);
    const punchWall = (performance.now() - punchStart) / 1000;
    console.log(
      `kiosk punches at ${PUNCH_RATE}/s for ${PUNCH_SECONDS} s (${total} sent, all answered in ${punchWall.toFixed(1)} s): ${summary(latencies, failures)} (target p95 under 100 ms)`,
    );
    console.log(
      `load average after: ${os
        .loadavg()
        .map((x) => x.toFixed(2))
        .join(' ')}`,
    );
  });
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
