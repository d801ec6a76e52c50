import { Field, ID, Int, ObjectType } from 'type-graphql';
import { DateTimeScalar } from '../../../core/scalars';
import { DeliveryMenuPushState, DeliveryMenuPushTrigger, DeliveryMessageStatus } from '../shared/delivery-vocabulary';
import type { DeliveryOutboundMessage } from '../outbound/delivery-outbound-message.entity';

@ObjectType('DeliveryMenuPush', {
  simpleResolvers: true,
  description: "One push of a connection's menu to its platform: what queued it, where it stands, its attempts and last error.",
})
export class DeliveryMenuPush {
  @Field(() => ID, { description: "The push's id." })
  id!: string;

  @Field(() => ID, { description: 'The connection whose platform is sent the menu.' })
  connectionId!: string;

  @Field(() => DeliveryMenuPushTrigger, { description: 'What queued the push (the first cause, when later ones joined it).' })
  trigger!: DeliveryMenuPushTrigger;

  @Field(() => DeliveryMenuPushState, { description: 'Queued, Sent or Failed.' })
  state!: DeliveryMenuPushState;

  @Field(() => Int, { description: 'Attempts made so far.' })
  attempts!: number;

  @Field(() => String, { nullable: true, description: "The last attempt's error (HTTP status or network error); null when none." })
  lastError!: string | null;

  @Field(() => DateTimeScalar, { description: 'When the push was queued.' })
  queuedAt!: Date;

  @Field(() => DateTimeScalar, { nullable: true, description: 'While queued: when it is due (after the change debounce, or the retry backoff).' })
  nextAttemptAt!: Date | null;

  @Field(() => DateTimeScalar, { nullable: true, description: 'When it was sent or given up; null while queued.' })
  completedAt!: Date | null;
}

const STATE_OF: Record<DeliveryMessageStatus, DeliveryMenuPushState> = {
  [DeliveryMessageStatus.Pending]: DeliveryMenuPushState.Queued,
  [DeliveryMessageStatus.Sent]: DeliveryMenuPushState.Sent,
  [DeliveryMessageStatus.Failed]: DeliveryMenuPushState.Failed,
};

/** A menu message of the outbound queue as its push record. */
export function menuPushOf(message: DeliveryOutboundMessage): DeliveryMenuPush {
  const trigger = (message.payload as { trigger?: DeliveryMenuPushTrigger }).trigger;
  return {
    id: message.id,
    connectionId: message.connectionId,
    trigger: trigger && trigger in DeliveryMenuPushTrigger ? trigger : DeliveryMenuPushTrigger.Request,
    state: STATE_OF[message.status],
    attempts: message.attempts,
    lastError: message.lastError,
    queuedAt: message.createdAt,
    nextAttemptAt: message.status === DeliveryMessageStatus.Pending ? message.nextAttemptAt : null,
    completedAt: message.completedAt,
  };
}
