import { registerEnumType } from 'type-graphql';

/** The platforms (and middlewares) a connection can speak to; each has one adapter (adapters/). */
export enum DeliveryPlatform {
  Generic = 'Generic',
  DeliveryHero = 'DeliveryHero',
}
registerEnumType(DeliveryPlatform, {
  name: 'DeliveryPlatform',
  description: 'Generic (signed JSON webhooks, docs/delivery.md) or DeliveryHero (the Delivery Hero POS plugin: Talabat).',
  valuesConfig: {
    Generic: { description: 'Any platform or middleware posting the documented JSON order format, signed per Standard Webhooks.' },
    DeliveryHero: { description: 'Delivery Hero (Talabat) through its POS plugin protocol.' },
  },
});
export const DELIVERY_PLATFORMS = Object.values(DeliveryPlatform);

/** Whether the branch takes orders from the platform. */
export enum DeliveryStoreState {
  Open = 'Open',
  Busy = 'Busy',
  Paused = 'Paused',
}
registerEnumType(DeliveryStoreState, {
  name: 'DeliveryStoreState',
  description: 'Open, Busy (orders still come, with a longer preparation time) or Paused (the platform stops sending orders).',
  valuesConfig: {
    Open: { description: 'Taking orders at the usual preparation time.' },
    Busy: { description: 'Taking orders with a longer preparation time.' },
    Paused: { description: 'Not taking orders for now.' },
  },
});
export const DELIVERY_STORE_STATES = Object.values(DeliveryStoreState);

/** A platform order's decision state (the sales order keeps its own state machine). */
export enum DeliveryOrderState {
  Received = 'Received',
  Accepted = 'Accepted',
  Rejected = 'Rejected',
  Cancelled = 'Cancelled',
}
registerEnumType(DeliveryOrderState, {
  name: 'DeliveryOrderState',
  description: 'Received (waiting for a decision), Accepted, Rejected (by the branch, with a reason, or at the deadline) or Cancelled (by the platform).',
  valuesConfig: {
    Received: { description: 'Waiting for a decision (accept or reject).' },
    Accepted: { description: 'Accepted, automatically or by a person.' },
    Rejected: { description: 'Rejected with a reason, by a person or at the deadline.' },
    Cancelled: { description: 'Cancelled by the platform.' },
  },
});
export const DELIVERY_ORDER_STATES = Object.values(DeliveryOrderState);

/** Why a platform order needs a person's look. */
export enum DeliveryOrderFlag {
  UnmappedItem = 'UnmappedItem',
  TotalMismatch = 'TotalMismatch',
  AcceptDeadlinePassed = 'AcceptDeadlinePassed',
}
registerEnumType(DeliveryOrderFlag, {
  name: 'DeliveryOrderFlag',
  description:
    'UnmappedItem (a line names no mapped product), TotalMismatch (the platform states another total than the tier computes) or AcceptDeadlinePassed.',
  valuesConfig: {
    UnmappedItem: { description: 'A line names a platform item mapped to no product or option.' },
    TotalMismatch: { description: 'The platform states another total than the price tier computes.' },
    AcceptDeadlinePassed: { description: 'Nobody decided before the accept deadline; the order was rejected.' },
  },
});

export enum DeliveryFulfilment {
  Delivery = 'Delivery',
  Pickup = 'Pickup',
}
registerEnumType(DeliveryFulfilment, {
  name: 'DeliveryFulfilment',
  description: 'Delivery (a rider brings it to the customer) or Pickup (the customer collects).',
  valuesConfig: {
    Delivery: { description: 'A rider brings it to the customer.' },
    Pickup: { description: 'The customer collects it.' },
  },
});

export enum DeliveryMappingKind {
  Product = 'Product',
  ModifierOption = 'ModifierOption',
}
registerEnumType(DeliveryMappingKind, {
  name: 'DeliveryMappingKind',
  description: 'What a platform item id maps to: a Product or a ModifierOption.',
  valuesConfig: {
    Product: { description: 'A platform item mapped to a product.' },
    ModifierOption: { description: 'A platform option mapped to a modifier option.' },
  },
});

export enum DeliveryCallDirection {
  In = 'In',
  Out = 'Out',
}
registerEnumType(DeliveryCallDirection, {
  name: 'DeliveryCallDirection',
  description: 'In (the platform called the service) or Out (the service called the platform).',
  valuesConfig: {
    In: { description: 'The platform called the service.' },
    Out: { description: 'The service called the platform.' },
  },
});

/** How a logged call ended, for filtering the call log. */
export enum DeliveryCallOutcome {
  Succeeded = 'Succeeded',
  Refused = 'Refused',
  Failed = 'Failed',
}
registerEnumType(DeliveryCallOutcome, {
  name: 'DeliveryCallOutcome',
  description: 'Succeeded (a 2xx answer), Refused (a 4xx answer) or Failed (a 5xx answer, a timeout or no answer).',
  valuesConfig: {
    Succeeded: { description: 'Answered with a 2xx status.' },
    Refused: { description: 'Answered with a 4xx status (bad signature, bad body, unknown store…).' },
    Failed: { description: 'Answered with a 5xx status, or no answer came (timeout, network error).' },
  },
});

/** The statuses a platform is told (docs/delivery.md, "Status mapping"). */
export type PlatformStatus = 'Accepted' | 'Rejected' | 'Preparing' | 'ReadyForPickup' | 'PickedUp' | 'Cancelled';

export enum DeliveryMessageKind {
  OrderStatus = 'OrderStatus',
  Availability = 'Availability',
  StoreState = 'StoreState',
  Menu = 'Menu',
}

export enum DeliveryMessageStatus {
  Pending = 'Pending',
  Sent = 'Sent',
  Failed = 'Failed',
}

/** A menu push as the console sees it: its outbound message's status under the push's own names. */
export enum DeliveryMenuPushState {
  Queued = 'Queued',
  Sent = 'Sent',
  Failed = 'Failed',
}
registerEnumType(DeliveryMenuPushState, {
  name: 'DeliveryMenuPushState',
  description: 'Queued (waiting to be sent, or to be retried), Sent (the platform took it) or Failed (given up).',
  valuesConfig: {
    Queued: { description: 'Waiting to be sent: due now, after the change debounce, or after a failed attempt.' },
    Sent: { description: 'The platform answered 2xx (or there was nothing to send to it).' },
    Failed: { description: 'Given up: the platform refused it, or every attempt failed.' },
  },
});

/** What queued a menu push. */
export enum DeliveryMenuPushTrigger {
  Request = 'Request',
  CatalogueChange = 'CatalogueChange',
  ConnectionChange = 'ConnectionChange',
  Platform = 'Platform',
}
registerEnumType(DeliveryMenuPushTrigger, {
  name: 'DeliveryMenuPushTrigger',
  description:
    'Request (a person or API key asked), CatalogueChange (the menu changed), ConnectionChange (the connection now reaches a platform or another channel) or Platform (the platform asked for the menu).',
  valuesConfig: {
    Request: { description: 'Asked for through the console or the API.' },
    CatalogueChange: { description: 'A product, category, modifier group, price tier, channel or the price step changed (debounced).' },
    ConnectionChange: { description: 'The connection was created, reactivated, or given another outbound URL or sales channel (debounced).' },
    Platform: { description: 'The platform asked for the menu (menu.requested, Delivery Hero menu import).' },
  },
});
