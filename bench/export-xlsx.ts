/**
 * A 100,000-row xlsx export on PostgreSQL: `npm run bench:export`.
 *
 * Creates a database `bo_bench_export_<random>` on DATABASE_URL's server (default
 * postgres://root@127.0.0.1:5432/postgres), migrates it, seeds one organisation with BENCH_EXPORT_ROWS
 * employees (default 100,000; Arabic and English names, money columns), runs one export job
 * (hr.employees, Xlsx, lang Ar) through the real runner (streaming keyset batches → exceljs's
 * WorkbookWriter → chunked file store) and prints the time, the file size, the chunk count and the
 * process's peak RSS. Targets (issue 18): under 20 s, peak RSS under 300 MB. Drops the database.
 */
import 'reflect-metadata';
import { randomBytes } from 'node:crypto';
import { Client } from 'pg';
import { loadConfig } from '../src/core/config/config';
import { createRuntime } from '../src/bootstrap';
import type { Runtime } from '../src/core/runtime';
import { createTenant } from '../test/support/factories';
import { runExportJob } from '../src/modules/exports/export-jobs/export-job.runner';
import { ExportJob } from '../src/modules/exports/export-jobs/export-job.entity';
import { ExportJobKind, ExportJobStatus } from '../src/modules/exports/export-jobs/export-job.rules';
import { ExportFormat, ExportLang } from '../src/modules/exports/shared/export-format';
import { employeesReport } from '../src/modules/hr/employees/employee.reports';
import { snapshotPrincipal, systemPrincipal } from '../src/core/auth/principal';

const SERVER_URL = process.env.DATABASE_URL || 'postgres://root@127.0.0.1:5432/postgres';
const ROWS = Number(process.env.BENCH_EXPORT_ROWS ?? 100_000);

async function main(): Promise<void> {
  const dbName = `bo_bench_export_${randomBytes(4).toString('hex')}`;
  const admin = new Client({ connectionString: SERVER_URL });
  await admin.connect();
  await admin.query(`CREATE DATABASE "${dbName}"`);
  const url = new URL(SERVER_URL);
  url.pathname = `/${dbName}`;
  let runtime: Runtime | undefined;
  try {
    const config = loadConfig(
      {
        ...process.env,
        NODE_ENV: 'production',
        SMTP_URL: 'smtp://127.0.0.1:2525',
        LOG_LEVEL: 'silent',
        DATABASE_URL: url.toString(),
        JWT_SECRET: `bench-${randomBytes(24).toString('hex')}`,
      },
      { runJobs: false },
    );
    runtime = await createRuntime(config);
    const tenant = await createTenant(runtime, { name: 'Bench exports' });
    const seedStart = Date.now();
    await runtime.db.dataSource.query(
      `INSERT INTO hr_employees (organization_id, full_name, phone, email, hire_date, contract_type, base_salary, allowances, annual_leave_balance, status, status_changed_at)
       SELECT $1, CASE WHEN g % 2 = 0 THEN 'موظف رقم ' || g ELSE 'Employee ' || lpad(g::text, 6, '0') END, '+96477' || lpad(g::text, 8, '0'),
              'e' || g || '@example.test', DATE '2020-01-01' + (g % 2000), 'FullTime', 500000 + (g % 1000) * 1000, (g % 7) * 25000, (g % 30)::numeric, 'Active', now()
         FROM generate_series(1, ${ROWS}) AS g`,
      [tenant.organizationId],
    );
    await runtime.db.dataSource.query('ANALYZE');
    const seedMs = Date.now() - seedStart;
    const manager = runtime.db.dataSource.manager;
    const principal = systemPrincipal(tenant.organizationId, ['hr:read', 'exports:read', 'exports:write'], tenant.branchId);
    const job = await manager.save(
      manager.create(ExportJob, {
        organizationId: tenant.organizationId,
        branchId: tenant.branchId,
        kind: ExportJobKind.Report,
        reportKey: employeesReport.key,
        savedReportId: null,
        presetId: null,
        subscriptionId: null,
        format: ExportFormat.Xlsx,
        lang: ExportLang.Ar,
        from: '2026-01-01',
        to: '2026-12-31',
        filters: {},
        fields: employeesReport.fields.map((field) => field.key),
        status: ExportJobStatus.Queued,
        rowsWritten: 0,
        createdBy: null,
        principal: snapshotPrincipal(principal),
      }),
    );
    const rssBefore = process.memoryUsage().rss;
    let peak = rssBefore;
    const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 50);
    const start = process.hrtime.bigint();
    const outcome = await runExportJob(runtime, job.id);
    const ms = Number(process.hrtime.bigint() - start) / 1e6;
    clearInterval(sampler);
    peak = Math.max(peak, process.resourceUsage().maxRSS * 1024);
    const done = await manager.findOneByOrFail(ExportJob, { id: job.id });
    const [chunks] = await runtime.db.dataSource.query(`SELECT count(*)::int AS n FROM stored_file_chunks WHERE file_id = $1`, [done.fileId]);
    const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;
    console.log(`seeded ${ROWS} employees in ${(seedMs / 1000).toFixed(1)} s`);
    console.log(`export ${outcome}: ${done.rowsWritten} rows, ${mb(done.fileSize ?? 0)} in ${chunks.n} chunks, ${(ms / 1000).toFixed(1)} s`);
    console.log(`RSS before ${mb(rssBefore)}, peak ${mb(peak)} (targets: < 20 s, peak RSS < 300 MB)`);
  } finally {
    await runtime?.db.close().catch(() => undefined);
    await admin.query(`DROP DATABASE IF EXISTS "${dbName}" WITH (FORCE)`);
    await admin.end();
  }
}

main().then(
  () => process.exit(0),
  (error) => {
    console.error(error);
    process.exit(1);
  },
);
