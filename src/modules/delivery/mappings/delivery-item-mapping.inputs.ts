import { Field, InputType } from 'type-graphql';
import { UuidScalar } from '../../../core/scalars';
import { DeliveryMappingKind } from '../shared/delivery-vocabulary';

@InputType({ description: 'Conditions on the item mappings.' })
export class DeliveryItemMappingFilter {
  @Field(() => UuidScalar, { nullable: true, description: 'Only items of this connection.' })
  connectionId?: string;

  @Field(() => DeliveryMappingKind, { nullable: true, description: 'Only platform items (Product) or only their options (ModifierOption).' })
  kind?: DeliveryMappingKind;

  @Field(() => Boolean, { nullable: true, description: 'True: only items not mapped yet; false: only mapped ones.' })
  unmapped?: boolean;
}

@InputType({ description: 'What a platform item maps to: a product for a platform item, a modifier option for a platform option; null unmaps it.' })
export class MapDeliveryItemInput {
  @Field(() => UuidScalar, { nullable: true, description: 'A product of the organisation (a Product mapping only); null or left out unmaps.' })
  productId?: string | null;

  @Field(() => UuidScalar, { nullable: true, description: 'A modifier option of the organisation (a ModifierOption mapping only); null or left out unmaps.' })
  modifierOptionId?: string | null;
}
