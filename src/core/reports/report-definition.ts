import { registerEnumType } from 'type-graphql';
import type { RequestContext } from '../context/request-context';
import type { Permission } from '../auth/permissions';

/** How a report column is written: xlsx cell type and number format, csv text. */
export enum ReportFieldType {
  Text = 'Text',
  Integer = 'Integer',
  /** Whole IQD (int64): a number with a thousands format in xlsx. */
  Money = 'Money',
  Decimal = 'Decimal',
  /** A business or calendar date, `YYYY-MM-DD`. */
  Date = 'Date',
  /** An instant, written in the branch's time zone. */
  DateTime = 'DateTime',
  Boolean = 'Boolean',
}
registerEnumType(ReportFieldType, {
  name: 'ReportFieldType',
  description: 'Type of a report column.',
  valuesConfig: {
    Text: { description: 'Free text.' },
    Integer: { description: 'A whole number.' },
    Money: { description: 'Whole IQD (int64), written with a thousands format in xlsx.' },
    Decimal: { description: 'A decimal number (quantities, percentages).' },
    Date: { description: 'A business or calendar date, YYYY-MM-DD.' },
    DateTime: { description: "An instant, written in the branch's time zone." },
    Boolean: { description: 'Yes or no.' },
  },
});

export interface ReportField {
  /** camelCase, unique in the report (and in its domain). */
  key: string;
  label: string;
  labelAr: string;
  type: ReportFieldType;
  /**
   * Words of a closed vocabulary (a kind, a unit, a status) in Arabic files: the stored value is
   * the key. Values not listed are written as stored.
   */
  valuesAr?: Readonly<Record<string, string>>;
  /**
   * Fixed decimals of a Decimal column (2 for dollars: 12.50), or the row's own (an amount in its
   * currency's unit). Without it a Decimal shows up to three decimals.
   */
  decimals?: number | ((row: ReportRow) => number);
}

/** A filter a report accepts (in `filters` of export jobs and saved reports). */
export interface ReportFilter {
  key: string;
  label: string;
  type: ReportFieldType;
  /** A closed set of values (e.g. statuses), checked up front. */
  values?: readonly string[];
}

/** A group of reports sharing one column vocabulary; export presets are made per domain. */
export interface ReportDomain {
  /** e.g. `hr.employees`, `catalog.products`. */
  key: string;
  label: string;
  labelAr: string;
  /**
   * The exact columns (field keys, in order) the domain's import reads. Only domains that declare
   * them accept import-compatible presets, and such a preset must list exactly these fields.
   */
  importColumns?: readonly string[];
}

export type ReportFilterValue = string | number | boolean;

/** What one run of a report reads. */
export interface ReportQuery {
  /** Inclusive business dates. */
  from: string;
  to: string;
  /** The branch of the run (branch-scoped reports read only it); null for organisation-wide runs. */
  branchId: string | null;
  /** The IANA zone of that branch (DateTime columns and period bounds). */
  timeZone: string;
  /** Business-day bounds of the period as instants: [start, end). */
  start: Date;
  end: Date;
  filters: Readonly<Record<string, ReportFilterValue>>;
}

export type ReportRow = Record<string, unknown>;

/**
 * One report of the catalogue. A module declares its reports in its folder and lists them in its
 * FeatureModule's `reports`; the catalogue is filled at start-up.
 */
export interface ReportDefinition {
  /** `<area>.<name>`, e.g. `hr.employees`. */
  key: string;
  domain: ReportDomain;
  title: string;
  titleAr: string;
  description: string;
  /** The caller (and a subscription's creator) must hold it; checked when the job is created and when it runs. */
  permission: Permission;
  /** True: rows of the run's branch only (the job needs a branch); false: the whole organisation. */
  branchScoped: boolean;
  fields: readonly ReportField[];
  filters?: readonly ReportFilter[];
  /**
   * The rows, in batches, for the caller's organisation (ctx) and the query. Must stream: keyset
   * pages of at most `batchSize` rows (see keysetBatches), never the whole set in memory. Values:
   * Money/Integer numbers, Decimal numbers, Date `YYYY-MM-DD` strings, DateTime Date objects,
   * Boolean booleans, Text strings; null for empty cells.
   */
  rows(ctx: RequestContext, query: ReportQuery, batchSize: number): AsyncIterable<ReportRow[]>;
  /**
   * Checks a request for the report before a job is queued, beyond the catalogue's own checks
   * (fields, filters, period): e.g. a branch filter naming another organisation's branch (404) or
   * a shorter period limit (422). Throws the envelope error; nothing is queued then.
   */
  validate?(ctx: RequestContext, request: Pick<ReportQuery, 'from' | 'to' | 'filters'>): Promise<void>;
  /**
   * For reports whose period is only complete after a job of their own (a day's close): why the
   * period cannot be produced yet, or null when it can. A subscription's delivery is retried later.
   */
  pending?(ctx: RequestContext, query: ReportQuery): Promise<string | null>;
  /** A plain-text summary for the body of a subscription's mail, in the subscriber's language. */
  mailSummary?(ctx: RequestContext, query: ReportQuery, lang: 'En' | 'Ar'): Promise<string>;
}

/** Shorthand for a field list entry. */
export function reportField(
  key: string,
  label: string,
  labelAr: string,
  type: ReportFieldType,
  more: Pick<ReportField, 'valuesAr' | 'decimals'> = {},
): ReportField {
  return { key, label, labelAr, type, ...more };
}
