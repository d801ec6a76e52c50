import type { ReportDefinition, ReportDomain, ReportField } from './report-definition';

const REPORT_KEY = /^[a-z][a-zA-Z0-9]*(\.[a-z][a-zA-Z0-9]*)+$/;

export interface DomainEntry {
  domain: ReportDomain;
  /** The union of the domain's report fields, in first-seen order. */
  fields: ReportField[];
  reports: ReportDefinition[];
}

/** Every report of the service, declared by the module that owns its data (like the event catalog). */
export class ReportCatalog {
  private readonly reports = new Map<string, ReportDefinition>();
  private readonly domains = new Map<string, DomainEntry>();

  register(definitions: readonly ReportDefinition[]): void {
    for (const report of definitions) {
      if (!REPORT_KEY.test(report.key)) throw new Error(`Report key ${report.key} is not <area>.<name>`);
      if (this.reports.has(report.key)) throw new Error(`Report ${report.key} is registered twice`);
      const keys = new Set<string>();
      for (const field of report.fields) {
        if (keys.has(field.key)) throw new Error(`Report ${report.key} lists field ${field.key} twice`);
        keys.add(field.key);
      }
      let entry = this.domains.get(report.domain.key);
      if (!entry) {
        entry = { domain: report.domain, fields: [], reports: [] };
        this.domains.set(report.domain.key, entry);
      } else if (entry.domain !== report.domain && JSON.stringify(entry.domain) !== JSON.stringify(report.domain)) {
        throw new Error(`Domain ${report.domain.key} is declared differently by ${report.key}`);
      }
      for (const field of report.fields) {
        const known = entry.fields.find((candidate) => candidate.key === field.key);
        if (!known) entry.fields.push(field);
        else if (known.type !== field.type) throw new Error(`Field ${field.key} of domain ${report.domain.key} has two types`);
      }
      for (const column of report.domain.importColumns ?? []) {
        if (!entry.fields.some((field) => field.key === column) && !report.fields.some((field) => field.key === column)) {
          throw new Error(`Import column ${column} of domain ${report.domain.key} is not a field of its reports`);
        }
      }
      entry.reports.push(report);
      this.reports.set(report.key, report);
    }
  }

  get(key: string): ReportDefinition | undefined {
    return this.reports.get(key);
  }

  domain(key: string): DomainEntry | undefined {
    return this.domains.get(key);
  }

  allReports(): ReportDefinition[] {
    return [...this.reports.values()].sort((a, b) => a.key.localeCompare(b.key));
  }

  allDomains(): DomainEntry[] {
    return [...this.domains.values()].sort((a, b) => a.domain.key.localeCompare(b.domain.key));
  }
}

export const reportCatalog = new ReportCatalog();
