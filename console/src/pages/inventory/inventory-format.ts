/** A quantity in an item's unit (up to 3 decimals), in the console's digits. */
export function formatQuantity(value: number | null | undefined, language: string, signed = false): string {
  if (value === null || value === undefined) return '';
  return new Intl.NumberFormat(language === 'ar' ? 'ar-IQ' : 'en-US', { maximumFractionDigits: 3, signDisplay: signed ? 'exceptZero' : 'auto' }).format(value);
}

/** The console page of a movement's source, where one exists (purchase orders, batches, sales orders). */
export function sourcePath(sourceKind: string, sourceId: string): string | null {
  switch (sourceKind) {
    case 'PurchaseOrder':
      return `/purchasing/orders/${sourceId}`;
    case 'ProductionBatch':
      return `/production/batches/${sourceId}`;
    case 'SalesOrder':
      return `/sales/orders/${sourceId}`;
    default:
      return null;
  }
}
