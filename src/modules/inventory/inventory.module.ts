import type { FeatureModule } from '../feature-module';
import { can, canAny } from '../../core/auth/rules';
import { registerStockPoster } from '../../core/stock/stock-postings';
import { InventoryMovement } from './ledger/inventory-movement.entity';
import { StockBalance } from './ledger/stock-balance.entity';
import { InventoryMovementResolver, StockResolver } from './ledger/stock.resolver';
import { inventoryEventDefinitions } from './ledger/inventory.events';
import { postMovements } from './ledger/stock-posting';
import { WasteRecord } from './waste/waste-record.entity';
import { WasteRecordResolver } from './waste/waste-record.resolver';
import { Transfer } from './transfers/transfer.entity';
import { TransferLineResolver, TransferResolver } from './transfers/transfer.resolver';
import { transferEvents } from './transfers/transfer.events';
import { StockCount } from './counts/stock-count.entity';
import { StockCountLineResolver, StockCountResolver } from './counts/stock-count.resolver';
import { stockCountEvents } from './counts/stock-count.events';
import { ParLevelResolver } from './par-levels/par-level.resolver';
import { inventoryReports } from './reports/inventory.reports';
import { inventoryRoutes } from './inventory.routes';
import { INVENTORY_MESSAGES } from './inventory.messages';
import { stockCountsSort } from './counts/stock-count.service';
import { stockOnHandSort, inventoryMovementsSort } from './ledger/stock.service';
import { transfersSort } from './transfers/transfer.service';
import { stockOnHandAcrossBranchesSort } from './ledger/stock-across-branches';

// Purchasing, production and sales post through the kernel's seam (src/core/stock/stock-postings.ts).
registerStockPoster(async (uow, ctx, posting) => void (await postMovements(uow, ctx, posting)));

export const inventoryModule: FeatureModule = {
  name: 'inventory',
  routes: [inventoryRoutes],
  messages: INVENTORY_MESSAGES,
  sortFields: [stockCountsSort, stockOnHandSort, stockOnHandAcrossBranchesSort, inventoryMovementsSort, transfersSort],
  entities: [InventoryMovement, StockBalance, WasteRecord, Transfer, StockCount],
  resolvers: [
    StockResolver,
    InventoryMovementResolver,
    WasteRecordResolver,
    TransferResolver,
    TransferLineResolver,
    StockCountResolver,
    StockCountLineResolver,
    ParLevelResolver,
  ],
  events: [...inventoryEventDefinitions, ...transferEvents.definitions, ...stockCountEvents.definitions],
  reports: inventoryReports,
  rules: {
    Query: {
      stockOnHand: can('inventory:read'),
      stockValueTotal: can('inventory:read'),
      stockOnHandAcrossBranches: can('inventory:read'),
      stockAt: can('inventory:read'),
      inventoryMovements: can('inventory:read'),
      transfers: can('inventory:read'),
      transfer: can('inventory:read'),
      stockCounts: canAny('inventory:count', 'inventory:read'),
      stockCount: canAny('inventory:count', 'inventory:read'),
      reorderSuggestions: can('inventory:read'),
    },
    Mutation: {
      recordOpeningBalance: can('inventory:write'),
      adjustStock: can('inventory:write'),
      recordWaste: can('inventory:write'),
      createTransfer: can('inventory:write'),
      sendTransfer: can('inventory:write'),
      receiveTransfer: can('inventory:write'),
      cancelTransfer: can('inventory:write'),
      createStockCount: canAny('inventory:count', 'inventory:approve'),
      enterStockCounts: canAny('inventory:count', 'inventory:approve'),
      submitStockCount: canAny('inventory:count', 'inventory:approve'),
      approveStockCount: can('inventory:approve'),
      cancelStockCount: can('inventory:approve'),
      setParLevel: can('inventory:write'),
      orderReorderSuggestions: can('inventory:write', 'purchasing:write'),
    },
  },
};
