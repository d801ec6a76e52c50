import type { FeatureModule } from '../feature-module';
import { can } from '../../core/auth/rules';
import { registerInventoryItemUnitGuard } from '../catalog/inventory-items/inventory-item.service';
import { ProductionBatch } from './batches/batch.entity';
import { ProductionBatchOutput } from './batches/batch-output.entity';
import { ProductionBatchWaste } from './batches/batch-waste.entity';
import { BatchResolver } from './batches/batch.resolver';
import { BatchOutputResolver, BatchWasteResolver } from './batches/batch-parts.resolver';
import { batchEvents } from './batches/batch.events';
import { openBatchesUsingItem, batchesSort } from './batches/batch.service';
import { batchesReport } from './batches/batch.reports';
import { productionRoutes } from './production.routes';
import { PRODUCTION_MESSAGES } from './production.messages';

registerInventoryItemUnitGuard(async (manager, ctx, itemId) => {
  const open = await openBatchesUsingItem(ctx, manager, itemId);
  return open > 0 ? `The item is used by ${open} open production batch(es); its unit and kind cannot change until they are closed or cancelled.` : null;
});

export const productionModule: FeatureModule = {
  name: 'production',
  routes: [productionRoutes],
  messages: PRODUCTION_MESSAGES,
  sortFields: [batchesSort],
  entities: [ProductionBatch, ProductionBatchOutput, ProductionBatchWaste],
  resolvers: [BatchResolver, BatchOutputResolver, BatchWasteResolver],
  events: [...batchEvents],
  reports: [batchesReport],
  rules: {
    Query: {
      batches: can('production:read'),
      batch: can('production:read'),
    },
    Mutation: {
      createBatch: can('production:write'),
      updateBatch: can('production:write'),
      deleteBatch: can('production:write'),
      closeBatch: can('production:write'),
      setBatchOverflow: can('production:write'),
      setBatchStatus: can('production:write'),
      addBatchOutput: can('production:write'),
      removeBatchOutput: can('production:write'),
      recordBatchWaste: can('production:write'),
    },
  },
};
