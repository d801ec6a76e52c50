import type { DeliveryMenu } from '../adapter';

/*
 * The channel's menu as a Delivery Hero catalog (`PUT /v2/chains/{chainCode}/catalog`): one flat map
 * of items keyed by id, each with a `type` (Product, Topping, Category, Menu, ScheduleEntry) and
 * references to other items by id. Ids are the service's own (product id, modifier option id,
 * `{productId}:{groupId}` for a product's modifier group, `category:{id}`), so an order's
 * `remoteCode` is the id the service maps it by. Titles carry English as `default` and `en`, and
 * Arabic as `ar`; prices are the channel tier's in IQD as decimal strings. A sold-out product stays
 * in the catalog: its availability goes out through the item availability call.
 */

interface ItemRef {
  id: string;
  type: string;
}

type Title = Record<string, string>;

export interface DhCatalogItem {
  id: string;
  type: 'Product' | 'Topping' | 'Category' | 'Menu' | 'ScheduleEntry';
  title?: Title;
  price?: string;
  products?: Record<string, ItemRef>;
  toppings?: Record<string, ItemRef>;
  quantity?: { minimum: number; maximum: number };
  menuType?: 'DELIVERY' | 'PICKUP';
  schedule?: Record<string, ItemRef>;
  startTime?: string;
  endTime?: string;
  weekDays?: string[];
  order?: number;
}

export interface DhCatalogImport {
  callbackUrl: string;
  vendors: string[];
  catalog: { items: Record<string, DhCatalogItem> };
}

const WEEK_DAYS = ['MONDAY', 'TUESDAY', 'WEDNESDAY', 'THURSDAY', 'FRIDAY', 'SATURDAY', 'SUNDAY'];
const SCHEDULE_ID = 'schedule:all-day';

function title(name: string, nameAr: string | null): Title {
  return nameAr ? { default: name, en: name, ar: nameAr } : { default: name, en: name };
}

const price = (iqd: number) => iqd.toFixed(2);
const ref = (item: DhCatalogItem): ItemRef => ({ id: item.id, type: item.type });

function refs(items: DhCatalogItem[]): Record<string, ItemRef> {
  return Object.fromEntries(items.map((item) => [item.id, ref(item)]));
}

/** The catalog import body for one vendor (the connection's store at Delivery Hero). */
export function dhCatalog(menu: DeliveryMenu, vendor: string, callbackUrl: string): DhCatalogImport {
  const items: Record<string, DhCatalogItem> = {};
  const add = (item: DhCatalogItem) => {
    items[item.id] = item;
    return item;
  };
  const schedule = add({ id: SCHEDULE_ID, type: 'ScheduleEntry', startTime: '00:00', endTime: '23:59', weekDays: WEEK_DAYS });
  const sellable: DhCatalogItem[] = [];
  menu.categories.forEach((category, categoryIndex) => {
    const products: DhCatalogItem[] = [];
    category.products.forEach((product, productIndex) => {
      const toppings = product.modifierGroups.map((group, groupIndex) => {
        const options = group.options.map((option, optionIndex) =>
          add({ id: option.id, type: 'Product', title: title(option.name, option.nameAr), price: price(option.priceDelta), order: optionIndex + 1 }),
        );
        return add({
          id: `${product.id}:${group.id}`,
          type: 'Topping',
          title: title(group.name, group.nameAr),
          quantity: { minimum: group.minSelect, maximum: group.maxSelect },
          products: refs(options),
          order: groupIndex + 1,
        });
      });
      const item = add({
        id: product.id,
        type: 'Product',
        title: title(product.name, product.nameAr),
        price: price(product.price),
        order: productIndex + 1,
        ...(toppings.length > 0 ? { toppings: refs(toppings) } : {}),
      });
      products.push(item);
      sellable.push(item);
    });
    add({ id: `category:${category.id}`, type: 'Category', title: title(category.name, category.nameAr), products: refs(products), order: categoryIndex + 1 });
  });
  for (const menuType of ['DELIVERY', 'PICKUP'] as const) {
    add({
      id: `menu:${menuType.toLowerCase()}`,
      type: 'Menu',
      menuType,
      title: { default: 'Menu', en: 'Menu', ar: 'القائمة' },
      products: refs(sellable),
      schedule: { [schedule.id]: ref(schedule) },
    });
  }
  return { callbackUrl, vendors: [vendor], catalog: { items } };
}
