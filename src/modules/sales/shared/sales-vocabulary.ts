import { registerEnumType } from 'type-graphql';

/** How a payment method settles: what EOD reports compare per kind. */
export enum PaymentKind {
  Cash = 'Cash',
  Card = 'Card',
  Qi = 'Qi',
  Wallet = 'Wallet',
  Other = 'Other',
}
registerEnumType(PaymentKind, { name: 'PaymentKind', description: 'Cash, Card, Qi (Qi Card), Wallet (e.g. ZainCash) or Other.' });
export const PAYMENT_KINDS = Object.values(PaymentKind);

/** Where an order came from. */
export enum OrderSource {
  Guest = 'Guest',
  Partner = 'Partner',
  Console = 'Console',
}
registerEnumType(OrderSource, { name: 'OrderSource', description: 'Guest (QR self-order), Partner (partner API) or Console.' });
export const ORDER_SOURCES = Object.values(OrderSource);

/** The one state machine of every order (docs/orders.md). */
export enum OrderStatus {
  Placed = 'Placed',
  Accepted = 'Accepted',
  Preparing = 'Preparing',
  Ready = 'Ready',
  Completed = 'Completed',
  Cancelled = 'Cancelled',
}
registerEnumType(OrderStatus, {
  name: 'OrderStatus',
  description: 'Placed → Accepted → Preparing → Ready → Completed; Cancelled (with a reason) from any state before Completed.',
});
export const ORDER_STATUSES = Object.values(OrderStatus);
