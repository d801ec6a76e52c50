import { Arg, Ctx, FieldResolver, Mutation, Query, Resolver, Root } from 'type-graphql';
import type { RequestContext } from '../../../core/context/request-context';
import { ListArgs, listArgDescription } from '../../../core/lists/list-args';
import { Paginated } from '../../../core/lists/paginated';
import { UuidScalar } from '../../../core/scalars';
import { Till } from './till.entity';
import { TillSession } from './till-session.entity';
import { TillMovement } from './till-movement.entity';
import { TillPayment } from './till-payment.entity';
import {
  CreateTillInput,
  OpenTillSessionInput,
  TillCashPaymentInput,
  TillCountInput,
  TillFilter,
  TillMovementInput,
  TillSessionFilter,
  UpdateTillInput,
} from './till.inputs';
import { tillService, tillsSort } from './till.service';
import { tillSessionService, tillSessionsSort } from './till-session.service';
import { tillPaymentService } from './till-payment.service';
import { tillCloseService } from './till-close.service';
import { currentSessionLoader, sessionMovementsLoader, sessionPaymentsLoader } from './till.loaders';

export const TillPage = Paginated(Till, 'Till');
export const TillSessionPage = Paginated(TillSession, 'TillSession');

@Resolver(() => Till)
export class TillResolver {
  @Query(() => TillPage, { description: 'Tills (cash drawers) of the organisation.' })
  tills(
    @Ctx() ctx: RequestContext,
    @Arg('list', () => ListArgs, { nullable: true, description: listArgDescription(tillsSort, 'name Asc') }) list?: ListArgs,
    @Arg('filter', () => TillFilter, {
      nullable: true,
      description: "Narrows the list; every condition given must hold. Null adds no condition (defaults stated on the filter's fields still apply).",
    })
    filter?: TillFilter,
  ) {
    return tillService.list(ctx, list, filter);
  }

  @Query(() => Till, { description: 'A till (404 for another organisation’s).' })
  till(
    @Ctx() ctx: RequestContext,
    @Arg('id', () => UuidScalar, { description: "Id of the till; 404 when no such till is visible to the caller (e.g. another organisation's)." }) id: string,
  ) {
    return tillService.get(ctx, id);
  }

  @Mutation(() => Till, { description: 'Creates a till in a branch (409 for a duplicate name in the branch).' })
  createTill(@Ctx() ctx: RequestContext, @Arg('input', () => CreateTillInput, { description: 'Fields of the new till.' }) input: CreateTillInput) {
    return tillService.create(ctx, input);
  }

  @Mutation(() => Till, { description: 'Renames, deactivates or activates a till.' })
  updateTill(
    @Ctx() ctx: RequestContext,
    @Arg('id', () => UuidScalar, {
      description: "Id of the till to change; 404 (nothing changed) when no such till is visible to the caller (e.g. another organisation's).",
    })
    id: string,
    @Arg('input', () => UpdateTillInput, { description: 'Fields of the till to change; a field left out keeps its value.' }) input: UpdateTillInput,
  ) {
    return tillService.update(ctx, id, input);
  }

  @FieldResolver(() => TillSession, { nullable: true, description: 'The session that is not closed yet (Open or Counted), if any.' })
  currentSession(@Root() till: Till, @Ctx() ctx: RequestContext) {
    return currentSessionLoader(ctx).load(till.id);
  }
}

@Resolver(() => TillSession)
export class TillSessionResolver {
  @Query(() => TillSessionPage, { description: 'Till sessions, newest first; filter withVariance for the loss-control view.' })
  tillSessions(
    @Ctx() ctx: RequestContext,
    @Arg('list', () => ListArgs, { nullable: true, description: listArgDescription(tillSessionsSort, 'openedAt Desc') }) list?: ListArgs,
    @Arg('filter', () => TillSessionFilter, {
      nullable: true,
      description: "Narrows the list; every condition given must hold. Null adds no condition (defaults stated on the filter's fields still apply).",
    })
    filter?: TillSessionFilter,
  ) {
    return tillSessionService.list(ctx, list, filter);
  }

