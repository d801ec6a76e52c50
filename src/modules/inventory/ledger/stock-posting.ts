import type { RequestContext } from '../../../core/context/request-context';
import type { UnitOfWork } from '../../../core/db/unit-of-work';
import { runSql } from '../../../core/db/run-sql';
import { invalidField } from '../../../core/errors/app-error';
import { emit } from '../../../core/outbox/emit';
import { recordAudit } from '../../../core/audit/record-audit';
import type { StockPosting } from '../../../core/stock/stock-postings';
import { convertMilli, isInventoryUnit, unitsCompatible, type InventoryUnit } from '../../catalog/inventory-items/inventory-item.rules';
import { assertBusinessDayOpen } from '../../settings/period-lock/period-lock.service';
import { type InventoryMovementKind, type InventorySourceKind } from '../shared/inventory-vocabulary';
import { applyMovement, crossedBelowPar, type BalanceState } from './costing.rules';
import { InventoryMovement } from './inventory-movement.entity';
import { inventoryEvents } from './inventory.events';

interface ItemRow {
  id: string;
  unit: InventoryUnit;
  standard_cost_iqd: string;
}

interface BalanceRow {
  inventory_item_id: string;
  on_hand_milli: string;
  value_iqd: string;
  avg_cost_iqd: string;
  par_level_milli: string | null;
}

/** A quantity in thousandths of `from` as thousandths of `to`, the sign kept (the catalogue's conversion, rounded half away from zero). */
function convertSigned(milli: number, from: InventoryUnit, to: InventoryUnit): number {
  const magnitude = convertMilli(Math.abs(milli), from, to);
  return milli < 0 ? -magnitude : magnitude;
}

const ENSURE_BALANCES = `INSERT INTO inventory_balances (branch_id, inventory_item_id, organization_id, on_hand_milli, value_iqd, avg_cost_iqd, updated_at)
  SELECT $1, item, $2, 0, 0, 0, now() FROM unnest($3::uuid[]) AS item ORDER BY item
  ON CONFLICT (branch_id, inventory_item_id) DO NOTHING`;

// Locked in item order, the same order every posting takes, so two postings never wait on each other in a circle.
const LOCK_BALANCES = `SELECT inventory_item_id, on_hand_milli, value_iqd, avg_cost_iqd, par_level_milli FROM inventory_balances
  WHERE branch_id = $1 AND organization_id = $2 AND inventory_item_id = ANY($3::uuid[]) ORDER BY inventory_item_id FOR UPDATE`;

// The balances and the movements in one statement (a data-modifying CTE always runs): one round trip less while the rows are locked.
const WRITE_BALANCES_AND_MOVEMENTS = `WITH balances AS (
  UPDATE inventory_balances b SET on_hand_milli = v.on_hand, value_iqd = v.value, avg_cost_iqd = v.avg, updated_at = now()
    FROM unnest($15::uuid[], $16::bigint[], $17::bigint[], $18::bigint[]) AS v(item, on_hand, value, avg)
   WHERE b.branch_id = $2 AND b.inventory_item_id = v.item)
INSERT INTO inventory_movements
  (organization_id, branch_id, inventory_item_id, business_date, kind, quantity_milli, unit_cost_iqd, value_iqd, on_hand_after_milli, source_kind, source_id, source_line, reason, created_by)
  SELECT $1, $2, m.item, $3::date, $4, m.qty, m.unit_cost, m.value, m.after, $5, $6, m.line, $7, $8
    FROM unnest($9::uuid[], $10::bigint[], $11::bigint[], $12::bigint[], $13::bigint[], $14::text[]) WITH ORDINALITY AS m(item, qty, unit_cost, value, after, line, n)
   ORDER BY m.n
  RETURNING id, created_at, seq`;

export interface PostedMovements {
  movements: InventoryMovement[];
}

/**
 * Writes a posting's movements and moves the balances in the caller's transaction: the balance
 * rows are created if missing, locked FOR UPDATE in item order, costed in memory
 * (costing.rules.ts) and written back with the movements: three statements whatever the number of
 * lines. One `inventory.movements.posted` event per posting (not per line); a balance that falls
 * below its par level emits `inventory.stock.low` and an audit entry.
 */
