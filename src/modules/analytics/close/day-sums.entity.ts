import { Column, Entity, PrimaryColumn } from 'typeorm';
import { int64 } from '../../../core/db/transformers';

const sum = { type: 'bigint', transformer: int64 } as const;

/**
 * One inventory item's movements of one branch's closed business day, summed per variance
 * component (docs/analytics.md, "Stored daily sums"): signed as the ledger holds them, in
 * thousandths of the item's unit and in IQD. Written with the close in its transaction and
 * replaced whenever the close is computed again, so the rows always match the close.
 */
@Entity('analytics_day_item_sums')
export class DayItemSums {
  @PrimaryColumn('uuid')
  branchId!: string;

  @PrimaryColumn('date')
  businessDate!: string;

  @PrimaryColumn('uuid')
  inventoryItemId!: string;

  @Column('uuid')
  organizationId!: string;

  /** Movements summed (any kind): an item with movements that cancel out is still in the report. */
  @Column('integer')
  movements!: number;

  @Column(sum)
  receiptsMilli!: number;

  @Column(sum)
  receiptsIqd!: number;

  @Column(sum)
  productionOutputsMilli!: number;

  @Column(sum)
  productionOutputsIqd!: number;

  @Column(sum)
  transfersInMilli!: number;

  @Column(sum)
  transfersInIqd!: number;

  @Column(sum)
  transfersOutMilli!: number;

  @Column(sum)
  transfersOutIqd!: number;

  @Column(sum)
  salesUsageMilli!: number;

  @Column(sum)
  salesUsageIqd!: number;

  @Column(sum)
  productionInputsMilli!: number;

  @Column(sum)
  productionInputsIqd!: number;

  @Column(sum)
  wasteMilli!: number;

  @Column(sum)
  wasteIqd!: number;

  @Column(sum)
  unexplainedMilli!: number;

  @Column(sum)
  unexplainedIqd!: number;
}

/**
 * Sales of one product without any bill-of-materials line on one branch's closed business day,
 * as the day was closed (a bill of materials added later does not move them: their usage was never
 * posted either). Kept like DayItemSums.
 */
@Entity('analytics_day_unmapped_sales')
export class DayUnmappedSales {
  @PrimaryColumn('uuid')
  branchId!: string;

  @PrimaryColumn('date')
  businessDate!: string;

  @PrimaryColumn('uuid')
  productId!: string;

  @Column('uuid')
  organizationId!: string;

  @Column('text')
  productName!: string;

  @Column(sum)
  units!: number;

  @Column(sum)
  netIqd!: number;
}
