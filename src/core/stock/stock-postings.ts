import type { RequestContext } from '../context/request-context';
import type { UnitOfWork } from '../db/unit-of-work';

/**
 * The seam between modules that change stock (purchasing receives, production closes a batch,
 * sales completes an order) and the module that keeps it (inventory). Sources describe what
 * moved in their own transaction; the inventory module registers the one poster at start-up.
 * So purchasing, production and sales never import inventory's internals, and inventory is the
 * only writer of movements and balances (docs/inventory.md, "Sources").
 */
export interface StockPostingLine {
  inventoryItemId: string;
  /** Signed thousandths of `unit` (0.25 kg out → -250 with unit Kg); converted to the item's unit by the poster. */
  quantityMilli: number;
  /** Unit of quantityMilli (an InventoryUnit value); the item's own unit when omitted. */
  unit?: string;
  /**
   * Value of an inflow in whole IQD (what the receipt cost, a batch output's share). Omitted:
   * the branch's moving-average cost decides (every outflow, and inflows with no price of their own).
   */
  valueIqd?: number;
  /** The line of the source (purchase order line index, BOM line, output id...), for links. */
  sourceLine?: string | null;
}

export interface StockPosting {
  branchId: string;
  businessDate: string;
  /** An InventoryMovementKind value (Receipt, ProductionInput, SaleUsage...). */
  kind: string;
  source: { kind: string; id: string };
  lines: StockPostingLine[];
  reason?: string | null;
  /** Figures the source wants carried in the movements event (e.g. unmapped product units of a sale). */
  extra?: Record<string, unknown>;
}

export type StockPoster = (uow: UnitOfWork, ctx: RequestContext, posting: StockPosting) => Promise<void>;

let poster: StockPoster | null = null;

/** The inventory module registers itself here once; a second registration is a wiring mistake. */
export function registerStockPoster(next: StockPoster): void {
  if (poster && poster !== next) throw new Error('A stock poster is already registered');
  poster = next;
}

/** Posts the movements in the caller's transaction; nothing when no line moves or no inventory module is wired. */
export async function postStock(uow: UnitOfWork, ctx: RequestContext, posting: StockPosting): Promise<void> {
  if (!poster) return;
  const lines = posting.lines.filter((line) => line.quantityMilli !== 0);
  if (lines.length === 0) return;
  await poster(uow, ctx, { ...posting, lines });
}
