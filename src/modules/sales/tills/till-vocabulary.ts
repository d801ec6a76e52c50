import { registerEnumType } from 'type-graphql';

/** Open → Counted (blind count done) → Closed (approved); Counted → Open when a manager reopens the count. */
export enum TillSessionStatus {
  Open = 'Open',
  Counted = 'Counted',
  Closed = 'Closed',
}
registerEnumType(TillSessionStatus, {
  name: 'TillSessionStatus',
  description: 'Open (taking cash), Counted (blind count done, awaiting a manager), Closed (approved; final).',
  valuesConfig: {
    Open: { description: 'Taking payments and movements.' },
    Counted: { description: 'The cashier counted the drawer; expected and variance are shown; a manager approves or reopens the count.' },
    Closed: { description: 'Approved by a manager; never changes again.' },
  },
});

export enum TillMovementKind {
  CashIn = 'CashIn',
  CashOut = 'CashOut',
  SupplierPayout = 'SupplierPayout',
  SafeDrop = 'SafeDrop',
  NoSale = 'NoSale',
  Refund = 'Refund',
}
registerEnumType(TillMovementKind, {
  name: 'TillMovementKind',
  description: 'Cash put in or taken out of a drawer other than by a sale.',
  valuesConfig: {
    CashIn: { description: 'Cash put into the drawer (change from the safe).' },
    CashOut: { description: 'Cash taken out for an expense.' },
    SupplierPayout: { description: 'Cash paid to a supplier, optionally against a purchase invoice.' },
    SafeDrop: { description: 'Cash moved from the drawer to the safe.' },
    NoSale: { description: 'The drawer was opened without a sale (no amount).' },
    Refund: { description: "Cash paid back to a guest for an order's refund (recorded by the refund, never by hand)." },
  },
});
export const TILL_MOVEMENT_KINDS = Object.values(TillMovementKind);
