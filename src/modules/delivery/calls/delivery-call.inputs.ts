import { Field, InputType } from 'type-graphql';
import { DateTimeScalar, UuidScalar } from '../../../core/scalars';
import { DeliveryCallDirection, DeliveryCallOutcome } from '../shared/delivery-vocabulary';

@InputType({ description: 'Conditions on the call log.' })
export class DeliveryCallFilter {
  @Field(() => UuidScalar, { nullable: true, description: 'Only calls of this connection.' })
  connectionId?: string;

  @Field(() => UuidScalar, { nullable: true, description: 'Only calls about this platform order.' })
  deliveryOrderId?: string;

  @Field(() => DeliveryCallDirection, { nullable: true, description: 'In or Out.' })
  direction?: DeliveryCallDirection;

  @Field(() => DeliveryCallOutcome, { nullable: true, description: 'Succeeded (2xx), Refused (4xx) or Failed (5xx, timeout, no answer).' })
  outcome?: DeliveryCallOutcome;

  @Field(() => DateTimeScalar, { nullable: true, description: 'Calls started at or after this time.' })
  from?: Date;

  @Field(() => DateTimeScalar, { nullable: true, description: 'Calls started before this time.' })
  to?: Date;
}
