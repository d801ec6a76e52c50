import type { FeatureModule } from '../feature-module';
import { can } from '../../core/auth/rules';
import { InventoryItem } from './inventory-items/inventory-item.entity';
import { InventoryItemResolver } from './inventory-items/inventory-item.resolver';
import { inventoryItemEvents } from './inventory-items/inventory-item.events';
import { CapacityType } from './capacity-types/capacity-type.entity';
import { CapacityTypeResolver } from './capacity-types/capacity-type.resolver';
import { capacityTypeEvents } from './capacity-types/capacity-type.events';

export const catalogModule: FeatureModule = {
  name: 'catalog',
  entities: [InventoryItem, CapacityType],
  resolvers: [InventoryItemResolver, CapacityTypeResolver],
  events: [...inventoryItemEvents, ...capacityTypeEvents],
  rules: {
    Query: {
      inventoryItems: can('catalog:read'),
      inventoryItem: can('catalog:read'),
      capacityTypes: can('catalog:read'),
      capacityType: can('catalog:read'),
    },
    Mutation: {
      createInventoryItem: can('catalog:write'),
      updateInventoryItem: can('catalog:write'),
      deleteInventoryItem: can('catalog:write'),
      createCapacityType: can('catalog:write'),
      updateCapacityType: can('catalog:write'),
      deleteCapacityType: can('catalog:write'),
    },
  },
};
