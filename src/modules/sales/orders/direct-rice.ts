import { IsNull, Not } from 'typeorm';
import type { RequestContext } from '../../../core/context/request-context';
import type { UnitOfWork } from '../../../core/db/unit-of-work';
import { conflict } from '../../../core/errors/app-error';
import { runSql } from '../../../core/db/run-sql';
import { toMilli } from '../../catalog/inventory-items/inventory-item.rules';
import { ProductionBatch } from '../../production/batches/batch.entity';
import { assertDirectRiceSale, BatchStatus } from '../../production/batches/batch.rules';
import { OrderStatus } from '../shared/sales-vocabulary';

/**
 * Kilograms of cooked rice a cart sells by weight: Σ quantity × the product's `directRiceKg` (as
 * the cart quote read it with the product), summed in grams so 3 × 0.1 is 0.3 exactly. 0 when no
 * line is a direct rice sale.
 */
export function directRiceKgOf(lines: ReadonlyArray<{ quantity: number; directRiceKg: number | null }>): number {
  const grams = lines.reduce((sum, line) => sum + toMilli(line.directRiceKg ?? 0) * line.quantity, 0);
  return grams / 1000;
}

/**
 * The production rule for selling rice by weight (docs/production.md), inside the order's
 * transaction: the branch's batch of the business day is locked, the day's direct sales so far are
 * summed from the ledger (orders not cancelled), and `assertDirectRiceSale` decides. Locking the
 * batch row serialises concurrent rice orders of a branch and day, so two cannot both take the last
 * kilogram.
 */
export async function assertDirectRiceAvailable(
  uow: UnitOfWork,
  ctx: RequestContext,
  branchId: string,
  businessDate: string,
  requestedKg: number,
): Promise<void> {
  if (requestedKg <= 0) return;
  const batch = await uow.manager.findOne(ProductionBatch, {
    where: { organizationId: ctx.organizationId, branchId, businessDate, deletedAt: IsNull(), status: Not(BatchStatus.Cancelled) },
    lock: { mode: 'pessimistic_write' },
  });
  if (!batch) throw conflict(`No production batch for ${businessDate} at this branch: rice cannot be sold by weight today.`);
  const [sold] = await runSql<{ kg: string | null }>(
    uow.manager,
    `SELECT COALESCE(SUM(direct_rice_kg), 0) AS kg FROM sales_orders
      WHERE organization_id = $1 AND branch_id = $2 AND business_date = $3 AND status <> $4`,
    [ctx.organizationId, branchId, businessDate, OrderStatus.Cancelled],
  );
  assertDirectRiceSale(batch, requestedKg, Number(sold?.kg ?? 0));
}