export async function postMovements(uow: UnitOfWork, ctx: RequestContext, posting: StockPosting): Promise<PostedMovements> {
  const manager = uow.manager;
  const organizationId = ctx.organizationId;
  await assertBusinessDayOpen(uow, ctx, posting.branchId, posting.businessDate);
  const itemIds = [...new Set(posting.lines.map((line) => line.inventoryItemId))].sort();
  const items = new Map(
    (
      await runSql<ItemRow>(manager, 'SELECT id, unit, standard_cost_iqd FROM catalog_inventory_items WHERE organization_id = $1 AND id = ANY($2::uuid[])', [
        organizationId,
        itemIds,
      ])
    ).map((row) => [row.id, row]),
  );
  const lines = posting.lines.flatMap((line, index) => {
    const item = items.get(line.inventoryItemId);
    if (!item) throw invalidField(`lines[${index}].inventoryItemId`, 'does not refer to an inventory item of this organisation');
    const from = line.unit && isInventoryUnit(line.unit) ? line.unit : item.unit;
    // A bill-of-materials line whose item changed dimension since (G → Piece) cannot be converted: it moves nothing.
    if (!unitsCompatible(from, item.unit)) return [];
    const quantityMilli = convertSigned(line.quantityMilli, from, item.unit);
    return quantityMilli === 0 ? [] : [{ ...line, quantityMilli, item }];
  });
  if (lines.length === 0) return { movements: [] };
  const lockIds = [...new Set(lines.map((line) => line.inventoryItemId))].sort();
  await runSql(manager, ENSURE_BALANCES, [posting.branchId, organizationId, lockIds]);
  const balances = new Map<string, BalanceState & { par: number | null; startMilli: number }>();
  for (const row of await runSql<BalanceRow>(manager, LOCK_BALANCES, [posting.branchId, organizationId, lockIds])) {
    const onHandMilli = Number(row.on_hand_milli);
    balances.set(row.inventory_item_id, {
      onHandMilli,
      valueIqd: Number(row.value_iqd),
      avgCostIqd: Number(row.avg_cost_iqd),
      par: row.par_level_milli === null ? null : Number(row.par_level_milli),
      startMilli: onHandMilli,
    });
  }
  const applied = lines.map((line) => {
    const balance = balances.get(line.inventoryItemId)!;
    let result;
    try {
      result = applyMovement(balance, line.quantityMilli, line.quantityMilli > 0 ? (line.valueIqd ?? null) : null, Number(line.item.standard_cost_iqd));
    } catch (error) {
      if (error instanceof RangeError) throw invalidField('quantity', `is too large: ${error.message}`);
      throw error;
    }
    Object.assign(balance, result.after);
    return { line, result };
  });
  const touched = [...balances.entries()];
  const reason = posting.reason ?? null;
  const inserted = await runSql<{ id: string; created_at: Date; seq: string }>(manager, WRITE_BALANCES_AND_MOVEMENTS, [
    organizationId,
    posting.branchId,
    posting.businessDate,
    posting.kind,
    posting.source.kind,
    posting.source.id,
    reason,
    ctx.actorId,
    applied.map(({ line }) => line.inventoryItemId),
    applied.map(({ result }) => result.quantityMilli),
    applied.map(({ result }) => result.unitCostIqd),
    applied.map(({ result }) => result.valueIqd),
    applied.map(({ result }) => result.after.onHandMilli),
    applied.map(({ line }) => line.sourceLine ?? null),
    touched.map(([id]) => id),
    touched.map(([, b]) => b.onHandMilli),
    touched.map(([, b]) => b.valueIqd),
    touched.map(([, b]) => b.avgCostIqd),
  ]);
  const movements = applied.map(({ line, result }, index) =>
    Object.assign(new InventoryMovement(), {
      id: inserted[index].id,
      seq: Number(inserted[index].seq),
      organizationId,
      branchId: posting.branchId,
      inventoryItemId: line.inventoryItemId,
      businessDate: posting.businessDate,
      kind: posting.kind as InventoryMovementKind,
      quantityMilli: result.quantityMilli,
      unitCostIqd: result.unitCostIqd,
      valueIqd: result.valueIqd,
      onHandAfterMilli: result.after.onHandMilli,
      sourceKind: posting.source.kind as InventorySourceKind,
      sourceId: posting.source.id,
      sourceLine: line.sourceLine ?? null,
      reason,
      createdBy: ctx.actorId,
      createdAt: inserted[index].created_at,
    }),
  );
  await emit(uow, ctx, {
    type: inventoryEvents.types.posted,
    resourceId: posting.source.id,
    branchId: posting.branchId,
    data: {
      branchId: posting.branchId,
      businessDate: posting.businessDate,
      kind: posting.kind,
      sourceKind: posting.source.kind,
      sourceId: posting.source.id,
      lines: movements.map((m) => ({ movementId: m.id, inventoryItemId: m.inventoryItemId, quantity: m.quantity, valueIqd: m.valueIqd })),
      ...(posting.extra ?? {}),
    },
  });
  for (const [itemId, balance] of touched) {
    if (!crossedBelowPar(balance.startMilli, balance.onHandMilli, balance.par)) continue;
    const data = { branchId: posting.branchId, inventoryItemId: itemId, onHand: balance.onHandMilli / 1000, parLevel: balance.par! / 1000 };
    await recordAudit(uow, ctx, { entityType: 'inventory-balance', entityId: itemId, action: 'stock-low', changes: data, branchId: posting.branchId });
    await emit(uow, ctx, { type: inventoryEvents.types.low, resourceId: itemId, branchId: posting.branchId, data });
  }
  return { movements };
}