  @Query(() => TillSession, { description: 'A till session with its movements and payments.' })
  tillSession(
    @Ctx() ctx: RequestContext,
    @Arg('id', () => UuidScalar, {
      description: "Id of the till session; 404 when no such till session is visible to the caller (e.g. another organisation's).",
    })
    id: string,
  ) {
    return tillSessionService.get(ctx, id);
  }

  @Mutation(() => TillSession, { description: 'Opens a session on a till with a float per currency (409 when the till has a session that is not closed).' })
  openTillSession(
    @Ctx() ctx: RequestContext,
    @Arg('tillId', () => UuidScalar, { description: 'Id of the till to open; 404 when no such till is visible to the caller.' }) tillId: string,
    @Arg('input', () => OpenTillSessionInput, { description: 'The opening float per currency.' }) input: OpenTillSessionInput,
  ) {
    return tillSessionService.open(ctx, tillId, input);
  }

  @Mutation(() => TillMovement, { description: 'Records cash in, cash out, a supplier payout, a safe drop or a no-sale open on an open session.' })
  recordTillMovement(
    @Ctx() ctx: RequestContext,
    @Arg('sessionId', () => UuidScalar, { description: 'Id of the open till session; 404 when no such session is visible to the caller.' }) sessionId: string,
    @Arg('input', () => TillMovementInput, { description: 'Kind, amount, currency and reason of the movement.' }) input: TillMovementInput,
  ) {
    return tillSessionService.recordMovement(ctx, sessionId, input);
  }

  @Mutation(() => TillPayment, { description: "Takes an order's amount due in cash at the till (any accepted currency, change in IQD)." })
  payOrderAtTill(
    @Ctx() ctx: RequestContext,
    @Arg('sessionId', () => UuidScalar, { description: 'Id of the open till session taking the cash; 404 when no such session is visible to the caller.' })
    sessionId: string,
    @Arg('input', () => TillCashPaymentInput, { description: 'The order and the cash handed over per currency.' }) input: TillCashPaymentInput,
  ) {
    return tillPaymentService.payOrder(ctx, sessionId, input);
  }

  @Mutation(() => TillSession, { description: 'The blind count: notes per currency and denomination; the answer shows expected, counted and the variance.' })
  countTillSession(
    @Ctx() ctx: RequestContext,
    @Arg('sessionId', () => UuidScalar, { description: 'Id of the open till session being counted; 404 when no such session is visible to the caller.' })
    sessionId: string,
    @Arg('input', () => TillCountInput, { description: 'Notes counted per currency and denomination.' }) input: TillCountInput,
  ) {
    return tillCloseService.count(ctx, sessionId, input);
  }

  @Mutation(() => TillSession, {
    description: 'Approves the close of a counted session (403 for the cashier who opened or counted it); the session is then final.',
  })
  approveTillClose(
    @Ctx() ctx: RequestContext,
    @Arg('sessionId', () => UuidScalar, { description: 'Id of the counted till session to close; 404 when no such session is visible to the caller.' })
    sessionId: string,
    @Arg('note', () => String, { nullable: true, description: 'At most 500 characters.' }) note?: string,
  ) {
    return tillCloseService.approve(ctx, sessionId, note);
  }

  @Mutation(() => TillSession, { description: 'Sends a counted session back for a recount (it is Open again).' })
  reopenTillCount(
    @Ctx() ctx: RequestContext,
    @Arg('sessionId', () => UuidScalar, {
      description: 'Id of the counted till session to send back for a recount; 404 when no such session is visible to the caller.',
    })
    sessionId: string,
    @Arg('reason', () => String, { description: 'Why; required.' }) reason: string,
  ) {
    return tillCloseService.reopenCount(ctx, sessionId, reason);
  }

  @FieldResolver(() => [TillMovement], { description: 'Movements in the order recorded.' })
  movements(@Root() session: TillSession, @Ctx() ctx: RequestContext) {
    return sessionMovementsLoader(ctx).load(session.id);
  }

  @FieldResolver(() => [TillPayment], { description: 'Counter cash payments in the order taken.' })
  payments(@Root() session: TillSession, @Ctx() ctx: RequestContext) {
    return sessionPaymentsLoader(ctx).load(session.id);
  }
}
