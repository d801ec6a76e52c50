import { useQuery } from 'urql';
import { useTranslation } from 'react-i18next';
import { graphql } from '../../gql';
import type { InventoryKind, InventoryUnit } from '../../gql/graphql';
import { formatUnit, localName } from '../../ui/format';

const InventoryItemChoicesDocument = graphql(`
  query InventoryItemChoices($kind: InventoryKind) {
    inventoryItems(filter: { kind: $kind, active: true }, list: { perPage: 100, sort: "name" }) {
      items {
        id
        name
        nameAr
        unit
      }
    }
  }
`);

const CapacityTypeChoicesDocument = graphql(`
  query CapacityTypeChoices {
    capacityTypes(list: { perPage: 100, sort: "name" }) {
      items {
        id
        name
        nameAr
      }
    }
  }
`);

/**
 * Active inventory items (of one kind, or all) for the selects of batch forms; `units` keeps only
 * the items the service accepts for that field (chicken is counted in pieces, meat and rice weighed).
 */
export function useItemChoices(kind: InventoryKind | null, units?: readonly InventoryUnit[]) {
  const { t, i18n } = useTranslation();
  const [{ data }] = useQuery({ query: InventoryItemChoicesDocument, variables: { kind } });
  return (data?.inventoryItems.items ?? [])
    .filter((item) => !units || units.includes(item.unit))
    .map((item) => ({ value: item.id, label: `${localName(item.name, item.nameAr, i18n.language)} (${formatUnit(item.unit, t)})` }));
}

export function useCapacityTypeChoices() {
  const { i18n } = useTranslation();
  const [{ data }] = useQuery({ query: CapacityTypeChoicesDocument });
  return (data?.capacityTypes.items ?? []).map((type) => ({ value: type.id, label: localName(type.name, type.nameAr, i18n.language) }));
}
