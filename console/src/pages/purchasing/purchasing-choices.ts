import { useQuery } from 'urql';
import { useTranslation } from 'react-i18next';
import { graphql } from '../../gql';
import { formatUnit, localName } from '../../ui/format';

const PurchasingChoicesDocument = graphql(`
  query PurchasingChoices {
    suppliers(list: { perPage: 100, sort: "name", dir: Asc }, filter: { active: true }) {
      items {
        id
        name
        nameAr
      }
    }
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

const CHOICES_CONTEXT = { additionalTypenames: ['Supplier', 'InventoryItem'] };

/** Active suppliers and inventory items for the selects of purchase orders and invoices, in the console's language. */
export function usePurchasingChoices() {
  const { t, i18n } = useTranslation();
  const [{ data }] = useQuery({ query: PurchasingChoicesDocument, context: CHOICES_CONTEXT });
  const suppliers = (data?.suppliers.items ?? []).map((s) => ({ value: s.id, label: localName(s.name, s.nameAr, i18n.language) }));
  const items = (data?.inventoryItems.items ?? []).map((item) => ({
    value: item.id,
    label: `${localName(item.name, item.nameAr, i18n.language)} (${formatUnit(item.unit, t)})`,
  }));
  return { suppliers, items };
}
