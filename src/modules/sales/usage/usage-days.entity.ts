import { Column, Entity, PrimaryColumn } from 'typeorm';
import { int64 } from '../../../core/db/transformers';

/**
 * One branch's ended business day whose theoretical usage is stored in sales_usage_day_items
 * (docs/orders.md, "Stored usage days"). The read takes the day from its stored rows only while
 * it is not stale and its inputs fingerprint is the organisation's current one; otherwise it reads
 * the day's orders, as for a day never stored.
 */
@Entity('sales_usage_days')
export class SalesUsageDay {
  @PrimaryColumn('uuid')
  organizationId!: string;

  @PrimaryColumn('uuid')
  branchId!: string;

  @PrimaryColumn('date')
  businessDate!: string;

  /** Set, in its transaction, by a status change of an order of the day into or out of Completed after the day was stored. */
  @Column('boolean', { default: false })
  stale!: boolean;

  /** md5 of the organisation's bills of materials and channel kinds when the day was computed (usage-days.ts, USAGE_INPUTS_FINGERPRINT). */
  @Column('text')
  inputsFingerprint!: string;

  @Column('timestamptz')
  computedAt!: Date;
}

/** The stored day's usage of one inventory item in one BOM unit, as the live read sums it for that day. */
@Entity('sales_usage_day_items')
export class SalesUsageDayItem {
  @PrimaryColumn('uuid')
  organizationId!: string;

  @PrimaryColumn('uuid')
  branchId!: string;

  @PrimaryColumn('date')
  businessDate!: string;

  @PrimaryColumn('uuid')
  inventoryItemId!: string;

  @PrimaryColumn('text')
  unit!: string;

  /** Thousandths of `unit`. */
  @Column('bigint', { transformer: int64 })
  qtyMilli!: number;

  /** Units of the order lines whose product or chosen option carried the item. */
  @Column('bigint', { transformer: int64 })
  productUnits!: number;
}
