import { registerEnumType } from 'type-graphql';

/** What a tax code is: value-added tax, a sales tax, a service charge, a withholding, or an exemption (rate 0). */
export enum TaxKind {
  Vat = 'Vat',
  SalesTax = 'SalesTax',
  ServiceCharge = 'ServiceCharge',
  Withholding = 'Withholding',
  Exempt = 'Exempt',
}
registerEnumType(TaxKind, {
  name: 'TaxKind',
  description: 'Vat, SalesTax, ServiceCharge, Withholding or Exempt.',
  valuesConfig: {
    Vat: { description: 'Value-added tax.' },
    SalesTax: { description: 'A sales tax.' },
    ServiceCharge: { description: 'A service charge added to the bill.' },
    Withholding: { description: 'A tax withheld from a payment.' },
    Exempt: { description: 'Exemption: rate 0.' },
  },
});

/** Which documents a tax code may be put on. */
export enum TaxAppliesTo {
  Sales = 'Sales',
  Purchases = 'Purchases',
  Both = 'Both',
}
registerEnumType(TaxAppliesTo, {
  name: 'TaxAppliesTo',
  description: 'Sales, Purchases or Both.',
  valuesConfig: {
    Sales: { description: 'Only on sales (products, orders).' },
    Purchases: { description: 'Only on purchases (purchase invoices).' },
    Both: { description: 'On sales and purchases.' },
  },
});

export const MAX_RATE_PERMILLE = 1000;

/** The comparison key of a code: codes are unique per organisation whatever their case. */
export function taxCodeKey(code: string): string {
  return code.trim().toLocaleUpperCase('en');
}

/** Whether a tax code that applies to `appliesTo` may be used on a document of `use` (Sales or Purchases). */
export function taxCodeAppliesTo(appliesTo: TaxAppliesTo, use: TaxAppliesTo.Sales | TaxAppliesTo.Purchases): boolean {
  return appliesTo === TaxAppliesTo.Both || appliesTo === use;
}

/** An Exempt code carries rate 0; any other kind may carry 0–1000 per mille. */
export function taxRateProblem(kind: TaxKind, ratePermille: number): string | null {
  if (!Number.isInteger(ratePermille) || ratePermille < 0 || ratePermille > MAX_RATE_PERMILLE) return `must be between 0 and ${MAX_RATE_PERMILLE}`;
  if (kind === TaxKind.Exempt && ratePermille !== 0) return 'must be 0 for an Exempt tax code';
  return null;
}
