import type { UnitOfWork } from '../../../core/db/unit-of-work';
import type { RequestContext } from '../../../core/context/request-context';
import { runSql } from '../../../core/db/run-sql';
import { DeliveryOutboundMessage } from '../outbound/delivery-outbound-message.entity';
import { kickSender } from '../outbound/outbound.sender';
import type { DeliveryConnection } from '../connections/delivery-connection.entity';
import { type DeliveryMenuPushTrigger, DeliveryMessageKind, DeliveryMessageStatus, DeliveryPlatform } from '../shared/delivery-vocabulary';

/** A catalogue change is pushed this long after the first change, with every change made meanwhile. */
export const MENU_DEBOUNCE_MS = 5_000;

/** A connection the service can call: active, and (a Generic one) with an outbound URL. */
export function canPushTo(connection: DeliveryConnection): boolean {
  return connection.active && (connection.platform !== DeliveryPlatform.Generic || Boolean(connection.outboundUrl));
}

/**
 * Queues a push of the connection's menu in the caller's unit of work, due `delayMs` from now
 * (docs/delivery.md, "Menu push"). The menu is read when the push is sent, so one queued push
 * carries every change made before it goes: a push already queued for the connection and not being
 * sent takes this one (brought forward when this one is due sooner) instead of a second push.
 * The row lock the update takes holds back the sender's claim until the caller commits, so a
 * change committed after the menu was read always queues a push of its own.
 */
export async function queueMenuPush(
  uow: UnitOfWork,
  ctx: RequestContext,
  connection: DeliveryConnection,
  trigger: DeliveryMenuPushTrigger,
  delayMs: number,
): Promise<DeliveryOutboundMessage> {
  const now = ctx.now();
  const due = new Date(now.getTime() + delayMs);
  const [joined] = await runSql<{ id: string }>(
    uow.manager,
    `UPDATE delivery_outbound_messages SET next_attempt_at = LEAST(next_attempt_at, $3)
      WHERE id = (SELECT id FROM delivery_outbound_messages
                   WHERE connection_id = $1 AND kind = $4 AND status = $5 AND (lease_until IS NULL OR lease_until < $2)
                   ORDER BY seq LIMIT 1)
        AND status = $5 AND (lease_until IS NULL OR lease_until < $2)
      RETURNING id`,
    [connection.id, now, due, DeliveryMessageKind.Menu, DeliveryMessageStatus.Pending],
  );
  let message: DeliveryOutboundMessage;
  if (joined) {
    message = await uow.manager.findOneByOrFail(DeliveryOutboundMessage, { id: joined.id });
  } else {
    message = uow.manager.create(DeliveryOutboundMessage, {
      organizationId: connection.organizationId,
      connectionId: connection.id,
      deliveryOrderId: null,
      kind: DeliveryMessageKind.Menu,
      payload: { trigger },
      nextAttemptAt: due,
    });
    await uow.manager.save(DeliveryOutboundMessage, message);
  }
  // Due now: sent after the commit; a debounced push is picked up by the sweep when due.
  if (delayMs === 0) uow.afterCommit(() => kickSender(ctx.runtime, message.id));
  return message;
}
