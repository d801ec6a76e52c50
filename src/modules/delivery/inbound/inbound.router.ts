import express, { type Request, type RequestHandler, type Response } from 'express';
import type { Runtime } from '../../../core/runtime';
import { RequestContext } from '../../../core/context/request-context';
import { systemPrincipal } from '../../../core/auth/principal';
import { AppError, notFound } from '../../../core/errors/app-error';
import { respondWithError } from '../../../core/http/respond-error';
import { crashTestHold } from '../../../core/idempotency/crash-test-hold';
import { isUuid } from '../../../core/scalars';
import { adapterFor, type InboundEvent, type InboundRequest, type InboundResult, type IntakeOutcome } from '../adapters/adapter';
import { DeliveryConnection } from '../connections/delivery-connection.entity';
import { deliveryConnectionService } from '../connections/delivery-connection.service';
import { deliveryIntakeService } from '../orders/delivery-intake.service';
import { deliveryOrderService } from '../orders/delivery-order.service';
import { deliveryMenuPushService } from '../menus/delivery-menu-push.service';
import { loggedAnswer, recordCall } from '../calls/delivery-call.log';
import { DeliveryCallDirection, DeliveryPlatform } from '../shared/delivery-vocabulary';

/** Inbound bodies are refused above this size (422 on `body`). */
export const MAX_INBOUND_BYTES = 256 * 1024;
export const INBOUND_PREFIX = '/delivery';

/** The path segment of each platform: /delivery/{segment}/{connectionId}/… */
export const PLATFORM_SEGMENTS: Record<string, DeliveryPlatform> = { generic: DeliveryPlatform.Generic, 'delivery-hero': DeliveryPlatform.DeliveryHero };

const NO_EVENT: IntakeOutcome = { deliveryOrderId: null, salesOrderId: null, state: null, flags: [], duplicate: false };

async function handle(ctx: RequestContext, connection: DeliveryConnection, event: InboundEvent): Promise<IntakeOutcome> {
  switch (event.kind) {
    case 'order.created':
      return deliveryIntakeService.receive(ctx, connection, event.order);
    case 'order.cancelled':
      return deliveryOrderService.cancelByPlatform(ctx, connection, event.platformOrderId, event.reason);
    case 'order.picked-up':
      return deliveryOrderService.pickedUpByPlatform(ctx, connection, event.platformOrderId);
    case 'menu.requested':
      await deliveryMenuPushService.requestedByPlatform(ctx, connection);
      return NO_EVENT;
  }
}

const operationOf = (events: InboundEvent[]) => events.map((event) => event.kind).join(',') || 'unknown';

/**
 * The platforms' door (docs/delivery.md, "Inbound calls"): /delivery/{platform}/{connectionId}[/…].
 * No session: the connection's adapter checks the platform's own proof (a signature), then the
 * events are handled as the connection's organisation. Every call is kept in the call log; a
 * second call with the same id (webhook-id) gets the first answer again and changes nothing.
 */
export function inboundHandler(runtime: Runtime): RequestHandler {
  const router = express.Router();
  const raw = express.raw({ type: () => true, limit: MAX_INBOUND_BYTES });
  router.all('/:platform/:connectionId{/*rest}', (req: Request, res: Response) => {
    raw(req, res, (error?: unknown) => {
      if (error) {
        const tooLarge = (error as { type?: string }).type === 'entity.too.large';
        return respondWithError(
          req,
          res,
          new AppError('VALIDATION', tooLarge ? 'The request body is too large.' : 'The request body could not be read.', {
            fields: { body: [tooLarge ? `must be at most ${MAX_INBOUND_BYTES} bytes` : 'could not be read'] },
          }),
        );
      }
      void serve(runtime, req, res);
    });
  });
  return router;
}

async function serve(runtime: Runtime, req: Request, res: Response): Promise<void> {
  const started = runtime.clock.now();
  const t0 = performance.now();
  const platform = PLATFORM_SEGMENTS[String(req.params.platform)];
  const connectionId = String(req.params.connectionId);
  const connection =
    platform && isUuid(connectionId)
      ? await runtime.db.dataSource.manager.findOne(DeliveryConnection, { where: { id: connectionId, platform, active: true } })
      : null;
  const adapter = platform ? adapterFor(platform) : null;
  if (!connection || !adapter) return respondWithError(req, res, notFound('Delivery connection'));

  const ctx = new RequestContext(runtime, systemPrincipal(connection.organizationId, [], connection.branchId), null, { ip: req.ip ?? null, transport: 'rest' });
  const rest = (req.params as Record<string, unknown>).rest;
  const request: InboundRequest = {
    method: req.method,
    path: '/' + (Array.isArray(rest) ? rest.join('/') : ''),
    headers: Object.fromEntries(Object.entries(req.headers).map(([name, value]) => [name, Array.isArray(value) ? value.join(', ') : value])),
    rawBody: Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0),
  };
  let status = 500;
  let answer = '';
  let events: InboundEvent[] = [];
  let replayKey: string | null = null;
  let deliveryOrderId: string | null = null;
  let replayed = false;
  let respond: () => void;
  try {
    events = await adapter.verifyAndParse(deliveryConnectionService.forAdapter(ctx, connection), request, runtime.clock.now());
    replayKey = adapter.replayKey(request);
    const earlier = replayKey ? await loggedAnswer(runtime, connection.id, replayKey) : null;
    if (earlier) {
      replayed = true;
      status = earlier.status;
      answer = earlier.body;
    } else {
      let result: InboundResult = { status: 200, body: {} };
      for (const event of events) {
        const outcome = await handle(ctx, connection, event);
        deliveryOrderId ??= outcome.deliveryOrderId;
        result = adapter.answer(deliveryConnectionService.forAdapter(ctx, connection), event, outcome);
      }
      status = result.status;
      answer = JSON.stringify(result.body);
      // Crash tests only: the order committed, its answer neither logged nor sent (test/platform/crash-delivery.test.ts).
      await crashTestHold(req, ctx, 'before-store', Buffer.from(answer));
      for (const [name, value] of Object.entries(result.headers ?? {})) res.setHeader(name, value);
    }
    if (replayed) res.setHeader('webhook-replayed', 'true');
    respond = () => res.status(status).type('application/json').send(answer);
  } catch (error) {
    status = error instanceof AppError ? error.status : 500;
    answer = error instanceof Error ? JSON.stringify({ error: error.message, fields: error instanceof AppError ? error.fields : undefined }) : '';
    if (status === 500) runtime.logger.error({ err: error, connectionId }, 'delivery inbound call failed');
    respond = () => respondWithError(req, res, error);
  }
  // The call is logged before it is answered, so a replay sent as soon as the answer arrives finds it.
  if (!replayed) {
    await recordCall(runtime, {
      organizationId: connection.organizationId,
      connectionId: connection.id,
      direction: DeliveryCallDirection.In,
      operation: operationOf(events),
      method: req.method,
      url: req.originalUrl,
      requestHeaders: req.headers,
      requestBody: request.rawBody.toString('utf8'),
      responseStatus: status,
      responseBody: answer,
      error: null,
      startedAt: started,
      durationMs: performance.now() - t0,
      deliveryOrderId,
      // Only a handled call answers its replays; a refused one (bad signature) must not block the genuine call.
      replayKey: status < 300 ? replayKey : null,
    }).catch((error: unknown) => runtime.logger.warn({ err: error }, 'could not log a delivery call'));
  }
  respond();
}
