import { registerEnumType } from 'type-graphql';

/**
 * Export job life cycle:
 *   Queued ─worker→ Running ─→ Succeeded | Failed
 *   Queued | Running ─DELETE→ Cancelled;  Succeeded ─file expires→ Expired
 */
export enum ExportJobStatus {
  Queued = 'Queued',
  Running = 'Running',
  Succeeded = 'Succeeded',
  Failed = 'Failed',
  Cancelled = 'Cancelled',
  Expired = 'Expired',
}
registerEnumType(ExportJobStatus, {
  name: 'ExportJobStatus',
  description: 'Queued → Running → Succeeded | Failed; Queued or Running → Cancelled (DELETE); Succeeded → Expired when the file expires.',
  valuesConfig: {
    Queued: { description: 'Waiting for a worker.' },
    Running: { description: 'Being produced.' },
    Succeeded: { description: 'The file is ready to download until it expires.' },
    Failed: { description: 'Production failed; error says why.' },
    Cancelled: { description: 'Cancelled while Queued or Running.' },
    Expired: { description: 'The file was deleted after its retention period.' },
  },
});

/** Who asked for the export. */
export enum ExportJobKind {
  /** Asked for by a caller (POST export-jobs). */
  Report = 'Report',
  /** Produced by a report subscription's run (set by the service only). */
  Subscription = 'Subscription',
}
registerEnumType(ExportJobKind, {
  name: 'ExportJobKind',
  description: 'Report: requested by a caller; Subscription: produced by a report subscription.',
  valuesConfig: {
    Report: { description: 'Asked for by a caller (createExportJob).' },
    Subscription: { description: "Produced by a report subscription's schedule." },
  },
});

export const ACTIVE_STATUSES: readonly ExportJobStatus[] = [ExportJobStatus.Queued, ExportJobStatus.Running];
export const FINISHED_STATUSES: readonly ExportJobStatus[] = [
  ExportJobStatus.Succeeded,
  ExportJobStatus.Failed,
  ExportJobStatus.Cancelled,
  ExportJobStatus.Expired,
];

export function isActive(status: ExportJobStatus): boolean {
  return ACTIVE_STATUSES.includes(status);
}

/** Longest period one export may cover (days, inclusive). */
export const MAX_EXPORT_PERIOD_DAYS = 366;

/** Why a download is refused, or null: 409 while not finished, 404 once gone. */
export function downloadProblem(status: ExportJobStatus): { kind: 'conflict' | 'gone'; message: string } | null {
  if (status === ExportJobStatus.Succeeded) return null;
  if (isActive(status)) return { kind: 'conflict', message: `The export is ${status}; download it once it has Succeeded.` };
  if (status === ExportJobStatus.Failed) return { kind: 'conflict', message: 'The export Failed and has no file; create a new export.' };
  return { kind: 'gone', message: 'Export job' };
}
