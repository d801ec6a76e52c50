import { registerEnumType } from 'type-graphql';
import type { FieldErrors } from '../../../core/errors/app-error';
import { divideHalfAwayFromZero } from '../ledger/costing.rules';

/**
 * Transfers between two branches of an organisation (pure; unit tested):
 *
 *   Draft ─send→ Sent ─receive→ Received
 *   Draft ─cancel→ Cancelled            (only before Sent)
 *
 * Sending moves the stock out of the sender (TransferOut, at the sender's moving average). The
 * receiver enters what arrived per line; that comes in (TransferIn) at the sent value pro rata,
 * and the rest is a TransferShortfall loss charged to the sender (a waste record of the value
 * that left and never arrived; its stock already left with the TransferOut).
 */
export enum TransferStatus {
  Draft = 'Draft',
  Sent = 'Sent',
  Received = 'Received',
  Cancelled = 'Cancelled',
}
registerEnumType(TransferStatus, {
  name: 'TransferStatus',
  description: 'Draft → Sent → Received; Cancelled (only from Draft).',
  valuesConfig: {
    Draft: { description: 'Being prepared; nothing has moved.' },
    Sent: { description: 'Left the sender; in transit.' },
    Received: { description: 'Arrived at the receiver (shortfalls charged to the sender).' },
    Cancelled: { description: 'Cancelled before it was sent.' },
  },
});

export type TransferAction = 'send' | 'receive' | 'cancel';

const FROM: Record<TransferAction, TransferStatus> = { send: TransferStatus.Draft, receive: TransferStatus.Sent, cancel: TransferStatus.Draft };
const PAST: Record<TransferAction, string> = { send: 'sent', receive: 'received', cancel: 'cancelled' };

export function transferMoveProblem(status: TransferStatus, action: TransferAction): string | null {
  return status === FROM[action] ? null : `A transfer that is ${status} cannot be ${PAST[action]}; only a ${FROM[action]} transfer can.`;
}

export interface SentLine {
  quantityMilli: number;
  /** Value that left the sender (positive IQD). */
  sentValueIqd: number;
}

export interface ReceivedLine {
  receivedMilli: number;
  receivedValueIqd: number;
  shortMilli: number;
  shortValueIqd: number;
}

/**
 * Splits each sent line into what arrived and what is short. `received` holds the quantity
 * received per line index (thousandths; missing: all of it). More than was sent is refused.
 */
export function splitReceipt(lines: readonly SentLine[], received: ReadonlyMap<number, number>): { lines: ReceivedLine[] } | { errors: FieldErrors } {
  const errors: FieldErrors = {};
  const result = lines.map((line, index) => {
    const receivedMilli = received.get(index) ?? line.quantityMilli;
    if (receivedMilli > line.quantityMilli) errors[`lines[${index}].receivedQuantity`] = [`must be at most the quantity sent (${line.quantityMilli / 1000})`];
    const receivedValueIqd =
      receivedMilli === line.quantityMilli
        ? line.sentValueIqd
        : Number(divideHalfAwayFromZero(BigInt(line.sentValueIqd) * BigInt(receivedMilli), BigInt(line.quantityMilli)));
    return { receivedMilli, receivedValueIqd, shortMilli: line.quantityMilli - receivedMilli, shortValueIqd: line.sentValueIqd - receivedValueIqd };
  });
  return Object.keys(errors).length > 0 ? { errors } : { lines: result };
}
