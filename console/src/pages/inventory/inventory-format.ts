/** Quantities are formatted in one place for the whole console (ui/format.ts). */
export { formatQuantity } from '../../ui/format';

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
