import { useCallback } from 'react';
import { Link } from 'react-router';
import { Anchor, Group, Select, Stack, Table, TextInput, Title } from '@mantine/core';
import { useQuery } from 'urql';
import { useKeptFresh } from '../../ui/use-kept-fresh';
import { useTranslation } from 'react-i18next';
import { graphql } from '../../gql';
import type { OrderSource, OrderStatus } from '../../gql/graphql';
import { listArgs, useListParams } from '../../ui/list-params';
import { EmptyRow, Pager, SearchBox, SortHeader } from '../../ui/ListToolbar';
import { FormError } from '../../ui/FormError';
import { formatDate, formatDateTime, formatIqd, separator } from '../../ui/format';
import { SalesBadge, useSalesEnumOptions } from './SalesBadge';
import { useSalesChoices } from './sales-choices';
import { useSession } from '../../auth/session';
import { CounterOrderButton } from './CounterOrderDialog';

export const ORDER_STATUSES: OrderStatus[] = ['Placed', 'Accepted', 'Preparing', 'Ready', 'Completed', 'Cancelled'];
const SOURCES: OrderSource[] = ['Guest', 'Partner', 'Console'];

const SalesOrdersDocument = graphql(`
  query SalesOrders($list: ListArgs, $filter: SalesOrderFilter) {
    salesOrders(list: $list, filter: $filter) {
      items {
        id
        number
        businessDate
        status
        source
        branchId
        channelId
        partnerReference
        placedAt
        total
        amountDueAtCounter
      }
      total
      totalPages
      totalIsExact
    }
  }
`);

export const ORDER_CONTEXT = { additionalTypenames: ['SalesOrder'] };

/** The sales ledger: every source, filtered by branch, channel, status, source and business dates (all in the address). */
export function OrdersPage() {
  const { t, i18n } = useTranslation();
  const { can } = useSession();
  const { params, update, toggleSort } = useListParams({ sort: 'placedAt', dir: 'desc' });
  const choices = useSalesChoices();
  const statusOptions = useSalesEnumOptions(ORDER_STATUSES);
  const sourceOptions = useSalesEnumOptions(SOURCES);
  const filter = {
    branchId: params.filter('branch') || null,
    channelId: params.filter('channel') || null,
    status: (params.filter('status') || null) as OrderStatus | null,
    source: (params.filter('source') || null) as OrderSource | null,
    businessDateFrom: params.filter('from') || null,
    businessDateTo: params.filter('to') || null,
  };
  const [{ data, error, fetching }, refetch] = useQuery({ query: SalesOrdersDocument, variables: { list: listArgs(params), filter }, context: ORDER_CONTEXT });
  // Guest and partner orders arrive while the ledger is open.
  useKeptFresh(useCallback(() => refetch({ requestPolicy: 'network-only' }), [refetch]));
  const page = data?.salesOrders;

  return (
    <Stack>
      <Group justify="space-between">
        <Title order={1} size="h2">
          {t('orders.title')}
        </Title>
        {can('sales:write') && <CounterOrderButton />}
      </Group>
      <Group align="end" wrap="wrap">
        <SearchBox params={params} onSearch={(q) => update({ q })} />
        <Select label={t('orders.branch')} clearable data={choices.branches} value={filter.branchId} onChange={(value) => update({ branch: value })} w={180} />
        {choices.channels.length > 0 && (
          <Select
            label={t('orders.channel')}
            clearable
            data={choices.channels}
            value={filter.channelId}
            onChange={(value) => update({ channel: value })}
            w={180}
          />
        )}
        <Select label={t('common.status')} clearable data={statusOptions} value={filter.status} onChange={(value) => update({ status: value })} w={160} />
        <Select label={t('orders.source')} clearable data={sourceOptions} value={filter.source} onChange={(value) => update({ source: value })} w={140} />
        <TextInput
          type="date"
          label={t('orders.from')}
          value={filter.businessDateFrom ?? ''}
          onChange={(e) => update({ from: e.currentTarget.value })}
          w={160}
        />
        <TextInput type="date" label={t('orders.to')} value={filter.businessDateTo ?? ''} onChange={(e) => update({ to: e.currentTarget.value })} w={160} />
      </Group>
      <FormError error={error} />
      <div className="table-scroll">
        <Table striped aria-busy={fetching}>
          <Table.Thead>
            <Table.Tr>
              <SortHeader field="number" label={t('orders.number')} params={params} onSort={toggleSort} />
              <SortHeader field="businessDate" label={t('orders.businessDate')} params={params} onSort={toggleSort} />
              <Table.Th>{t('orders.branch')}</Table.Th>
              <Table.Th>{t('orders.source')}</Table.Th>
              <SortHeader field="status" label={t('common.status')} params={params} onSort={toggleSort} />
              <SortHeader field="total" label={t('orders.total')} params={params} onSort={toggleSort} />
              <Table.Th>{t('orders.dueAtCounter')}</Table.Th>
              <SortHeader field="placedAt" label={t('orders.placedAt')} params={params} onSort={toggleSort} />
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {page?.items.length === 0 && <EmptyRow columns={8} />}
            {page?.items.map((order) => (
              <Table.Tr key={order.id}>
                <Table.Td>
                  <Anchor component={Link} to={`/sales/orders/${order.id}`}>
                    {order.number}
                  </Anchor>
                </Table.Td>
                <Table.Td>{formatDate(order.businessDate, i18n.language)}</Table.Td>
                <Table.Td>{choices.branchName(order.branchId)}</Table.Td>
                <Table.Td>
                  {t(`salesEnum.${order.source}`)}
                  {order.partnerReference ? `${separator(i18n.language)}${order.partnerReference}` : ''}
                </Table.Td>
                <Table.Td>
                  <SalesBadge value={order.status} />
                </Table.Td>
                <Table.Td>{formatIqd(order.total, i18n.language)}</Table.Td>
                <Table.Td>{formatIqd(order.amountDueAtCounter, i18n.language)}</Table.Td>
                <Table.Td>{formatDateTime(order.placedAt, i18n.language)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </div>
      {page && <Pager total={page.total} totalPages={page.totalPages} totalIsExact={page.totalIsExact} params={params} onPage={(p) => update({ page: p })} />}
    </Stack>
  );
}
