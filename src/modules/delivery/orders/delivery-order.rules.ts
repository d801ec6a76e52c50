import { DeliveryOrderFlag } from '../shared/delivery-vocabulary';
import type { DeliveryUnmappedLine } from './delivery-order.entity';

/** Why a received order needs a look (docs/delivery.md, "Flags"). */
export function orderFlags(facts: { unmapped: number; statedTotal: number | null; computedTotal: number; placed: boolean }): DeliveryOrderFlag[] {
  const flags: DeliveryOrderFlag[] = [];
  if (facts.unmapped > 0) flags.push(DeliveryOrderFlag.UnmappedItem);
  if (facts.statedTotal !== null && facts.statedTotal !== facts.computedTotal) flags.push(DeliveryOrderFlag.TotalMismatch);
  return flags;
}

/** The kitchen's view of lines no product maps: one line of the order's note. */
export function unmappedNote(lines: readonly DeliveryUnmappedLine[]): string | null {
  if (!lines.length) return null;
  return 'Unmapped: ' + lines.map((line) => `${line.quantity}× ${line.name}${line.note ? ` (${line.note})` : ''}`).join('; ');
}
