import { Field, InputType } from 'type-graphql';
import { UuidScalar } from '../../../core/scalars';
import { SalesChannelKind } from '../../catalog/shared/sales-channel-kind';
import { OrderItemInput } from './sales-order.inputs';

@InputType('CounterOrderInput', {
  description:
    'An order entered by hand at the counter (docs/orders.md, "Counter orders"): priced by the catalogue like every order, paid afterwards at a till.',
})
export class CounterOrderInput {
  @Field(() => UuidScalar, { description: 'Branch the order is for; a branch of the organisation (422 otherwise).' })
  branchId!: string;

  @Field(() => UuidScalar, { nullable: true, description: 'Sales channel to price for; omitted: the organisation’s oldest active channel of channelKind.' })
  channelId?: string | null;

  @Field(() => SalesChannelKind, {
    nullable: true,
    description: 'With no channelId: DineIn (default), Takeaway or Delivery. The channel decides which products are sold and the promotions that apply.',
  })
  channelKind?: SalesChannelKind | null;

  @Field(() => UuidScalar, { nullable: true, description: 'A table of the branch the order is served at (optional).' })
  tableId?: string | null;

  @Field(() => String, { nullable: true, description: 'A note on the whole order for the kitchen; at most 500 characters.' })
  note?: string | null;

  @Field(() => [OrderItemInput], { description: 'Products with quantities, chosen modifier options and line notes (1 to 100 lines).' })
  items!: OrderItemInput[];
}
