import { Link } from 'react-router';
import { Anchor, Button, Stack, Table } from '@mantine/core';
import { useQuery } from 'urql';
import { useTranslation } from 'react-i18next';
import { graphql } from '../../gql';
import type { PurchaseInvoiceStatus } from '../../gql/graphql';
import { listArgs, useListParams } from '../../ui/list-params';
import { EmptyRow, Pager, SortHeader } from '../../ui/ListToolbar';
import { FormError } from '../../ui/FormError';
import { formatDate, formatIqd, localName } from '../../ui/format';
import { PurchasingBadge, usePurchasingEnumOptions } from './PurchasingBadge';
import { PURCHASE_INVOICE_CONTEXT, PurchaseInvoiceForm } from './PurchaseInvoiceForm';
import { orderReference } from './purchase-rules';
import { PurchasingListHeader } from './PurchasingListHeader';

const STATUSES: PurchaseInvoiceStatus[] = ['Draft', 'PendingApproval', 'Approved', 'Paid', 'Rejected', 'Cancelled'];

const PurchaseInvoicesDocument = graphql(`
  query PurchaseInvoices($list: ListArgs, $filter: PurchaseInvoiceFilter) {
    purchaseInvoices(list: $list, filter: $filter) {
      items {
        id
        status
        invoiceNumber
        invoiceDate
        purchaseOrderId
        totalIqd
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

export function PurchaseInvoicesPage() {
  const { t, i18n } = useTranslation();
  const statusOptions = usePurchasingEnumOptions(STATUSES);
  const { params, update, toggleSort } = useListParams({ sort: 'invoiceDate', dir: 'desc' });
  const filter = {
    status: (params.filter('status') || null) as PurchaseInvoiceStatus | null,
    supplierId: params.filter('supplier') || null,
    purchaseOrderId: params.filter('order') || null,
  };
  const [{ data, error, fetching }] = useQuery({
    query: PurchaseInvoicesDocument,
    variables: { list: listArgs(params), filter },
    context: PURCHASE_INVOICE_CONTEXT,
  });
  const page = data?.purchaseInvoices;

  return (
    <Stack>
      <PurchasingListHeader
        title={t('purchaseInvoices.title')}
        newLabel={t('purchaseInvoices.new')}
        form={<PurchaseInvoiceForm />}
        statusOptions={statusOptions}
        params={params}
        update={update}
      >
        {filter.purchaseOrderId && (
          <Button variant="subtle" onClick={() => update({ order: null })}>
            {t('purchaseInvoices.ofOrder', { reference: orderReference(filter.purchaseOrderId) })} ×
          </Button>
        )}
      </PurchasingListHeader>
      <FormError error={error} />
      <div className="table-scroll">
        <Table striped aria-busy={fetching}>
          <Table.Thead>
            <Table.Tr>
              <SortHeader field="invoiceNumber" label={t('purchaseInvoices.number')} params={params} onSort={toggleSort} />
              <Table.Th>{t('purchasing.supplier')}</Table.Th>
              <SortHeader field="invoiceDate" label={t('purchaseInvoices.date')} params={params} onSort={toggleSort} />
              <Table.Th>{t('purchaseInvoices.order')}</Table.Th>
              <SortHeader field="totalIqd" label={t('purchaseLines.total')} params={params} onSort={toggleSort} />
              <SortHeader field="status" label={t('common.status')} params={params} onSort={toggleSort} />
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {page?.items.length === 0 && <EmptyRow columns={6} />}
            {page?.items.map((invoice) => (
              <Table.Tr key={invoice.id}>
                <Table.Td>
                  <Anchor component={Link} to={`/purchasing/invoices/${invoice.id}`} dir="ltr">
                    {invoice.invoiceNumber}
                  </Anchor>
                </Table.Td>
                <Table.Td>{invoice.supplier ? localName(invoice.supplier.name, invoice.supplier.nameAr, i18n.language) : ''}</Table.Td>
                <Table.Td>{formatDate(invoice.invoiceDate, i18n.language)}</Table.Td>
                <Table.Td dir="ltr">{invoice.purchaseOrderId ? orderReference(invoice.purchaseOrderId) : ''}</Table.Td>
                <Table.Td>{formatIqd(invoice.totalIqd, i18n.language)}</Table.Td>
                <Table.Td>
                  <PurchasingBadge value={invoice.status} />
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
