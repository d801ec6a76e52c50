import { TaxAppliesTo, taxCodeAppliesTo, taxCodeKey, TaxKind, taxRateProblem } from '../../../src/modules/accounting/tax-codes/tax-code.rules';

describe('tax code rules', () => {
  it('compares codes whatever their case and surrounding spaces', () => {
    expect(taxCodeKey(' vat15 ')).toBe(taxCodeKey('VAT15'));
  });

  it('accepts 0–1000 per mille and refuses anything else', () => {
    expect(taxRateProblem(TaxKind.Vat, 0)).toBeNull();
    expect(taxRateProblem(TaxKind.Vat, 1000)).toBeNull();
    expect(taxRateProblem(TaxKind.Vat, 1001)).toMatch(/between/);
    expect(taxRateProblem(TaxKind.Vat, -1)).toMatch(/between/);
    expect(taxRateProblem(TaxKind.Vat, 1.5)).toMatch(/between/);
  });

  it('requires rate 0 for Exempt codes', () => {
    expect(taxRateProblem(TaxKind.Exempt, 0)).toBeNull();
    expect(taxRateProblem(TaxKind.Exempt, 10)).toBe('must be 0 for an Exempt tax code');
  });

  it('lets Both apply to sales and purchases, the others only to their own use', () => {
    expect(taxCodeAppliesTo(TaxAppliesTo.Both, TaxAppliesTo.Sales)).toBe(true);
    expect(taxCodeAppliesTo(TaxAppliesTo.Both, TaxAppliesTo.Purchases)).toBe(true);
    expect(taxCodeAppliesTo(TaxAppliesTo.Sales, TaxAppliesTo.Purchases)).toBe(false);
    expect(taxCodeAppliesTo(TaxAppliesTo.Purchases, TaxAppliesTo.Purchases)).toBe(true);
  });
});
