import type { FieldErrors } from '../../../core/errors/app-error';
import { lineTotalIqd, quantityToMilli } from '../shared/purchase-lines.rules';

/**
 * Receiving a purchase order line by line (pure; unit tested). Each line keeps the quantity
 * received so far; a receipt names lines and quantities (none named: everything still
 * outstanding). A line cannot receive more than it has outstanding. The order is Received once
 * every line is fully received; until then it stays Approved. Each received quantity is valued
 * at the line's unit price, half away from zero to 1 IQD (as line totals are).
 */
export interface ReceivableLine {
  inventoryItemId: string;
  quantity: number;
  unitPriceIqd: number;
  receivedQuantity?: number | null;
}

export interface ReceiptRequest {
  lineIndex: number;
  quantity: number;
}

export interface PlannedReceipt {
  lineIndex: number;
  inventoryItemId: string;
  quantityMilli: number;
  valueIqd: number;
}

export function outstandingMilli(line: ReceivableLine): number {
  return Math.round(line.quantity * 1000) - Math.round((line.receivedQuantity ?? 0) * 1000);
}

export function planReceipt(
  lines: readonly ReceivableLine[],
  requested: readonly ReceiptRequest[] | null | undefined,
): { receipts: PlannedReceipt[]; complete: boolean } | { errors: FieldErrors } {
  const errors: FieldErrors = {};
  const wanted = new Map<number, number>();
  if (requested && requested.length > 0) {
    requested.forEach((request, index) => {
      const field = `lines[${index}]`;
      const line = lines[request.lineIndex];
      if (!Number.isInteger(request.lineIndex) || !line)
        return void (errors[`${field}.lineIndex`] = [`must be a line of the order (0 to ${lines.length - 1})`]);
      if (wanted.has(request.lineIndex)) return void (errors[`${field}.lineIndex`] = ['is listed twice']);
      const milli = quantityToMilli(request.quantity);
      if (milli === null) return void (errors[`${field}.quantity`] = ['must have at most 3 decimal places']);
      if (milli <= 0) return void (errors[`${field}.quantity`] = ['must be more than 0']);
      const outstanding = outstandingMilli(line);
      if (milli > outstanding) return void (errors[`${field}.quantity`] = [`must be at most the outstanding quantity (${outstanding / 1000})`]);
      wanted.set(request.lineIndex, milli);
    });
  } else {
    lines.forEach((line, index) => {
      const outstanding = outstandingMilli(line);
      if (outstanding > 0) wanted.set(index, outstanding);
    });
  }
  if (Object.keys(errors).length > 0) return { errors };
  const receipts = [...wanted.entries()]
    .sort(([a], [b]) => a - b)
    .map(([lineIndex, quantityMilli]) => ({
      lineIndex,
      inventoryItemId: lines[lineIndex].inventoryItemId,
      quantityMilli,
      valueIqd: Number(lineTotalIqd(quantityMilli, lines[lineIndex].unitPriceIqd)),
    }));
  const complete = lines.every((line, index) => outstandingMilli(line) - (wanted.get(index) ?? 0) <= 0);
  return { receipts, complete };
}

/** Lines with the receipt added to their received quantities. */
export function withReceipt<T extends ReceivableLine>(lines: readonly T[], receipts: readonly PlannedReceipt[]): T[] {
  const added = new Map(receipts.map((receipt) => [receipt.lineIndex, receipt.quantityMilli]));
  return lines.map((line, index) => ({ ...line, receivedQuantity: (Math.round((line.receivedQuantity ?? 0) * 1000) + (added.get(index) ?? 0)) / 1000 }));
}

export function anythingReceived(lines: readonly ReceivableLine[]): boolean {
  return lines.some((line) => (line.receivedQuantity ?? 0) > 0);
}
