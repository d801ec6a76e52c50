import { Column, Entity, Index } from 'typeorm';
import { Field, Float, Int, ObjectType, registerEnumType } from 'type-graphql';
import { OrganizationRecord } from '../../../core/db/base-records';
import { UuidScalar } from '../../../core/scalars';
import { InventoryUnit } from '../inventory-items/inventory-item.rules';

/** Which sales channel kinds consume a line: every sale (All) or one kind (delivery packaging). */
export enum ConsumableChannelScope {
  All = 'All',
  DineIn = 'DineIn',
  Takeaway = 'Takeaway',
  Delivery = 'Delivery',
  SelfOrder = 'SelfOrder',
  Partner = 'Partner',
}
registerEnumType(ConsumableChannelScope, {
  name: 'ConsumableChannelScope',
  description: 'All, or one SalesChannelKind.',
  valuesConfig: {
    All: { description: 'Consumed on every sales channel.' },
    DineIn: { description: 'Consumed only on DineIn sales.' },
    Takeaway: { description: 'Consumed only on Takeaway sales (e.g. a takeaway box).' },
    Delivery: { description: 'Consumed only on Delivery sales.' },
    SelfOrder: { description: 'Consumed only on SelfOrder (QR) sales.' },
    Partner: { description: 'Consumed only on Partner sales.' },
  },
});

export enum ConsumableKind {
  Ingredient = 'Ingredient',
  Packaging = 'Packaging',
  Garnish = 'Garnish',
  Sauce = 'Sauce',
  Other = 'Other',
}
registerEnumType(ConsumableKind, {
  name: 'ConsumableKind',
  description: 'Ingredient, Packaging, Garnish, Sauce or Other.',
  valuesConfig: {
    Ingredient: { description: 'Part of the food itself.' },
    Packaging: { description: 'Packaging the product is served or sent in.' },
    Garnish: { description: 'Decoration or side served with the product.' },
    Sauce: { description: 'Sauce or dressing served with the product.' },
    Other: { description: 'Anything else the product uses up.' },
  },
});

@ObjectType('ProductConsumable', {
  simpleResolvers: true,
  description: 'A bill-of-materials line: how much of an inventory item one unit of the product consumes.',
})
@Entity('catalog_product_consumables')
@Index('catalog_product_consumables_item_scope_key', ['productId', 'inventoryItemId', 'channelScope'], { unique: true })
@Index('catalog_product_consumables_org_product_idx', ['organizationId', 'productId', 'required'])
export class ProductConsumable extends OrganizationRecord {
  @Field(() => UuidScalar, { description: 'Id of the product the line belongs to.' })
  @Column('uuid')
  productId!: string;

  @Field(() => UuidScalar, { description: 'Id of the inventory item consumed.' })
  @Column('uuid')
  inventoryItemId!: string;

  /** Thousandths of `unit` (0.25 kg → 250). */
  @Column('bigint', { transformer: { to: (v: number) => v, from: (v: string | number) => Number(v) } })
  qtyMilli!: number;

  @Field(() => Float, { description: 'Quantity per product unit, in `unit` (up to 3 decimals).' })
  get qtyPerParentUnit(): number {
    return this.qtyMilli / 1000;
  }

  @Field(() => InventoryUnit, { description: "Unit of the quantity; the item's unit or a convertible one (G↔Kg, Ml↔L)." })
  @Column('text')
  unit!: InventoryUnit;

  @Field(() => ConsumableChannelScope, { description: 'Sales channels on which the line is consumed (All or one kind).' })
  @Column('text')
  channelScope!: ConsumableChannelScope;

  @Field(() => Boolean, { description: 'False for optional lines (e.g. a garnish the guest can decline).' })
  @Column('boolean', { default: true })
  required!: boolean;

  @Field(() => ConsumableKind, { description: 'What role the item plays in the product.' })
  @Column('text')
  kind!: ConsumableKind;

  @Field(() => Int, { description: 'Position of the line in the bill of materials; lower first.' })
  @Column('integer', { default: 0 })
  sortOrder!: number;
}
