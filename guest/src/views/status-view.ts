import { ApiError } from '../api';
import { h } from '../dom';
import { count, pick, t } from '../i18n';
import type { Store } from '../store';
import type { GuestOrder, OrderStatus } from '../types';
import { alertBox, amount, errorText, viewHeading } from './common';
import { followOrder, type LiveFollow } from '../live';

const STEPS: OrderStatus[] = ['Placed', 'Accepted', 'Preparing', 'Ready', 'Completed'];
const FINAL: ReadonlySet<OrderStatus> = new Set(['Completed', 'Cancelled']);
const POLL_MS = 4000;
const BACKOFF_MS = 15000;
/** While the live subscription is connected, polling only backs it up. */
const LIVE_POLL_MS = 30000;

interface Tracking {
  orderId: string;
  order: GuestOrder | null;
  error: ApiError | null;
  timer: number | null;
  live?: LiveFollow;
  /** A read is in flight; `again`: an event arrived meanwhile, so read once more right after it. */
  reading?: boolean;
  again?: boolean;
}

let tracking: Tracking | null = null;

/** The answer of the order call, shown at once without waiting for the first poll. */
export function showPlacedOrder(order: GuestOrder): void {
  stopTracking();
  tracking = { orderId: order.id, order, error: null, timer: null };
}

export function stopTracking(): void {
  if (tracking?.timer) window.clearTimeout(tracking.timer);
  tracking?.live?.stop();
  tracking = null;
}

/** Follows the order until it is completed or cancelled; a refusal slows the polling down. */
function poll(store: Store, state: Tracking, token: string, redraw: () => void, delay: number): void {
  if (state.timer) window.clearTimeout(state.timer);
  state.timer = window.setTimeout(async () => {
    state.timer = null;
    let next = state.live?.connected ? LIVE_POLL_MS : POLL_MS;
    const shown = `${state.order?.status}:${state.error?.status}`;
    state.reading = true;
    try {
      state.order = await store.api.order(state.orderId, token);
      state.error = null;
    } catch (error) {
      state.error = error instanceof ApiError ? error : new ApiError(0, String(error));
      next = BACKOFF_MS;
    } finally {
      state.reading = false;
    }
    if (state.again && !state.error) next = 0;
    state.again = false;
    if (tracking !== state) return;
    // Drawn again only on a change, so the live status is announced once per move.
    if (`${state.order?.status}:${state.error?.status}` !== shown) redraw();
    if (!(state.order && FINAL.has(state.order.status)) && state.error?.status !== 404) poll(store, state, token, redraw, next);
    else state.live?.stop();
  }, delay);
}

function progress(status: OrderStatus): HTMLElement {
  if (status === 'Cancelled') return h('p', { class: 'status cancelled' }, t().statusNames.Cancelled);
  const reached = STEPS.indexOf(status);
  return h(
    'ol',
    { class: 'steps' },
    STEPS.map((step, index) =>
      h('li', { class: index <= reached ? 'step done' : 'step', 'aria-current': step === status ? 'step' : null }, t().statusNames[step]),
    ),
  );
}

function orderDetails(order: GuestOrder): HTMLElement[] {
  return [
    h(
      'p',
      { class: 'status-line' },
      `${t().status}: `,
      h('strong', { class: 'order-status', 'data-status': order.status, role: 'status' }, t().statusNames[order.status]),
    ),
    progress(order.status),
    h(
      'ul',
      { class: 'cart-lines' },
      order.lines.map((line) =>
        h(
          'li',
          { class: 'cart-line' },
          h(
            'div',
            { class: 'line-head' },
            h('span', { class: 'line-name' }, `${count(line.quantity)} × ${pick(line.name, line.nameAr)}`),
            amount(line.netAmount),
          ),
          line.modifiers.length
            ? h('p', { class: 'muted line-options' }, line.modifiers.map((modifier) => pick(modifier.name, modifier.nameAr)).join(t().listSeparator))
            : null,
        ),
      ),
    ),
    h(
      'dl',
      { class: 'totals' },
      h('div', { class: 'total-row' }, h('dt', {}, t().subtotal), h('dd', {}, amount(order.subtotal))),
      order.discount ? h('div', { class: 'total-row' }, h('dt', {}, t().discount), h('dd', {}, amount(-order.discount))) : null,
      order.taxTotal ? h('div', { class: 'total-row' }, h('dt', {}, t().taxes), h('dd', {}, amount(order.taxTotal))) : null,
      h('div', { class: 'total-row grand', 'data-row': 'total' }, h('dt', {}, t().total), h('dd', {}, amount(order.total))),
      order.payments.map((payment) =>
        h(
          'div',
          { class: 'total-row' },
          h('dt', {}, `${t().paid} (${pick(payment.name, payment.nameAr) || t().paymentKinds[payment.kind]})`),
          h('dd', {}, amount(payment.amountIqd)),
        ),
      ),
      order.amountDueAtCounter
        ? h('div', { class: 'total-row', 'data-row': 'due' }, h('dt', {}, t().dueAtCounter), h('dd', {}, amount(order.amountDueAtCounter)))
        : null,
    ),
  ];
}

/** An order placed from this device, followed live (GraphQL subscription) with polling as the fallback. */
export function statusView(store: Store, orderId: string, redraw: () => void): HTMLElement {
  const token = store.orderToken(orderId);
  if (tracking?.orderId !== orderId) {
    stopTracking();
    tracking = { orderId, order: null, error: null, timer: null };
  }
  const state = tracking;
  if (!token) state.error = new ApiError(404, 'unknown order');
  else if (!state.timer && !(state.order && FINAL.has(state.order.status)) && state.error?.status !== 404)
    poll(store, state, token, redraw, state.order ? POLL_MS : 0);
  if (token && !state.live && !(state.order && FINAL.has(state.order.status))) {
    // Live status: an event (or a reconnection) reads the order at once; polling stays the fallback.
    state.live = followOrder(orderId, token, () => {
      if (tracking !== state) return;
      if (state.reading) state.again = true;
      else poll(store, state, token, redraw, 0);
    });
  }
  const order = state.order;
  return h(
    'section',
    { class: 'view status-view', 'data-order-id': orderId },
    viewHeading(order ? t().orderNumber(order.number) : t().order),
    order ? orderDetails(order) : state.error ? null : h('p', { class: 'muted', role: 'status' }, t().loading),
    state.error ? alertBox(errorText(state.error, t().orderNotFound)) : null,
    h('a', { class: 'button wide', href: '#', 'data-focus-key': 'new-order' }, t().newOrder),
  );
}
