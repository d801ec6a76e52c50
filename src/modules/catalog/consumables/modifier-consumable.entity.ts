import { Column, Entity, Index } from 'typeorm';
import { Field, Float, Int, ObjectType } from 'type-graphql';
import { OrganizationRecord } from '../../../core/db/base-records';
import { UuidScalar } from '../../../core/scalars';
import { InventoryUnit } from '../inventory-items/inventory-item.rules';
import { ConsumableKind } from './consumable.entity';

/*
 * A modifier option's own bill of materials: what choosing the option adds to one unit of the line
 * ("Extra cheese": 30 g of cheese per sandwich). It applies on every channel (an option is chosen,
 * so it is never optional), and the line's quantity multiplies it like a product's lines.
 */
@ObjectType('ModifierOptionConsumable', {
  simpleResolvers: true,
  description:
    'A bill-of-materials line of a modifier option: how much of an inventory item choosing the option consumes for each unit of the order line that carries it.',
})
@Entity('catalog_modifier_option_consumables')
@Index('catalog_modifier_option_consumables_item_key', ['optionId', 'inventoryItemId'], { unique: true })
@Index('catalog_modifier_option_consumables_org_option_idx', ['organizationId', 'optionId'])
export class ModifierOptionConsumable extends OrganizationRecord {
  @Field(() => UuidScalar, { description: 'The modifier option this line belongs to.' })
  @Column('uuid')
  optionId!: string;

  @Field(() => UuidScalar, { description: 'The inventory item consumed.' })
  @Column('uuid')
  inventoryItemId!: string;

  /** Thousandths of `unit` (30 g → 30000). */
  @Column('bigint', { transformer: { to: (v: number) => v, from: (v: string | number) => Number(v) } })
  qtyMilli!: number;

  @Field(() => Float, { description: 'Quantity consumed per unit of the order line that chose the option, in `unit` (up to 3 decimals).' })
  get qtyPerParentUnit(): number {
    return this.qtyMilli / 1000;
  }

  @Field(() => InventoryUnit, { description: "Unit of the quantity; the item's unit or a convertible one (G↔Kg, Ml↔L)." })
  @Column('text')
  unit!: InventoryUnit;

  @Field(() => ConsumableKind, { description: 'What the line is (Ingredient, Packaging, Garnish, Sauce or Other); informative.' })
  @Column('text')
  kind!: ConsumableKind;

  @Field(() => Int, { description: 'Position among the option’s lines (0 first).' })
  @Column('integer', { default: 0 })
  sortOrder!: number;
}
