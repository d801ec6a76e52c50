import { schemaOf } from '../../../core/events/event-catalog';
import { resourceEvents } from '../../../core/events/resource-events';
import type { Transfer } from './transfer.entity';

export const transferEvents = resourceEvents({
  area: 'inventory',
  resource: 'transfer',
  schema: schemaOf.object({
    id: schemaOf.uuid,
    fromBranchId: schemaOf.uuid,
    toBranchId: schemaOf.uuid,
    status: schemaOf.string,
    lineCount: schemaOf.int64,
    shortValueIqd: schemaOf.int64,
  }),
  example: {
    id: '3a4b5c6d-7e8f-4a0b-9c1d-2e3f4a5b6c7d',
    fromBranchId: '8e7d6c5b-4a39-4281-9f0e-1d2c3b4a5968',
    toBranchId: '1f2e3d4c-5b6a-4978-8695-a4b3c2d1e0f9',
    status: 'Draft',
    lineCount: 2,
    shortValueIqd: 0,
  },
  changes: {
    created: 'A Draft transfer between two branches was created.',
    sent: 'A transfer was sent: its stock left the sending branch.',
    received: 'A transfer was received; any shortfall was charged to the sender.',
    cancelled: 'A Draft transfer was cancelled.',
  },
  examples: { sent: { status: 'Sent' }, received: { status: 'Received', shortValueIqd: 4500 }, cancelled: { status: 'Cancelled' } },
});

export function transferPayload(transfer: Transfer): Record<string, unknown> {
  return {
    id: transfer.id,
    fromBranchId: transfer.fromBranchId,
    toBranchId: transfer.toBranchId,
    status: transfer.status,
    lineCount: transfer.lines.length,
    shortValueIqd: transfer.lines.reduce((sum, line) => sum + (line.shortValueIqd ?? 0), 0),
  };
}
