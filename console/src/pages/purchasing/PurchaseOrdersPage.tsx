import { Link } from 'react-router';
import { Anchor, Stack, Table } from '@mantine/core';
import { useQuery } from 'urql';
import { useTranslation } from 'react-i18next';
import { graphql } from '../../gql';
import type { PurchaseOrderStatus } from '../../gql/graphql';
import { listArgs, useListParams } from '../../ui/list-params';
import { EmptyRow, Pager, SortHeader } from '../../ui/ListToolbar';
import { FormError } from '../../ui/FormError';
import { formatDate, formatDateTime, formatIqd, localName } from '../../ui/format';
import { PurchasingBadge, usePurchasingEnumOptions } from './PurchasingBadge';
import { PURCHASE_ORDER_CONTEXT, PurchaseOrderForm } from './PurchaseOrderForm';
import { orderReference } from './purchase-rules';
import { PurchasingListHeader } from './PurchasingListHeader';

const STATUSES: PurchaseOrderStatus[] = ['Draft', 'PendingApproval', 'Approved', 'Received', 'Cancelled'];

const PurchaseOrdersDocument = graphql(`
  query PurchaseOrders($list: ListArgs, $filter: PurchaseOrderFilter) {
    purchaseOrders(list: $list, filter: $filter) {
      items {
        id
        status
        expectedDate
        totalIqd
        createdAt
        supplier {
          id
          name
          nameAr
        }
      }
      total
      totalPages
      totalIsExact
    }
  }
`);

export function PurchaseOrdersPage() {
  const { t, i18n } = useTranslation();
  const statusOptions = usePurchasingEnumOptions(STATUSES);
  const { params, update, toggleSort } = useListParams({ sort: 'createdAt', dir: 'desc' });
  const filter = { status: (params.filter('status') || null) as PurchaseOrderStatus | null, supplierId: params.filter('supplier') || null };
  const [{ data, error, fetching }] = useQuery({
    query: PurchaseOrdersDocument,
    variables: { list: listArgs(params), filter },
    context: PURCHASE_ORDER_CONTEXT,
  });
  const page = data?.purchaseOrders;

  return (
    <Stack>
      <PurchasingListHeader
        title={t('purchaseOrders.title')}
        newLabel={t('purchaseOrders.new')}
        form={<PurchaseOrderForm />}
        statusOptions={statusOptions}
        params={params}
        update={update}
      />
      <FormError error={error} />
      <div className="table-scroll">
        <Table striped aria-busy={fetching}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('purchaseOrders.reference')}</Table.Th>
              <Table.Th>{t('purchasing.supplier')}</Table.Th>
              <SortHeader field="createdAt" label={t('common.created')} params={params} onSort={toggleSort} />
              <SortHeader field="expectedDate" label={t('purchaseOrders.expectedDate')} params={params} onSort={toggleSort} />
              <SortHeader field="totalIqd" label={t('purchaseLines.total')} params={params} onSort={toggleSort} />
              <SortHeader field="status" label={t('common.status')} params={params} onSort={toggleSort} />
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {page?.items.length === 0 && <EmptyRow columns={6} />}
            {page?.items.map((order) => (
              <Table.Tr key={order.id}>
                <Table.Td>
                  <Anchor component={Link} to={`/purchasing/orders/${order.id}`} dir="ltr">
                    {orderReference(order.id)}
                  </Anchor>
                </Table.Td>
                <Table.Td>{order.supplier ? localName(order.supplier.name, order.supplier.nameAr, i18n.language) : ''}</Table.Td>
                <Table.Td>{formatDateTime(order.createdAt, i18n.language)}</Table.Td>
                <Table.Td>{formatDate(order.expectedDate, i18n.language)}</Table.Td>
                <Table.Td>{formatIqd(order.totalIqd, i18n.language)}</Table.Td>
                <Table.Td>
                  <PurchasingBadge value={order.status} />
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </div>
      {page && <Pager total={page.total} totalPages={page.totalPages} totalIsExact={page.totalIsExact} params={params} onPage={(p) => update({ page: p })} />}
    </Stack>
  );
}
