/** The guest self-order API's shapes (CONTRACTS §2); the page only reads what it shows. */

export interface Named {
  id: string;
  name: string;
  nameAr: string | null;
}

export interface ModifierOption extends Named {
  priceDelta: number;
}

export interface ModifierGroup extends Named {
  minChoices: number;
  maxChoices: number;
  options: ModifierOption[];
}

export interface Product extends Named {
  description: string | null;
  descriptionAr: string | null;
  imageUrl: string | null;
  shelfPrice: number;
  modifierGroups: ModifierGroup[];
}

export interface Category extends Named {
  position: number;
  products: Product[];
}

export interface Promotion {
  id: string;
  name: string;
  nameAr?: string | null;
  discountPercent: number | null;
  maxDiscountCap: number | null;
  minOrderValue: number | null;
  endDate: string | null;
}

export type PaymentKind = 'Cash' | 'Card' | 'Qi' | 'Wallet' | 'Other';

export interface PaymentMethod extends Named {
  kind: PaymentKind;
}

export interface SelfOrderMenu {
  branch: Named & { currencyCode: string; open: boolean; businessDate: string };
  table: { id: string; name: string; area: string | null };
  channel: Named | null;
  languages: string[];
  categories: Category[];
  promotions: Promotion[];
  paymentMethods: PaymentMethod[];
  payAtCounter: boolean;
}

export interface CartItemBody {
  productId: string;
  quantity: number;
  modifierOptionIds: string[];
  /** The guest's note on the line (orders only: a quote prices without it). */
  note?: string;
}

export interface QuoteLine {
  /** The position of the item in the request. */
  index?: number;
  productId: string;
  name: string;
  nameAr: string | null;
  quantity: number;
  unitPrice: number;
  lineTotal: number;
  discount: number;
  netAmount: number;
  modifiers: Array<{ optionId: string; priceDelta: number; name: string; nameAr: string | null }>;
}

export interface QuoteTax {
  taxCodeId: string;
  ratePermille: number;
  taxableAmount: number;
  tax: number;
}

export interface CartQuote {
  lines: QuoteLine[];
  subtotal: number;
  discount: number;
  promotion: { promotionId: string; name: string; nameAr?: string | null } | null;
  taxes: QuoteTax[];
  taxTotal: number;
  total: number;
}

export type OrderStatus = 'Placed' | 'Accepted' | 'Preparing' | 'Ready' | 'Completed' | 'Cancelled';

export interface GuestOrder {
  id: string;
  number: string;
  status: OrderStatus;
  businessDate: string;
  placedAt: string;
  lines: QuoteLine[];
  subtotal: number;
  discount: number;
  taxTotal: number;
  total: number;
  payments: Array<{ methodId: string; name: string; nameAr: string | null; kind: PaymentKind; amountIqd: number }>;
  amountDueAtCounter: number;
  orderToken?: string;
}
