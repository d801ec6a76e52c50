import { Field, Float, InputType } from 'type-graphql';
import { UuidScalar } from '../../../core/scalars';
import { MAX_QUANTITY } from '../shared/inventory-vocabulary';

@InputType({ description: 'The par level and reorder quantity of an item at a branch.' })
export class SetParLevelInput {
  @Field(() => UuidScalar, { nullable: true, description: 'A branch of the organisation; the active branch when left out.' })
  branchId?: string | null;

  @Field(() => UuidScalar, { description: 'An active inventory item of the organisation.' })
  inventoryItemId!: string;

  @Field(() => Float, { nullable: true, description: `Below it the item is low; null clears it. More than 0, at most ${MAX_QUANTITY}, at most 3 decimals.` })
  parLevel?: number | null;

  @Field(() => Float, { nullable: true, description: 'Quantity to order when low; null: enough to reach par.' })
  reorderQuantity?: number | null;
}
