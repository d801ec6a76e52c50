import os from 'node:os';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import ExcelJS from 'exceljs';
import { createTestDatabase } from '../../support/test-database';
import { startTestApp } from '../../support/test-app';
import { createTenant } from '../../support/factories';
import { employeeId } from '../hr/hr-helpers';
import { signAccessToken } from '../../../src/core/auth/access-token';
import { FileStore } from '../../../src/core/files/file-store';
import { exportRunSettings, runExportJob } from '../../../src/modules/exports/export-jobs/export-job.runner';
import { C, download, waitForJob } from './exports-helpers';

describe('export jobs across a crash', () => {
  afterEach(() => {
    exportRunSettings.batchSize = 1000;
  });

  it('picks up a run that died half-way after a restart, discards its partial file and finishes once', async () => {
    const dataDir = path.join(os.tmpdir(), `bo-export-restart-${randomUUID()}`);
    const first = await createTestDatabase({ dataDir });
    const app1 = await startTestApp({ database: first, now: new Date('2026-03-10T09:00:00Z') });
    const tenant = await createTenant(app1.runtime);
    const token = tenant.owner.token;
    for (const name of ['Ali', 'Huda', 'Omar']) await employeeId(app1, token, { fullName: name, hireDate: '2025-01-01' });
    const created = await app1.request('POST', `${C}/export-jobs`, {
      token,
      body: { reportKey: 'hr.employees', format: 'Xlsx', from: '2026-03-01', to: '2026-03-09' },
    });
    expect(created.status).toBe(200);
    const id = created.body.data.id;

    // The first process "dies" in the middle of the run: job Running with a partial file, Agenda's lock left behind.
    const partial = await new FileStore(app1.runtime).create({
      organizationId: tenant.organizationId,
      fileName: 'partial.xlsx',
      contentType: 'application/octet-stream',
    });
    partial.write(Buffer.alloc(1000, 1));
    await new Promise<void>((resolve) => partial.end(resolve));
    const sql = (text: string, params: unknown[] = []) => app1.runtime.db.dataSource.query(text, params);
    await sql(
      `UPDATE export_jobs SET status = 'Running', run_token = gen_random_uuid(), attempts = 1, rows_written = 1, file_id = $2, started_at = now() WHERE id = $1`,
      [id, partial.fileId],
    );
    await sql(`UPDATE agenda_jobs SET locked_at = now() - interval '1 hour', last_run_at = now() - interval '1 hour' WHERE name = 'exports.run'`);
    await app1.close();
    await first.close();

    const second = await createTestDatabase({ dataDir });
    const app2 = await startTestApp({ database: second, jobs: true, now: new Date('2026-03-10T09:05:00Z') });
    try {
      const token2 = signAccessToken(
        app2.runtime.secrets.jwtKey,
        { sub: tenant.owner.userId, org: tenant.organizationId, branch: tenant.branchId, sid: tenant.owner.sessionId },
        app2.clock.now(),
      );
      const job = await waitForJob(app2, token2, id, (j) => j.status === 'Succeeded', 90_000);
      expect(job).toMatchObject({ status: 'Succeeded', rowsWritten: 3, attempts: 2 });
      const files = await app2.runtime.db.dataSource.query(`SELECT id FROM stored_files WHERE organization_id = $1`, [tenant.organizationId]);
      expect(files.map((f: { id: string }) => f.id)).not.toContain(partial.fileId);
      expect(files).toHaveLength(1);
      const file = await download(app2, token2, id);
      const workbook = new ExcelJS.Workbook();
      await workbook.xlsx.load(file.bytes as any);
      expect(workbook.worksheets[0].rowCount).toBe(4);
    } finally {
      await app2.close();
      await second.drop();
    }
  }, 180_000);

  it('never lets two runs of one job both finish: the later claim takes over, the earlier stops and removes its file', async () => {
    const app = await startTestApp({ now: new Date('2026-03-10T09:00:00Z') });
    try {
      const tenant = await createTenant(app.runtime);
      const token = tenant.owner.token;
      for (const name of ['A', 'B', 'C', 'D']) await employeeId(app, token, { fullName: name, hireDate: '2025-01-01' });
      const created = await app.request('POST', `${C}/export-jobs`, {
        token,
        body: { reportKey: 'hr.employees', format: 'Csv', from: '2026-03-01', to: '2026-03-09' },
      });
      exportRunSettings.batchSize = 1;
      const outcomes = await Promise.all([runExportJob(app.runtime, created.body.data.id), runExportJob(app.runtime, created.body.data.id)]);
      expect(outcomes.filter((o) => o === 'succeeded')).toHaveLength(1);
      expect(outcomes.filter((o) => o !== 'succeeded')[0]).toMatch(/taken-over|nothing-to-do/);
      const job = await waitForJob(app, token, created.body.data.id);
      expect(job).toMatchObject({ status: 'Succeeded', rowsWritten: 4 });
      const files = await app.runtime.db.dataSource.query(`SELECT id FROM stored_files WHERE organization_id = $1`, [tenant.organizationId]);
      expect(files).toHaveLength(1);
      expect(await runExportJob(app.runtime, created.body.data.id)).toBe('nothing-to-do');
    } finally {
      await app.close();
    }
  });
});
