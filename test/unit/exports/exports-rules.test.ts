import { dayOfWeek, lastCompletePeriod, nextRunDate, ReportCadence } from '../../../src/modules/exports/subscriptions/report-subscription.rules';
import { downloadProblem, ExportJobStatus } from '../../../src/modules/exports/export-jobs/export-job.rules';
import { presetProblems } from '../../../src/modules/exports/presets/export-preset.rules';
import { exportFileName, ExportFormat } from '../../../src/modules/exports/shared/export-format';
import { ReportCatalog } from '../../../src/core/reports/report-catalog';
import { ReportFieldType, reportField } from '../../../src/core/reports/report-definition';

describe('report subscription periods', () => {
  it('knows the day of week (2026-03-14 is a Saturday)', () => {
    expect(dayOfWeek('2026-03-14')).toBe(6);
    expect(dayOfWeek('2026-03-13')).toBe(5);
  });

  it('sends a daily report for the business day just ended, the next day', () => {
    expect(lastCompletePeriod(ReportCadence.Daily, '2026-03-01')).toEqual({ from: '2026-02-28', to: '2026-02-28' });
    expect(nextRunDate(ReportCadence.Daily, '2026-02-28')).toBe('2026-03-01');
  });

  it('sends a weekly report for Saturday to Friday, on the next Saturday', () => {
    expect(lastCompletePeriod(ReportCadence.Weekly, '2026-03-14')).toEqual({ from: '2026-03-07', to: '2026-03-13' });
    expect(lastCompletePeriod(ReportCadence.Weekly, '2026-03-13')).toEqual({ from: '2026-02-28', to: '2026-03-06' });
    expect(nextRunDate(ReportCadence.Weekly, '2026-03-10')).toBe('2026-03-14');
    expect(nextRunDate(ReportCadence.Weekly, '2026-03-14')).toBe('2026-03-21');
  });

  it('sends a monthly report for the calendar month, on the first of the next', () => {
    expect(lastCompletePeriod(ReportCadence.Monthly, '2026-03-01')).toEqual({ from: '2026-02-01', to: '2026-02-28' });
    expect(lastCompletePeriod(ReportCadence.Monthly, '2026-01-15')).toEqual({ from: '2025-12-01', to: '2025-12-31' });
    expect(nextRunDate(ReportCadence.Monthly, '2026-12-31')).toBe('2027-01-01');
  });
});

describe('export job rules', () => {
  it('allows a download only once Succeeded: 409 while active or failed, 404 once cancelled or expired', () => {
    expect(downloadProblem(ExportJobStatus.Succeeded)).toBeNull();
    expect(downloadProblem(ExportJobStatus.Queued)?.kind).toBe('conflict');
    expect(downloadProblem(ExportJobStatus.Running)?.kind).toBe('conflict');
    expect(downloadProblem(ExportJobStatus.Failed)?.kind).toBe('conflict');
    expect(downloadProblem(ExportJobStatus.Cancelled)?.kind).toBe('gone');
    expect(downloadProblem(ExportJobStatus.Expired)?.kind).toBe('gone');
  });

  it('names files <reportKey>_<from>_<to>.<ext>', () => {
    expect(exportFileName('hr.advances', '2026-01-01', '2026-01-31', ExportFormat.Csv)).toBe('hr.advances_2026-01-01_2026-01-31.csv');
  });
});

describe('report catalogue and presets', () => {
  const catalog = new ReportCatalog();
  const domain = { key: 'catalog.products', label: 'Products', labelAr: 'المنتجات', importColumns: ['code', 'name'] };
  catalog.register([
    {
      key: 'catalog.products',
      domain,
      title: 'Products',
      titleAr: 'المنتجات',
      description: 'test',
      permission: 'catalog:read',
      branchScoped: false,
      fields: [
        reportField('code', 'Code', 'الرمز', ReportFieldType.Text),
        reportField('name', 'Name', 'الاسم', ReportFieldType.Text),
        reportField('price', 'Price', 'السعر', ReportFieldType.Money),
      ],
      rows: async function* () {},
    },
  ]);

  it('refuses duplicate report keys and bad key shapes', () => {
    expect(() => catalog.register([{ ...catalog.get('catalog.products')! }])).toThrow(/registered twice/);
    expect(() => catalog.register([{ ...catalog.get('catalog.products')!, key: 'Bad Key' }])).toThrow(/<area>.<name>/);
  });

  it('accepts an import-compatible preset only with exactly the import columns, in order', () => {
    const entry = catalog.domain('catalog.products')!;
    expect(presetProblems(entry, ['code', 'name'], true)).toEqual({});
    expect(presetProblems(entry, ['name', 'code'], true)).toEqual({
      fields: ['an import-compatible preset lists exactly the import columns, in order: code, name'],
    });
    expect(presetProblems(entry, ['code', 'name', 'price'], true).fields).toBeDefined();
    expect(presetProblems(entry, ['price'], false)).toEqual({});
  });
});
