import { startTestApp, type TestApp } from '../../support/test-app';
import { createTenant, type TestMember, type TestTenant } from '../../support/factories';
import { employeeId } from '../hr/hr-helpers';
import { C, waitForJob } from './exports-helpers';

describe('export presets, domains and saved reports', () => {
  let app: TestApp;
  let tenant: TestTenant;
  let other: TestTenant;
  let owner: string;
  let hr: TestMember;
  let staff: TestMember;

  beforeAll(async () => {
    app = await startTestApp({ jobs: true, now: new Date('2026-03-10T09:00:00Z') });
    tenant = await createTenant(app.runtime);
    other = await createTenant(app.runtime);
    owner = tenant.owner.token;
    hr = await tenant.member('Hr');
    staff = await tenant.member('Staff');
  });
  afterAll(() => app.close());

  const createPreset = (body: Record<string, unknown>, token = owner) => app.request('POST', `${C}/settings/export-presets`, { token, body });

  it('lists the domains the caller may export, with English and Arabic field labels and types', async () => {
    const res = await app.request('GET', `${C}/settings/export-presets/domains`, { token: owner });
    expect(res.status).toBe(200);
    const keys = res.body.data.map((d: any) => d.key);
    expect(keys).toEqual(expect.arrayContaining(['hr.advances', 'hr.employees', 'hr.leave', 'hr.loans', 'production.batches']));
    const employees = res.body.data.find((d: any) => d.key === 'hr.employees');
    expect(employees.fields).toContainEqual({ key: 'baseSalary', label: 'Base salary (IQD)', labelAr: 'الراتب الأساسي (د.ع)', type: 'Money' });
    expect(employees.importColumns).toBeNull();
    expect(employees.reports[0]).toMatchObject({
      key: 'hr.employees',
      permission: 'hr:read',
      branchScoped: false,
      filters: ['status', 'departmentId', 'branchId'],
    });
    const hrView = await app.request('GET', `${C}/settings/export-presets/domains`, { token: hr.token });
    expect(hrView.body.data.map((d: any) => d.key)).not.toContain('production.batches');
    expect((await app.request('GET', `${C}/settings/export-presets/domains`, { token: staff.token })).status).toBe(403);
  });

  it('creates a preset with fields checked against the domain; the name is unique per domain (409)', async () => {
    const created = await createPreset({ domain: 'hr.employees', name: 'Payroll', fields: ['fullName', 'baseSalary', 'allowances'], importCompatible: false });
    expect(created.status).toBe(200);
    expect(created.body.data).toMatchObject({
      domain: 'hr.employees',
      name: 'Payroll',
      fields: ['fullName', 'baseSalary', 'allowances'],
      importCompatible: false,
      deletedAt: null,
    });
    const duplicate = await createPreset({ domain: 'hr.employees', name: 'payroll', fields: ['fullName'] });
    expect(duplicate.status).toBe(409);
    expect((await createPreset({ domain: 'hr.loans', name: 'Payroll', fields: ['employee'] })).status).toBe(200);
  });

  it('refuses unknown domains, unknown or repeated fields and import compatibility where the domain has no import (422)', async () => {
    expect((await createPreset({ domain: 'hr.pets', name: 'X', fields: ['a'] })).body.errors.domain[0]).toMatch(/is not a known domain/);
    expect((await createPreset({ domain: 'hr.employees', name: 'X', fields: ['fullName', 'shoeSize'] })).body.errors).toEqual({
      fields: ['shoeSize is not a field of hr.employees'],
    });
    expect((await createPreset({ domain: 'hr.employees', name: 'X', fields: ['fullName', 'fullName'] })).body.errors).toEqual({
      fields: ['must not list a field twice'],
    });
    expect((await createPreset({ domain: 'hr.employees', name: 'X', fields: [] })).body.errors).toEqual({ fields: ['must list at least one field'] });
    expect((await createPreset({ domain: 'hr.employees', name: 'X', fields: ['fullName'], importCompatible: true })).body.errors).toEqual({
      importCompatible: ['hr.employees has no import, so no preset of it is import-compatible'],
    });
    const missing = await createPreset({ domain: 'hr.employees', fields: ['fullName'] });
    expect(missing.status).toBe(422);
    expect(Object.keys(missing.body.errors)).toEqual(['name']);
    expect((await createPreset({ domain: 'hr.employees', name: 'X', fields: ['fullName'] }, staff.token)).status).toBe(403);
  });

  it('lists presets by Domain and ImportCompatible, soft-deletes with a reason, hides deleted ones unless IncludeDeleted', async () => {
    const created = await createPreset({ domain: 'hr.leave', name: 'Leave summary', fields: ['employee', 'startDate', 'endDate'] });
    const id = created.body.data.id;
    const byDomain = await app.request('GET', `${C}/settings/export-presets?Domain=hr.leave&ImportCompatible=false`, { token: owner });
    expect(byDomain.body.data.items.map((p: any) => p.id)).toEqual([id]);
    expect((await app.request('GET', `${C}/settings/export-presets?ImportCompatible=true`, { token: owner })).body.data.items).toEqual([]);
    expect((await app.request('DELETE', `${C}/settings/export-presets/${id}`, { token: other.owner.token, body: { reason: 'x' } })).status).toBe(404);
    const deleted = await app.request('DELETE', `${C}/settings/export-presets/${id}`, { token: owner, body: { reason: 'Replaced' } });
    expect(deleted.body.data).toMatchObject({ deleteReason: 'Replaced', deletedBy: tenant.owner.userId });
    expect((await app.request('GET', `${C}/settings/export-presets?Domain=hr.leave`, { token: owner })).body.data.items).toEqual([]);
    expect((await app.request('GET', `${C}/settings/export-presets?Domain=hr.leave&IncludeDeleted=true`, { token: owner })).body.data.items).toHaveLength(1);
    expect((await app.request('DELETE', `${C}/settings/export-presets/${id}`, { token: owner })).status).toBe(404);
    const reused = await createPreset({ domain: 'hr.leave', name: 'Leave summary', fields: ['employee'] });
    expect(reused.status).toBe(200);
  });

  it('exports with a preset (by name or id) and refuses a preset of another domain or organisation (422 on preset)', async () => {
    await employeeId(app, owner, { fullName: 'Preset Person', baseSalary: 500_000 });
    const preset = await createPreset({ domain: 'hr.employees', name: 'Names and pay', fields: ['fullName', 'baseSalary'] });
    const byName = await app.request('POST', `${C}/export-jobs`, {
      token: owner,
      body: { reportKey: 'hr.employees', preset: 'names and pay', format: 'Csv', from: '2026-03-01', to: '2026-03-09' },
    });
    expect(byName.status).toBe(200);
    expect(byName.body.data).toMatchObject({ fields: ['fullName', 'baseSalary'], presetId: preset.body.data.id });
    await waitForJob(app, owner, byName.body.data.id);
    const wrongDomain = await app.request('POST', `${C}/export-jobs`, {
      token: owner,
      body: { reportKey: 'hr.advances', preset: preset.body.data.id, format: 'Csv', from: '2026-03-01', to: '2026-03-09' },
    });
    expect(wrongDomain.body.errors).toEqual({ preset: ['belongs to the domain hr.employees, not hr.advances'] });
    const foreign = await app.request('POST', `${C}/export-jobs`, {
      token: other.owner.token,
      body: { reportKey: 'hr.employees', preset: preset.body.data.id, format: 'Csv', from: '2026-03-01', to: '2026-03-09' },
    });
    expect(foreign.body.errors).toEqual({ preset: ['is not an export preset of this organisation'] });
  });

  it('keeps private saved reports to their owner, shares shared ones, and exports with the saved filters unless the body overrides them', async () => {
    const employee = await employeeId(app, owner, { fullName: 'Saved Filter Person', baseSalary: 1_000_000, allowances: 0 });
    await app.request('POST', `${C}/hr/advances`, { token: owner, body: { employeeId: employee, amount: 100_000 } });
    const mine = await app.request('POST', `${C}/settings/saved-reports`, {
      token: owner,
      body: { name: 'Pending advances', reportKey: 'hr.advances', filters: { status: 'Pending' } },
    });
    expect(mine.status).toBe(200);
    expect(mine.body.data).toMatchObject({ shared: false, ownerId: tenant.owner.userId, filters: { status: 'Pending' } });
    expect((await app.request('GET', `${C}/settings/saved-reports/${mine.body.data.id}`, { token: hr.token })).status).toBe(404);
    expect((await app.request('GET', `${C}/settings/saved-reports/${mine.body.data.id}`, { token: other.owner.token })).status).toBe(404);
    const hrExport = await app.request('POST', `${C}/export-jobs`, {
      token: hr.token,
      body: { savedReportId: mine.body.data.id, format: 'Csv', from: '2026-03-10', to: '2026-03-10' },
    });
    expect(hrExport.body.errors).toEqual({ savedReportId: ['is not a saved report of this organisation'] });

    const shared = await app.request('POST', `${C}/settings/saved-reports`, {
      token: owner,
      body: { name: 'Shared', reportKey: 'hr.advances', filters: { status: 'Pending' }, shared: true },
    });
    expect((await app.request('GET', `${C}/settings/saved-reports`, { token: hr.token })).body.data.items.map((s: any) => s.id)).toEqual([shared.body.data.id]);
    const fromSaved = await app.request('POST', `${C}/export-jobs`, {
      token: hr.token,
      body: { savedReportId: shared.body.data.id, format: 'Csv', from: '2026-03-10', to: '2026-03-10' },
    });
    expect(fromSaved.body.data).toMatchObject({ reportKey: 'hr.advances', savedReportId: shared.body.data.id, filters: { status: 'Pending' } });
    expect(await waitForJob(app, hr.token, fromSaved.body.data.id)).toMatchObject({ status: 'Succeeded', rowsWritten: 1 });
    const overridden = await app.request('POST', `${C}/export-jobs`, {
      token: hr.token,
      body: { savedReportId: shared.body.data.id, filters: { status: 'Paid' }, format: 'Csv', from: '2026-03-10', to: '2026-03-10' },
    });
    expect(await waitForJob(app, hr.token, overridden.body.data.id)).toMatchObject({ filters: { status: 'Paid' }, rowsWritten: 0 });

    expect(
      (await app.request('POST', `${C}/settings/saved-reports`, { token: owner, body: { name: 'Bad', reportKey: 'hr.advances', filters: { mood: 'x' } } }))
        .status,
    ).toBe(422);
    expect((await app.request('DELETE', `${C}/settings/saved-reports/${shared.body.data.id}`, { token: other.owner.token })).status).toBe(404);
    const deleted = await app.request('DELETE', `${C}/settings/saved-reports/${shared.body.data.id}`, { token: owner, body: { reason: 'Old' } });
    expect(deleted.body.data.deleteReason).toBe('Old');
    expect((await app.request('GET', `${C}/settings/saved-reports/${shared.body.data.id}`, { token: owner })).status).toBe(404);
  });
});
