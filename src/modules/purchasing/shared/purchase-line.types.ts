import { Field, Float, ID, InputType, ObjectType } from 'type-graphql';
import { Max, Min } from 'class-validator';
import { Int64Scalar, UuidScalar } from '../../../core/scalars';
import { MAX_QUANTITY, MAX_UNIT_PRICE_IQD, QUANTITY_DECIMALS } from './purchase-lines.rules';
import { IsNumberWithDecimals } from '../../../core/validation/decimals';

@ObjectType('PurchaseLine', { simpleResolvers: true, description: 'A line of a purchase order or invoice: item, quantity in its unit, price, line total.' })
export class PurchaseLine {
  @Field(() => ID, { description: 'Id of the inventory item bought.' })
  inventoryItemId!: string;

  @Field(() => Float, { description: `Quantity in the item's unit (Kg, G, L, Ml or Piece), at most ${QUANTITY_DECIMALS} decimals.` })
  quantity!: number;

  @Field(() => Int64Scalar, { description: 'Price of one unit in IQD.' })
  unitPriceIqd!: number;

  @Field(() => Int64Scalar, { description: 'quantity × unitPriceIqd rounded to 1 IQD, half away from zero.' })
  lineTotalIqd!: number;

  @Field(() => Float, { nullable: true, description: 'Purchase orders: quantity received so far (null on invoices and before the first receipt).' })
  receivedQuantity?: number | null;
}

@InputType({ description: 'A line: an active inventory item of the organisation, a quantity in its unit and a unit price in IQD.' })
export class PurchaseLineInput {
  @Field(() => UuidScalar, { description: 'Id of an active inventory item of the organisation.' })
  inventoryItemId!: string;

  @Field(() => Float, { description: `More than 0, at most ${MAX_QUANTITY}, at most ${QUANTITY_DECIMALS} decimals, in the item's unit.` })
  @IsNumberWithDecimals(QUANTITY_DECIMALS, { message: `must have at most ${QUANTITY_DECIMALS} decimal places` })
  @Min(0.001, { message: 'must be more than 0' })
  @Max(MAX_QUANTITY, { message: `must be at most ${MAX_QUANTITY}` })
  quantity!: number;

  @Field(() => Int64Scalar, { description: `IQD per unit, 0 to ${MAX_UNIT_PRICE_IQD}.` })
  @Min(0, { message: 'must be 0 or more' })
  @Max(MAX_UNIT_PRICE_IQD, { message: `must be at most ${MAX_UNIT_PRICE_IQD}` })
  unitPriceIqd!: number;
}
