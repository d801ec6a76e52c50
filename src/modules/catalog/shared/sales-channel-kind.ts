import { registerEnumType } from 'type-graphql';

/**
 * Kinds of sales channel. The sales-channel records themselves (`C/settings/channels`) belong to
 * the commercial module; the catalogue only needs the kinds (a product is offered on dine-in,
 * delivery…), so the vocabulary lives here and the commercial module reuses it.
 */
export enum SalesChannelKind {
  DineIn = 'DineIn',
  Takeaway = 'Takeaway',
  Delivery = 'Delivery',
  SelfOrder = 'SelfOrder',
  Partner = 'Partner',
}
registerEnumType(SalesChannelKind, {
  name: 'SalesChannelKind',
  description: 'DineIn, Takeaway, Delivery, SelfOrder (guest QR) or Partner.',
  valuesConfig: {
    DineIn: { description: 'Eaten at the restaurant, ordered at the counter or by a waiter.' },
    Takeaway: { description: 'Collected by the guest.' },
    Delivery: { description: "Delivered by the restaurant's own riders." },
    SelfOrder: { description: "Ordered by the guest from a table's QR code." },
    Partner: { description: 'Ordered through a partner (delivery app) over the partner API.' },
  },
});

export const SALES_CHANNEL_KINDS = Object.values(SalesChannelKind);

export function isSalesChannelKind(value: string): value is SalesChannelKind {
  return (SALES_CHANNEL_KINDS as string[]).includes(value);
}
