import { Button, Group, Select, Stack, Table } from '@mantine/core';
import { useMutation, useQuery } from 'urql';
import { useTranslation } from 'react-i18next';
import { graphql } from '../../gql';
import type { SalesChannelKind } from '../../gql/graphql';
import { useSession } from '../../auth/session';
import { listArgs, useListParams } from '../../ui/list-params';
import { EmptyRow, Pager, SearchBox, SortHeader } from '../../ui/ListToolbar';
import { FormError } from '../../ui/FormError';
import { localName } from '../../ui/format';
import { useSalesEnumOptions } from '../sales/SalesBadge';
import { NameKindForm } from '../sales/NameKindForm';
import { PageHeader, useCreateDialog } from '../../ui/CreateDialog';

const KINDS: SalesChannelKind[] = ['DineIn', 'Takeaway', 'Delivery', 'SelfOrder', 'Partner'];

const SalesChannelsDocument = graphql(`
  query SalesChannels($list: ListArgs, $filter: SalesChannelFilter) {
    salesChannels(list: $list, filter: $filter) {
      items {
        id
        name
        nameAr
        kind
        active
      }
      total
      totalPages
      totalIsExact
    }
  }
`);
const CreateSalesChannelDocument = graphql(`
  mutation CreateSalesChannel($input: CreateSalesChannelInput!) {
    createSalesChannel(input: $input) {
      id
    }
  }
`);
const ActivateSalesChannelDocument = graphql(`
  mutation ActivateSalesChannel($id: UUID!) {
    activateSalesChannel(id: $id) {
      id
      active
    }
  }
`);
const DeactivateSalesChannelDocument = graphql(`
  mutation DeactivateSalesChannel($id: UUID!) {
    deactivateSalesChannel(id: $id) {
      id
      active
    }
  }
`);

const CHANNEL_CONTEXT = { additionalTypenames: ['SalesChannel'] };

/** Sales channels (dine-in hall, delivery app, guest QR…): promotions may be limited to one; inactive ones take no orders. */
export function SalesChannelsPage() {
  const { t, i18n } = useTranslation();
  const { can } = useSession();
  const { params, update, toggleSort } = useListParams({ sort: 'name', dir: 'asc' });
  const kind = (params.filter('kind') || null) as SalesChannelKind | null;
  const [{ data, error, fetching }] = useQuery({
    query: SalesChannelsDocument,
    variables: { list: listArgs(params), filter: { kind } },
    context: CHANNEL_CONTEXT,
  });
  const [activateState, activate] = useMutation(ActivateSalesChannelDocument);
  const [deactivateState, deactivate] = useMutation(DeactivateSalesChannelDocument);
  const kindOptions = useSalesEnumOptions(KINDS);
  const write = can('commercial:write');
  const page = data?.salesChannels;
  const create = useCreateDialog({
    label: t('channels.new'),
    createdMessage: t('channels.created'),
    children: (done) => <CreateChannelForm onDone={done} />,
  });

  return (
    <Stack>
      <PageHeader title={t('channels.title')}>{write && create.button}</PageHeader>
      {create.dialog}
      <Group align="end">
        <SearchBox params={params} onSearch={(q) => update({ q })} />
        <Select label={t('paymentMethods.kind')} clearable data={kindOptions} value={kind} onChange={(value) => update({ kind: value })} w={200} />
      </Group>
      <FormError error={error ?? activateState.error ?? deactivateState.error} />
      <div className="table-scroll">
        <Table striped aria-busy={fetching}>
          <Table.Thead>
            <Table.Tr>
              <SortHeader field="name" label={t('common.name')} params={params} onSort={toggleSort} />
              <Table.Th>{t('paymentMethods.kind')}</Table.Th>
              <Table.Th>{t('common.status')}</Table.Th>
              {write && <Table.Th>{t('common.actions')}</Table.Th>}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {page?.items.length === 0 && <EmptyRow columns={write ? 4 : 3} />}
            {page?.items.map((channel) => {
              const label = localName(channel.name, channel.nameAr, i18n.language);
              return (
                <Table.Tr key={channel.id}>
                  <Table.Td>{label}</Table.Td>
                  <Table.Td>{t(`salesEnum.${channel.kind}`)}</Table.Td>
                  <Table.Td>{channel.active ? t('tables.active') : t('tables.inactive')}</Table.Td>
                  {write && (
                    <Table.Td>
                      <Button
                        size="xs"
                        variant="light"
                        aria-label={`${channel.active ? t('tables.deactivate') : t('tables.activate')}: ${label}`}
                        onClick={() => void (channel.active ? deactivate({ id: channel.id }, CHANNEL_CONTEXT) : activate({ id: channel.id }, CHANNEL_CONTEXT))}
                      >
                        {channel.active ? t('tables.deactivate') : t('tables.activate')}
                      </Button>
                    </Table.Td>
                  )}
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
      </div>
      {page && <Pager total={page.total} totalPages={page.totalPages} totalIsExact={page.totalIsExact} params={params} onPage={(p) => update({ page: p })} />}
    </Stack>
  );
}

function CreateChannelForm({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation();
  const [state, create] = useMutation(CreateSalesChannelDocument);
  return (
    <NameKindForm
      label={t('channels.new')}
      kinds={KINDS}
      initialKind="DineIn"
      error={state.error}
      fetching={state.fetching}
      onCreate={(values) => create({ input: values }, CHANNEL_CONTEXT)}
      onDone={onDone}
    />
  );
}
