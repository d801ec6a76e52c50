import { useQuery } from 'urql';
import { useTranslation } from 'react-i18next';
import { graphql } from '../../gql';
import { formatUnit, localName } from '../../ui/format';

// Only catalog:read, which count-only staff have (the purchasing choices also ask for suppliers).
const InventoryItemChoicesDocument = graphql(`
  query StockItemChoices {
    inventoryItems(list: { perPage: 100, sort: "name", dir: Asc }, filter: { active: true }) {
      items {
        id
        name
        nameAr
        unit
      }
    }
  }
`);

const CHOICES_CONTEXT = { additionalTypenames: ['InventoryItem'] };

/** Active inventory items as "name (unit)" in the console's language, and a name lookup for lines that carry only an id. */
export function useInventoryItemChoices() {
  const { t, i18n } = useTranslation();
  const [{ data }] = useQuery({ query: InventoryItemChoicesDocument, context: CHOICES_CONTEXT });
  const items = (data?.inventoryItems.items ?? []).map((item) => ({
    value: item.id,
    label: `${localName(item.name, item.nameAr, i18n.language)} (${formatUnit(item.unit, t)})`,
  }));
  return { items, itemName: (id: string) => items.find((o) => o.value === id)?.label ?? id };
}

/** A line's item as the service names it on the line (`inventoryItem`): any item, active or not, with no list to look it up in. */
interface LineItem {
  inventoryItemId: string;
  inventoryItem?: { name: string; nameAr?: string | null; unit: string } | null;
}

/** "name (unit)" of a transfer or count line's item in the console's language; the id when the item no longer exists. */
export function useLineItemLabel() {
  const { t, i18n } = useTranslation();
  return (line: LineItem) => {
    const item = line.inventoryItem;
    if (!item) return line.inventoryItemId;
    return `${localName(item.name, item.nameAr, i18n.language)} (${t(`purchaseUnit.${item.unit}`, { defaultValue: item.unit })})`;
  };
}
