import type { FeatureModule } from '../feature-module';
import { can } from '../../core/auth/rules';
import { InventoryItem } from './inventory-items/inventory-item.entity';
import { InventoryItemResolver } from './inventory-items/inventory-item.resolver';
import { inventoryItemEvents } from './inventory-items/inventory-item.events';
import { CapacityType } from './capacity-types/capacity-type.entity';
import { CapacityTypeResolver } from './capacity-types/capacity-type.resolver';
import { capacityTypeEvents } from './capacity-types/capacity-type.events';
import { ProductCategory } from './product-categories/product-category.entity';
import { ProductCategoryResolver } from './product-categories/product-category.resolver';
import { productCategoryEvents } from './product-categories/product-category.events';
import { Product } from './products/product.entity';
import { ProductBranchExclusion } from './products/product-branch-exclusion.entity';
import { ProductResolver } from './products/product.resolver';
import { productEvents } from './products/product.events';
import { ProductConsumable } from './consumables/consumable.entity';
import { ConsumableResolver } from './consumables/consumable.resolver';
import { ModifierOptionConsumable } from './consumables/modifier-consumable.entity';
import { ModifierConsumableResolver, ModifierOptionConsumablesResolver } from './consumables/modifier-consumable.resolver';
import { modifierConsumableEvents } from './consumables/modifier-consumable.events';
import { consumableEvents } from './consumables/consumable.events';
import { ModifierGroup, ModifierOption, ProductModifierGroup } from './modifier-groups/modifier-group.entity';
import { ModifierGroupResolver } from './modifier-groups/modifier-group.resolver';
import { modifierGroupEvents } from './modifier-groups/modifier-group.events';
import { ProductImportBatch } from './imports/import-batch.entity';
import { ProductImportResolver } from './imports/import.resolver';
import { importEvents } from './imports/import.events';
import { importCleanupJob } from './imports/import-cleanup.job';
import { productsReport } from './products/product.reports';
import { productTaxCodeGuard } from './products/product-tax-code';
import { catalogRoutes } from './catalog.routes';
import { CATALOG_MESSAGES } from './catalog.messages';
import { capacityTypesSort } from './capacity-types/capacity-type.service';
import { inventoryItemsSort } from './inventory-items/inventory-item.service';
import { modifierGroupsSort } from './modifier-groups/modifier-group.service';
import { productCategoriesSort } from './product-categories/product-category.service';
import { productsSort } from './products/product.service';

export const catalogModule: FeatureModule = {
  name: 'catalog',
  routes: [catalogRoutes],
  messages: CATALOG_MESSAGES,
  sortFields: [capacityTypesSort, inventoryItemsSort, modifierGroupsSort, productCategoriesSort, productsSort],
  entities: [
    InventoryItem,
    CapacityType,
    ProductCategory,
    Product,
    ProductBranchExclusion,
    ProductConsumable,
    ProductImportBatch,
    ModifierGroup,
    ModifierOption,
    ProductModifierGroup,
    ModifierOptionConsumable,
  ],
  resolvers: [
    InventoryItemResolver,
    CapacityTypeResolver,
    ProductCategoryResolver,
    ProductResolver,
    ConsumableResolver,
    ProductImportResolver,
    ModifierGroupResolver,
    ModifierConsumableResolver,
    ModifierOptionConsumablesResolver,
  ],
  events: [
    ...inventoryItemEvents,
    ...capacityTypeEvents,
    ...productCategoryEvents.definitions,
    ...productEvents.definitions,
    ...consumableEvents.definitions,
    ...importEvents.definitions,
    ...modifierGroupEvents.definitions,
    ...modifierConsumableEvents.definitions,
  ],
  jobs: [importCleanupJob],
  reports: [productsReport],
  deleteGuards: [productTaxCodeGuard],
  rules: {
    Query: {
      inventoryItems: can('catalog:read'),
      inventoryItem: can('catalog:read'),
      capacityTypes: can('catalog:read'),
      capacityType: can('catalog:read'),
      productCategories: can('catalog:read'),
      productCategory: can('catalog:read'),
      products: can('catalog:read'),
      product: can('catalog:read'),
      productConsumables: can('catalog:read'),
      modifierOptionConsumables: can('catalog:read'),
      productImport: can('catalog:read'),
      modifierGroups: can('catalog:read'),
      modifierGroup: can('catalog:read'),
    },
    Mutation: {
      createInventoryItem: can('catalog:write'),
      updateInventoryItem: can('catalog:write'),
      deleteInventoryItem: can('catalog:write'),
      createCapacityType: can('catalog:write'),
      updateCapacityType: can('catalog:write'),
      deleteCapacityType: can('catalog:write'),
      createProductCategory: can('catalog:write'),
      updateProductCategory: can('catalog:write'),
      deleteProductCategory: can('catalog:write'),
      createProduct: can('catalog:write'),
      updateProduct: can('catalog:write'),
      deleteProduct: can('catalog:write'),
      addProductConsumable: can('catalog:write'),
      removeProductConsumable: can('catalog:write'),
      addModifierOptionConsumable: can('catalog:write'),
      removeModifierOptionConsumable: can('catalog:write'),
      previewProductImport: can('catalog:write'),
      commitProductImport: can('catalog:write'),
      createModifierGroup: can('catalog:write'),
      updateModifierGroup: can('catalog:write'),
      deleteModifierGroup: can('catalog:write'),
    },
  },
};
