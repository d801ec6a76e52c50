import { Field, ID, InputType } from 'type-graphql';
import { UuidScalar } from '../../../core/scalars';
import { DeliveryOrderState } from '../shared/delivery-vocabulary';

@InputType({ description: 'Conditions on the platform order list.' })
export class DeliveryOrderFilter {
  @Field(() => UuidScalar, { nullable: true, description: 'Only orders of this connection.' })
  connectionId?: string;

  @Field(() => UuidScalar, { nullable: true, description: 'Only orders of this branch.' })
  branchId?: string;

  @Field(() => DeliveryOrderState, { nullable: true, description: 'Only orders in this state.' })
  state?: DeliveryOrderState;

  @Field(() => Boolean, { nullable: true, description: 'true: only orders with a flag; false: only orders without.' })
  flagged?: boolean;

  @Field(() => ID, { nullable: true, description: 'Only the order with this platform order id.' })
  platformOrderId?: string;
}
