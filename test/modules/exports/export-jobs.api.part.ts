import ExcelJS from 'exceljs';
import { parse } from 'csv-parse/sync';
import { startTestApp, type TestApp } from '../../support/test-app';
import { createTenant, type TestMember, type TestTenant } from '../../support/factories';
import { employeeId } from '../hr/hr-helpers';
import { exportRunSettings } from '../../../src/modules/exports/export-jobs/export-job.runner';
import { expireExports } from '../../../src/modules/exports/export-jobs/export-job.jobs';
import { contentDisposition } from '../../../src/core/files/send-stored-file';
import { OutboxEvent } from '../../../src/core/outbox/outbox-event.entity';
import { C, download, waitForJob } from './exports-helpers';

describe('export jobs (REST and GraphQL, worker running)', () => {
  let app: TestApp;
  let tenant: TestTenant;
  let other: TestTenant;
  let owner: string;
  let staff: TestMember;
  let hr: TestMember;

  beforeAll(async () => {
    // One node: a test pauses an export through this process's exportRunSettings hook, which a
    // child node's worker would not run.
    app = await startTestApp({ jobs: true, now: new Date('2026-03-10T09:00:00Z'), singleNode: true });
    tenant = await createTenant(app.runtime);
    other = await createTenant(app.runtime);
    owner = tenant.owner.token;
    staff = await tenant.member('Staff');
    hr = await tenant.member('Hr');
    await employeeId(app, owner, { fullName: 'أحمد علي', baseSalary: 1_250_000, allowances: 250_000, hireDate: '2025-02-01' });
    await employeeId(app, owner, { fullName: 'Basim Hassan', baseSalary: 900_000, allowances: 0, hireDate: '2025-06-15' });
    await employeeId(app, owner, { fullName: 'Zainab Kareem', baseSalary: 700_000, allowances: 50_000, hireDate: '2026-01-04' });
    await employeeId(app, other.owner.token, { fullName: 'Other org employee' });
  });
  afterAll(async () => {
    exportRunSettings.batchSize = 1000;
    exportRunSettings.afterBatch = null;
    await app.close();
  });

  const create = (body: Record<string, unknown>, token = owner) => app.request('POST', `${C}/export-jobs`, { token, body });

  it('writes an Arabic xlsx: Arabic headers, right-to-left sheet, money as numbers with #,##0, dates as dates, one row per employee', async () => {
    const created = await create({ reportKey: 'hr.employees', format: 'Xlsx', lang: 'Ar', from: '2026-01-01', to: '2026-03-09' });
    expect(created.status).toBe(200);
    expect(created.body.data).toMatchObject({ kind: 'Report', reportKey: 'hr.employees', status: 'Queued', format: 'Xlsx', lang: 'Ar', rowsWritten: 0 });
    const job = await waitForJob(app, owner, created.body.data.id);
    expect(job).toMatchObject({ status: 'Succeeded', rowsWritten: 3, fileName: 'hr.employees_2026-01-01_2026-03-09.xlsx' });

    const file = await download(app, owner, job.id);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(file.headers.get('content-disposition')).toBe('attachment; filename="hr.employees_2026-01-01_2026-03-09.xlsx"');
    expect(Number(file.headers.get('content-length'))).toBe(file.bytes.length);
    expect(file.bytes.length).toBe(job.fileSize);

    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(file.bytes as any);
    const sheet = workbook.worksheets[0];
    expect(sheet.views[0]).toMatchObject({ rightToLeft: true });
    const headers = (sheet.getRow(1).values as unknown[]).slice(1);
    expect(headers.slice(0, 3)).toEqual(['الاسم الكامل', 'الهاتف', 'البريد الإلكتروني']);
    expect(headers).toContain('الراتب الأساسي (د.ع)');
    expect(sheet.rowCount).toBe(4);
    const col = (label: string) => headers.indexOf(label) + 1;
    const names = [2, 3, 4].map((r) => sheet.getRow(r).getCell(1).value);
    expect(names).toEqual(['Basim Hassan', 'Zainab Kareem', 'أحمد علي']);
    const salary = sheet.getRow(4).getCell(col('الراتب الأساسي (د.ع)'));
    expect(salary.value).toBe(1_250_000);
    expect(salary.numFmt).toBe('#,##0');
    const hired = sheet.getRow(4).getCell(col('تاريخ التعيين'));
    expect(hired.value).toBeInstanceOf(Date);
    expect((hired.value as Date).toISOString().slice(0, 10)).toBe('2025-02-01');
    expect(hired.numFmt).toBe('yyyy-mm-dd');
  });

  it('writes a CSV with a BOM and English headers that csv-parse reads back, with the report filters applied', async () => {
    const employee = await employeeId(app, owner, { fullName: 'سلمى يوسف', baseSalary: 1_000_000, allowances: 0 });
    const advance = await app.request('POST', `${C}/hr/advances`, { token: owner, body: { employeeId: employee, amount: 300_000, reason: 'Rent' } });
    expect(advance.status).toBe(200);
    const created = await create({
      reportKey: 'hr.advances',
      format: 'Csv',
      from: '2026-03-10',
      to: '2026-03-10',
      filters: { status: 'Pending' },
      fields: ['employee', 'amount', 'status'],
    });
    expect(created.status).toBe(200);
    const job = await waitForJob(app, owner, created.body.data.id);
    expect(job).toMatchObject({ status: 'Succeeded', rowsWritten: 1, fields: ['employee', 'amount', 'status'], lang: 'En' });
    const file = await download(app, owner, job.id);
    expect(file.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(file.bytes.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    const rows = parse(file.bytes, { bom: true, columns: true }) as Record<string, string>[];
    expect(rows).toEqual([{ Employee: 'سلمى يوسف', 'Amount (IQD)': '300000', Status: 'Pending' }]);

    const none = await create({ reportKey: 'hr.advances', format: 'Csv', from: '2026-03-10', to: '2026-03-10', filters: { status: 'Paid' } });
    expect(await waitForJob(app, owner, none.body.data.id)).toMatchObject({ status: 'Succeeded', rowsWritten: 0 });
  });

  it('names a non-ASCII file with filename* (RFC 5987)', async () => {
    expect(contentDisposition('تقرير_2026.xlsx')).toBe(`attachment; filename="______2026.xlsx"; filename*=UTF-8''${encodeURIComponent('تقرير_2026.xlsx')}`);
  });

  it('validates up front: unknown report, field, filter, value, preset and a reversed period are 422 naming the field', async () => {
    const base = { reportKey: 'hr.employees', format: 'Xlsx', from: '2026-01-01', to: '2026-01-31' };
    expect((await create({ ...base, reportKey: 'hr.nothing' })).body.errors.reportKey[0]).toMatch(/is not a known report/);
    expect((await create({ ...base, reportKey: undefined })).body.errors).toEqual({ reportKey: ['is required unless savedReportId is given'] });
    expect((await create({ ...base, fields: ['fullName', 'shoeSize'] })).body.errors).toEqual({ fields: ['shoeSize is not a field of hr.employees'] });
    expect((await create({ ...base, filters: { colour: 'red' } })).body.errors['filters.colour'][0]).toMatch(/is not a filter of hr.employees/);
    expect((await create({ ...base, filters: { status: 'Sleeping' } })).body.errors['filters.status'][0]).toMatch(/must be one of: Active/);
    expect((await create({ ...base, preset: 'No such preset' })).body.errors).toEqual({ preset: ['is not an export preset of this organisation'] });
    expect((await create({ ...base, from: '2026-02-01' })).body.errors).toEqual({ to: ['must be on or after from'] });
    expect((await create({ ...base, to: '2027-06-01' })).body.errors.to[0]).toMatch(/at most 366 days/);
    const badFormat = await create({ ...base, format: 'Pdf' });
    expect(badFormat.status).toBe(422);
    expect(Object.keys(badFormat.body.errors)).toEqual(['format']);
    expect((await create({ ...base, kind: 'Subscription' })).body.errors.kind[0]).toMatch(/report subscriptions/);
    expect((await create({ ...base, savedReportId: '00000000-0000-4000-8000-000000000000' })).body.errors).toEqual({
      savedReportId: ['is not a saved report of this organisation'],
    });
  });

  it('refuses with 403 a caller without exports permissions and a report the caller may not read', async () => {
    const base = { reportKey: 'hr.employees', format: 'Xlsx', from: '2026-01-01', to: '2026-01-31' };
    const noExports = await create(base, staff.token);
    expect(noExports.status).toBe(403);
    expect(noExports.body.errors).toEqual({ code: ['Forbidden'] });
    expect((await app.request('GET', `${C}/export-jobs`, { token: staff.token })).status).toBe(403);
    const noProduction = await create({ ...base, reportKey: 'production.batches' }, hr.token);
    expect(noProduction.status).toBe(403);
    expect(noProduction.body.message).toMatch(/production:read/);
    expect((await create(base, hr.token)).status).toBe(200);
  });

  it('cancels a running export between batches: status Cancelled, file removed, download 404', async () => {
    let release!: () => void;
    const paused = new Promise<void>((resolve) => (release = resolve));
    let reached!: () => void;
    const atBatch = new Promise<void>((resolve) => (reached = resolve));
    // Other tests' jobs may still be running: only this test's job pauses.
    let target: string | null = null;
    let known!: () => void;
    const idKnown = new Promise<void>((resolve) => (known = resolve));
    exportRunSettings.batchSize = 1;
    exportRunSettings.afterBatch = async (exportJobId) => {
      await idKnown;
      if (exportJobId !== target) return;
      reached();
      await paused;
    };
    try {
      const created = await create({ reportKey: 'hr.employees', format: 'Xlsx', from: '2026-01-01', to: '2026-03-09' });
      target = created.body.data.id;
      known();
      await atBatch;
      const running = await app.request('GET', `${C}/export-jobs/${created.body.data.id}`, { token: owner });
      expect(running.body.data).toMatchObject({ status: 'Running', rowsWritten: 1 });
      const early = await download(app, owner, created.body.data.id);
      expect(early.status).toBe(409);
      expect(early.json).toMatchObject({ success: false, code: 409, errors: { code: ['Conflict'] } });
      const [{ file_id: fileId }] = await app.runtime.db.dataSource.query(`SELECT file_id FROM export_jobs WHERE id = $1`, [created.body.data.id]);
      expect(fileId).toEqual(expect.any(String));
      const cancelled = await app.request('DELETE', `${C}/export-jobs/${created.body.data.id}`, { token: owner });
      expect(cancelled.status).toBe(200);
      expect(cancelled.body.data).toMatchObject({ status: 'Cancelled', cancelledBy: tenant.owner.userId });
      release();
      await new Promise((resolve) => setTimeout(resolve, 500));
      const after = await waitForJob(app, owner, created.body.data.id);
      expect(after).toMatchObject({ status: 'Cancelled', rowsWritten: 1, fileName: null });
      const files = await app.runtime.db.dataSource.query(
        `SELECT (SELECT count(*)::int FROM stored_files WHERE id = $1) AS files, (SELECT count(*)::int FROM stored_file_chunks WHERE file_id = $1) AS chunks`,
        [fileId],
      );
      expect(files[0]).toEqual({ files: 0, chunks: 0 });
      expect((await download(app, owner, created.body.data.id)).status).toBe(404);
      const events = await app.runtime.db.dataSource.manager.find(OutboxEvent, { where: { resourceId: created.body.data.id } });
      expect(events.map((e) => e.type).sort()).toEqual(['exports.export-job.cancelled', 'exports.export-job.created']);
    } finally {
      exportRunSettings.batchSize = 1000;
      exportRunSettings.afterBatch = null;
      known();
      release();
    }
  });

  it('deletes a finished export (404 afterwards, gone from the list) and refuses another organisation its ids', async () => {
    const created = await create({ reportKey: 'hr.loans', format: 'Csv', from: '2026-01-01', to: '2026-01-31' });
    const id = created.body.data.id;
    await waitForJob(app, owner, id);
    const foreign = other.owner.token;
    expect((await app.request('GET', `${C}/export-jobs/${id}`, { token: foreign })).status).toBe(404);
    expect((await download(app, foreign, id)).status).toBe(404);
    expect((await app.request('DELETE', `${C}/export-jobs/${id}`, { token: foreign })).status).toBe(404);
    expect((await app.request('GET', `${C}/export-jobs`, { token: foreign })).body.data.items.map((j: any) => j.id)).not.toContain(id);
    expect((await app.request('GET', `${C}/export-jobs/${id}`, { token: owner })).body.data.status).toBe('Succeeded');

    const deleted = await app.request('DELETE', `${C}/export-jobs/${id}`, { token: owner });
    expect(deleted.status).toBe(200);
    expect((await app.request('GET', `${C}/export-jobs/${id}`, { token: owner })).status).toBe(404);
    expect((await download(app, owner, id)).status).toBe(404);
    expect((await app.request('DELETE', `${C}/export-jobs/${id}`, { token: owner })).status).toBe(404);
  });

  it('lists by Status and expires files after 7 days (status Expired, download 404)', async () => {
    const created = await create({ reportKey: 'hr.leave', format: 'Xlsx', from: '2026-01-01', to: '2026-01-31' });
    await waitForJob(app, owner, created.body.data.id);
    const listed = await app.request('GET', `${C}/export-jobs?Status=succeeded&PerPage=100`, { token: owner });
    expect(listed.status).toBe(200);
    expect(listed.body.data.items.map((j: any) => j.id)).toContain(created.body.data.id);
    expect(listed.body.data.items.every((j: any) => j.status === 'Succeeded')).toBe(true);
    expect((await app.request('GET', `${C}/export-jobs?Status=Sleeping`, { token: owner })).status).toBe(422);

    app.clock.advance(8 * 24 * 3600 * 1000);
    try {
      const result = await expireExports(app.runtime);
      expect(result.expiredJobs).toBeGreaterThanOrEqual(1);
      const later = await tenant.tokenFor(tenant.owner, tenant.branchId);
      const job = await app.request('GET', `${C}/export-jobs/${created.body.data.id}`, { token: later });
      expect(job.body.data).toMatchObject({ status: 'Expired', fileName: 'hr.leave_2026-01-01_2026-01-31.xlsx' });
      expect((await download(app, later, created.body.data.id)).status).toBe(404);
    } finally {
      app.clock.advance(-8 * 24 * 3600 * 1000);
    }
  });

  it('creates and reads an export over GraphQL', async () => {
    const created = await app.graphql(
      `mutation ($input: CreateExportJobInput!) { createExportJob(input: $input) { id status reportKey format lang fields } }`,
      { input: { reportKey: 'hr.employees', format: 'Csv', lang: 'Ar', from: '2026-01-01', to: '2026-01-31', fields: ['fullName', 'baseSalary'] } },
      { token: owner },
    );
    expect(created.body.errors).toBeUndefined();
    const id = created.body.data.createExportJob.id;
    await waitForJob(app, owner, id);
    const read = await app.graphql(
      `query ($id: UUID!) { exportJob(id: $id) { status rowsWritten } exportJobDownload(id: $id) { fileName contentType size } }`,
      { id },
      { token: owner },
    );
    expect(read.body.data.exportJob.status).toBe('Succeeded');
    expect(read.body.data.exportJobDownload).toMatchObject({ fileName: 'hr.employees_2026-01-01_2026-01-31.csv', contentType: 'text/csv; charset=utf-8' });
    const file = await download(app, owner, id);
    const rows = parse(file.bytes, { bom: true }) as string[][];
    expect(rows[0]).toEqual(['الاسم الكامل', 'الراتب الأساسي (د.ع)']);
  });
});
