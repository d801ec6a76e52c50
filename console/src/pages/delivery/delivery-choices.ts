import { useQuery } from 'urql';
import { graphql } from '../../gql';
import { useSession } from '../../auth/session';

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
