/** Quantities are formatted in one place for the whole console (ui/format.ts). */
export { formatQuantity } from '../../ui/format';

/** The console page of a movement's source, where one exists (purchase orders, batches, sales orders, transfers, counts). */
export function sourcePath(sourceKind: string, sourceId: string): string | null {
  switch (sourceKind) {
    case 'PurchaseOrder':
      return `/purchasing/orders/${sourceId}`;
    case 'ProductionBatch':
      return `/production/batches/${sourceId}`;
    case 'SalesOrder':
      return `/sales/orders/${sourceId}`;
    case 'Transfer':
      return `/stock/transfers/${sourceId}`;
    case 'StockCount':
      return `/stock/counts/${sourceId}`;
    default:
      return null;
  }
}
