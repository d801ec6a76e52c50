import { useQuery } from 'urql';
import { useTranslation } from 'react-i18next';
import { graphql } from '../../gql';
import { useSession } from '../../auth/session';
import { localName } from '../../ui/format';

const DeliveryConnectionChoicesDocument = graphql(`
  query DeliveryConnectionChoices {
    deliveryConnections(list: { perPage: 100 }) {
      items {
        id
        name
        platform
        branchId
      }
    }
  }
`);

/** The organisation's delivery connections as select options ("Talabat Karrada"). */
export function useConnectionChoices() {
  const { can } = useSession();
  const [{ data }] = useQuery({ query: DeliveryConnectionChoicesDocument, pause: !can('delivery:read') });
  const items = data?.deliveryConnections.items ?? [];
  const connections = items.map((c) => ({ value: c.id, label: c.name }));
  return {
    connections,
    items,
    connectionName: (id: string | null | undefined) => items.find((c) => c.id === id)?.name ?? '',
  };
}

const DeliveryMenuChoicesDocument = graphql(`
  query DeliveryMenuChoices {
    products(list: { perPage: 100, sort: "name", dir: Asc }, filter: { active: true }) {
      items {
        id
        name
        nameAr
      }
    }
    modifierGroups(list: { perPage: 100, sort: "name", dir: Asc }) {
      items {
        id
        name
        nameAr
        options {
          id
          name
          nameAr
          active
        }
      }
    }
  }
`);

/**
 * What a platform item can be mapped to, in the console's language: the active products, and
 * every modifier option named with its group ("Size: Large").
 */
export function useMenuChoices() {
  const { i18n } = useTranslation();
  const [{ data, error }] = useQuery({ query: DeliveryMenuChoicesDocument });
  const products = (data?.products.items ?? []).map((p) => ({ value: p.id, label: localName(p.name, p.nameAr, i18n.language) }));
  const options = (data?.modifierGroups.items ?? []).flatMap((group) =>
    group.options
      .filter((option) => option.active)
      .map((option) => ({
        value: option.id,
        label: `${localName(group.name, group.nameAr, i18n.language)}: ${localName(option.name, option.nameAr, i18n.language)}`,
      })),
  );
  return { products, options, error };
}
