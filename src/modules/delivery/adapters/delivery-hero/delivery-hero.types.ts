/*
 * The payloads of Delivery Hero's POS plugin protocol that the adapter reads or writes (docs/delivery.md,
 * "Delivery Hero (Talabat)"). Only the fields the adapter uses are typed; Delivery Hero adds fields to
 * its order over time and a plugin must ignore what it does not know. Money is a decimal string
 * ("12000.00") except delivery-fee values, which are numbers.
 */

export interface DhSponsorship {
  sponsor?: string;
  amount?: string;
}

export interface DhDiscount {
  name?: string;
  amount?: string;
  sponsorships?: DhSponsorship[];
}

export interface DhTopping {
  id?: string;
  name?: string;
  price?: string;
  quantity?: number | string;
  remoteCode?: string | null;
  type?: string;
  discounts?: DhDiscount[];
  children?: DhTopping[];
}

export interface DhProduct {
  id?: string;
  name?: string;
  categoryName?: string;
  remoteCode?: string | null;
  quantity?: number | string;
  unitPrice?: string;
  paidPrice?: string;
  comment?: string | null;
  discounts?: DhDiscount[];
  selectedToppings?: DhTopping[];
}

/** The order the middleware dispatches to `POST {plugin}/order/{remoteId}`. */
export interface DhOrder {
  token?: string;
  code?: string;
  shortCode?: string | null;
  createdAt?: string;
  expiryDate?: string;
  comments?: { customerComment?: string | null; vendorComment?: string | null } | null;
  customer?: { firstName?: string | null; lastName?: string | null; mobilePhone?: string | null } | null;
  expeditionType?: string;
  delivery?: { address?: Record<string, unknown> | null; riderPickupTime?: string | null; expectedDeliveryTime?: string | null } | null;
  pickup?: { pickupTime?: string | null; pickupCode?: string | null } | null;
  discounts?: DhDiscount[];
  price?: {
    grandTotal?: string;
    subTotal?: string;
    payRestaurant?: string;
    deliveryFees?: Array<{ name?: string; value?: number | string }>;
    riderTip?: string | null;
  } | null;
  products?: DhProduct[];
  test?: boolean;
  platformRestaurant?: { id?: string } | null;
  localInfo?: { platformKey?: string } | null;
  callbackUrls?: Record<string, string | null | undefined> | null;
}

/** The statuses the middleware sends to `PUT {plugin}/remoteId/{remoteId}/remoteOrder/{remoteOrderId}/posOrderStatus`. */
export const DH_INBOUND_STATUSES = [
  'ORDER_CANCELLED',
  'ORDER_PICKED_UP',
  'PRODUCT_ORDER_MODIFICATION_SUCCESSFUL',
  'PRODUCT_ORDER_MODIFICATION_FAILED',
  'COURIER_ARRIVED_AT_VENDOR',
  'SHOW_RIDER_WAITING_WARNING',
  'HIDE_RIDER_WAITING_WARNING',
] as const;

/** The reject reasons the middleware accepts with `order_rejected`, exactly as spelled. */
export const DH_REJECT_REASONS = [
  'ADDRESS_INCOMPLETE_MISSTATED',
  'BAD_WEATHER',
  'BLACKLISTED',
  'CARD_READER_NOT_AVAILABLE',
  'CLOSED',
  'CONTENT_WRONG_MISLEADING',
  'FOOD_QUALITY_SPILLAGE',
  'FRAUD_PRANK',
  'ITEM_UNAVAILABLE',
  'LATE_DELIVERY',
  'MENU_ACCOUNT_SETTINGS',
  'MOV_NOT_REACHED',
  'NO_COURIER',
  'NO_PICKER',
  'NO_RESPONSE',
  'OUTSIDE_DELIVERY_AREA',
  'TECHNICAL_PROBLEM',
  'TEST_ORDER',
  'TOO_BUSY',
  'UNABLE_TO_FIND',
  'UNABLE_TO_PAY',
  'UNPROFESSIONAL_BEHAVIOUR',
  'WILL_NOT_WORK_WITH_PLATFORM',
  'WRONG_ORDER_ITEMS_DELIVERED',
] as const;
export type DhRejectReason = (typeof DH_REJECT_REASONS)[number];

/** The credential names of a Delivery Hero connection (stored sealed with the connection). */
export const DH_CREDENTIAL_FIELDS = ['username', 'password', 'pluginSecret', 'chainCode', 'platformKey', 'platformRestaurantId'] as const;
export type DhCredentialField = (typeof DH_CREDENTIAL_FIELDS)[number];
