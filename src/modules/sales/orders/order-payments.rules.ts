import type { FieldErrors } from '../../../core/errors/app-error';
import type { PaymentKind } from '../shared/sales-vocabulary';

export interface PaymentRequest {
  methodId: string;
  amountIqd: number;
}

export interface KnownMethod {
  id: string;
  name: string;
  nameAr: string | null;
  kind: PaymentKind;
  active: boolean;
  allowedForSelfOrder: boolean;
}

export interface PaymentCheck {
  errors: FieldErrors;
  /** What is left to pay at the counter (or on delivery): the total when no payment is sent, else 0. */
  amountDueAtCounter: number;
}

/**
 * The payment rule of every order (docs/orders.md, "Payments"): no payments at all means the whole
 * total is paid at the counter; otherwise each payment names an active method of the organisation
 * (for guests, one allowed for self-order) with a positive whole amount, at most one payment per
 * method, and together they cover the total exactly. A partial prepayment is refused: a table
 * that paid half online is a reconciliation problem, not a convenience.
 */
export function checkPayments(
  payments: readonly PaymentRequest[],
  methods: ReadonlyMap<string, KnownMethod>,
  total: number,
  options: { selfOrder: boolean },
): PaymentCheck {
  const errors: FieldErrors = {};
  if (payments.length === 0) return { errors, amountDueAtCounter: total };
  if (payments.length > 10) return { errors: { payments: ['must have at most 10 payments'] }, amountDueAtCounter: 0 };
  const seen = new Set<string>();
  let sum = 0;
  payments.forEach((payment, index) => {
    const method = methods.get(payment.methodId);
    if (!method) errors[`payments[${index}].methodId`] = ['is not a payment method of this organisation'];
    else if (!method.active) errors[`payments[${index}].methodId`] = ['is not active'];
    else if (options.selfOrder && !method.allowedForSelfOrder) errors[`payments[${index}].methodId`] = ['is not offered for self-order'];
    else if (seen.has(method.id)) errors[`payments[${index}].methodId`] = ['is named twice; send one payment per method'];
    if (method) seen.add(method.id);
    if (!Number.isSafeInteger(payment.amountIqd) || payment.amountIqd <= 0) errors[`payments[${index}].amountIqd`] = ['must be a positive whole number of IQD'];
    else sum += payment.amountIqd;
  });
  if (Object.keys(errors).length === 0 && sum !== total) {
    errors.payments = [`must add up to the order total of ${total} IQD (they add up to ${sum} IQD), or be empty to pay at the counter`];
  }
  return { errors, amountDueAtCounter: 0 };
}
