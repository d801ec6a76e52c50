import type { BatchStatus } from '../../gql/graphql';

/** The status machine of docs/production.md: the moves each status allows (Closed and Cancelled are final). */
const MOVES: Record<BatchStatus, BatchStatus[]> = {
  Draft: ['InProduction', 'Cancelled'],
  InProduction: ['Completed', 'Closed', 'Cancelled'],
  Completed: ['InProduction', 'Closed', 'Cancelled'],
  Closed: [],
  Cancelled: [],
};

export function nextBatchStatuses(status: BatchStatus): BatchStatus[] {
  return MOVES[status] ?? [];
}

/** Rice parameters, overflow and deletion: every status but the final ones (deletion: not Closed). */
export function batchIsOpen(status: BatchStatus): boolean {
  return status !== 'Closed' && status !== 'Cancelled';
}

/** Outputs and waste are recorded while the batch is produced or completed (Draft: start production first). */
export function batchTakesOutputs(status: BatchStatus): boolean {
  return status === 'InProduction' || status === 'Completed';
}

export function batchCanBeDeleted(status: BatchStatus): boolean {
  return status !== 'Closed';
}
