import { Field, Int, ObjectType, registerEnumType } from 'type-graphql';
import { DateTimeScalar, Int64Scalar, UuidScalar } from '../../../core/scalars';
import { OrderSource, OrderStatus } from '../shared/sales-vocabulary';
import { KitchenTicket } from '../kitchen/kitchen-ticket.entity';
import { AvailabilityChange } from '../availability/sold-out.inputs';

/** What a live order event says happened (docs/live.md). */
export enum LiveOrderEventKind {
  OrderPlaced = 'OrderPlaced',
  OrderStatusChanged = 'OrderStatusChanged',
  KitchenTicketChanged = 'KitchenTicketChanged',
  AvailabilityChanged = 'AvailabilityChanged',
  Refetch = 'Refetch',
}
registerEnumType(LiveOrderEventKind, {
  name: 'LiveOrderEventKind',
  description:
    'OrderPlaced, OrderStatusChanged, KitchenTicketChanged, AvailabilityChanged, or Refetch (the client missed more than can be replayed: reload the list, then keep listening).',
  valuesConfig: {
    OrderPlaced: { description: 'An order was placed (guest QR, partner API or console).' },
    OrderStatusChanged: { description: 'An order moved to another status (accepted, preparing, ready, completed, cancelled).' },
    KitchenTicketChanged: { description: 'A kitchen ticket (order line) was bumped or voided.' },
    AvailabilityChanged: { description: 'A product or inventory item was marked sold out or available again at the branch.' },
    Refetch: { description: 'Events were missed beyond the replay window: reload the current state; `sequence` is where live events continue from.' },
  },
});

@ObjectType({ simpleResolvers: true, description: 'The order as it stood when the event was recorded.' })
export class LiveOrder {
  @Field(() => UuidScalar, { description: 'Order id.' })
  id!: string;

  @Field(() => String, { description: 'Order number shown to staff and guests (per branch and business day).' })
  number!: string;

  @Field(() => OrderSource, { description: 'Where the order came from.' })
  source!: OrderSource;

  @Field(() => OrderStatus, { description: 'Status after the event.' })
  status!: OrderStatus;

  @Field(() => OrderStatus, { nullable: true, description: 'Status before the event (null when placed).' })
  previousStatus!: OrderStatus | null;

  @Field(() => UuidScalar, { nullable: true, description: 'Self-order table of a guest order.' })
  tableId!: string | null;

  @Field(() => String, { nullable: true, description: "The guest's or partner's note on the whole order; null when none." })
  note!: string | null;

  @Field(() => String, { nullable: true, description: "The partner's own reference of a partner order." })
  partnerReference!: string | null;

  @Field(() => Int64Scalar, { description: 'Order total in IQD.' })
  total!: number;

  @Field(() => Int, { description: 'Number of order lines.' })
  lineCount!: number;

  @Field(() => String, { nullable: true, description: 'Why the order was cancelled.' })
  cancelReason!: string | null;
}

@ObjectType({ simpleResolvers: true, description: "One event of a branch's live order stream, numbered per branch in commit order." })
export class LiveOrderEvent {
  @Field(() => Int64Scalar, {
    description: "The branch's sequence number: one more than the previous event's. Pass the last one seen as afterSequence when reconnecting.",
  })
  sequence!: number;

  @Field(() => LiveOrderEventKind, { description: 'What happened.' })
  kind!: LiveOrderEventKind;

  @Field(() => UuidScalar, { description: 'Branch of the event.' })
  branchId!: string;

  @Field(() => DateTimeScalar, { description: 'When the change committed (UTC).' })
  occurredAt!: Date;

  @Field(() => LiveOrder, { nullable: true, description: 'The order (OrderPlaced, OrderStatusChanged; null otherwise).' })
  order!: LiveOrder | null;

  @Field(() => KitchenTicket, { nullable: true, description: 'The kitchen ticket after the change (KitchenTicketChanged; null otherwise).' })
  ticket!: KitchenTicket | null;

  @Field(() => AvailabilityChange, { nullable: true, description: 'The availability change (AvailabilityChanged; null otherwise).' })
  availability!: AvailabilityChange | null;
}
