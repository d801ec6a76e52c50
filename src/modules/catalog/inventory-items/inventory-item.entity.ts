import { Column, Entity, Index } from 'typeorm';
import { Field, ObjectType } from 'type-graphql';
import { SoftDeletableRecord } from '../../../core/db/base-records';
import { Int64Scalar } from '../../../core/scalars';
import { int64 } from '../../../core/db/transformers';
import { InventoryKind, InventoryUnit } from './inventory-item.rules';

@ObjectType('InventoryItem', { simpleResolvers: true, description: 'Something the kitchen stocks or produces (raw chicken, rice, oil, a rice box).' })
@Entity('catalog_inventory_items')
@Index('catalog_inventory_items_org_name_key', ['organizationId', 'nameKey'], { unique: true, where: 'deleted_at IS NULL' })
export class InventoryItem extends SoftDeletableRecord {
  @Field(() => String, { description: 'Name of the item, 1-120 characters, unique in the organisation.' })
  @Column('text')
  name!: string;

  @Field(() => String, { nullable: true, description: 'Arabic name.' })
  @Column('text', { nullable: true })
  nameAr!: string | null;

  /** Lower-cased name: two live items of one organisation cannot share a name. */
  @Column('text')
  nameKey!: string;

  @Field(() => InventoryUnit, { description: 'Unit the item is counted in.' })
  @Column('text')
  unit!: InventoryUnit;

  @Field(() => InventoryKind, { description: 'What the item is; Chicken, Meat and Rice feed production batches.' })
  @Column('text')
  kind!: InventoryKind;

  @Field(() => Boolean, { description: 'Inactive items stay on old records but cannot be used on new ones.' })
  @Column('boolean', { default: true })
  active!: boolean;

  @Field(() => Int64Scalar, { description: 'Standard cost of one unit in IQD (used for batch input costs).' })
  @Column('bigint', { transformer: int64 })
  standardCostIqd!: number;
}
