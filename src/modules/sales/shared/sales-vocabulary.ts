import { registerEnumType } from 'type-graphql';

/** How a payment method settles: what EOD reports compare per kind. */
export enum PaymentKind {
  Cash = 'Cash',
  Card = 'Card',
  Qi = 'Qi',
  Wallet = 'Wallet',
  Other = 'Other',
}
registerEnumType(PaymentKind, {
  name: 'PaymentKind',
  description: 'Cash, Card, Qi (Qi Card), Wallet (e.g. ZainCash) or Other.',
  valuesConfig: {
    Cash: { description: 'Cash in IQD.' },
    Card: { description: 'Bank card.' },
    Qi: { description: 'Qi Card.' },
    Wallet: { description: 'Mobile wallet (e.g. ZainCash).' },
    Other: { description: 'Any other means of payment.' },
  },
});
export const PAYMENT_KINDS = Object.values(PaymentKind);

/** Where an order came from. */
export enum OrderSource {
  Guest = 'Guest',
  Partner = 'Partner',
  Console = 'Console',
  Delivery = 'Delivery',
}
registerEnumType(OrderSource, {
  name: 'OrderSource',
  description: 'Guest (QR self-order), Partner (partner API), Console or Delivery (a delivery platform, docs/delivery.md).',
  valuesConfig: {
    Guest: { description: "Placed by a guest from a table's QR code." },
    Partner: { description: 'Placed by a partner over the partner API.' },
    Console: { description: 'Entered in the console.' },
    Delivery: { description: "Received from a delivery platform's connection." },
  },
});
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
  valuesConfig: {
    Placed: { description: 'Received, not yet accepted by the branch.' },
    Accepted: { description: 'Accepted by the branch.' },
    Preparing: { description: 'Being prepared in the kitchen.' },
    Ready: { description: 'Ready to serve or collect.' },
    Completed: { description: 'Served or handed over; final.' },
    Cancelled: { description: 'Cancelled with a reason before Completed; final.' },
  },
});
export const ORDER_STATUSES = Object.values(OrderStatus);
