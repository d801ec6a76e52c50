import { useQuery } from 'urql';
import { useTranslation } from 'react-i18next';
import { graphql } from '../../gql';
import { useSession } from '../../auth/session';
import { localName } from '../../ui/format';

const BranchChoicesDocument = graphql(`
  query SalesBranchChoices {
    branches(list: { perPage: 100, sort: "name" }) {
      items {
        id
        name
        nameAr
        code
      }
    }
  }
`);

const ChannelChoicesDocument = graphql(`
  query SalesChannelChoices {
    salesChannels(list: { perPage: 100, sort: "name" }) {
      items {
        id
        name
        nameAr
        kind
        active
      }
    }
  }
`);

type Choice = { value: string; label: string };

function nameOf(list: Choice[], id: string | null | undefined): string {
  return id ? (list.find((o) => o.value === id)?.label ?? '') : '';
}

/**
 * Branches and sales channels for the selects of sales and commercial pages, in the console's language.
 * Channels need commercial:read, which staff lack; their ledger simply shows no channel filter.
 */
export function useSalesChoices() {
  const { i18n } = useTranslation();
  const { can } = useSession();
  const [{ data: branchData }] = useQuery({ query: BranchChoicesDocument });
  const [{ data: channelData }] = useQuery({ query: ChannelChoicesDocument, pause: !can('commercial:read') });
  const branches = (branchData?.branches.items ?? []).map((b) => ({ value: b.id, label: localName(b.name, b.nameAr, i18n.language) }));
  const channels = (channelData?.salesChannels.items ?? []).map((c) => ({ value: c.id, label: localName(c.name, c.nameAr, i18n.language) }));
  return {
    branches,
    channels,
    branchName: (id: string | null | undefined) => nameOf(branches, id),
    channelName: (id: string | null | undefined) => nameOf(channels, id),
  };
}
