import { schemaOf } from '../../../core/events/event-catalog';
import { resourceEvents } from '../../../core/events/resource-events';

/** `catalog.availability.changed`: a product or inventory item was marked sold out or available at a branch. */
export const availabilityEvents = resourceEvents({
  area: 'catalog',
  resource: 'availability',
  schema: schemaOf.object({
    branchId: schemaOf.uuid,
    productId: { type: ['string', 'null'], format: 'uuid' },
    inventoryItemId: { type: ['string', 'null'], format: 'uuid' },
    available: schemaOf.boolean,
    productIds: { type: 'array', items: schemaOf.uuid },
  }),
  example: {
    branchId: '1f2e3d4c-5b6a-4978-8a9b-0c1d2e3f4a5b',
    productId: '3c2b1a09-8f7e-4d6c-9b5a-4e3d2c1b0a99',
    inventoryItemId: null,
    available: false,
    productIds: ['3c2b1a09-8f7e-4d6c-9b5a-4e3d2c1b0a99'],
  },
  changes: { changed: 'A product (or an inventory item, for every product needing it) was marked sold out or available again at a branch.' },
});
