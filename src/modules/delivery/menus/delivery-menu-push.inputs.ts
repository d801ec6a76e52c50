import { Field, InputType } from 'type-graphql';
import { UuidScalar } from '../../../core/scalars';
import { DeliveryMenuPushState } from '../shared/delivery-vocabulary';

@InputType({ description: 'Conditions on the menu pushes.' })
export class DeliveryMenuPushFilter {
  @Field(() => UuidScalar, { nullable: true, description: 'Only pushes to this connection.' })
  connectionId?: string;

  @Field(() => DeliveryMenuPushState, { nullable: true, description: 'Queued, Sent or Failed.' })
  state?: DeliveryMenuPushState;
}
