import { useState } from 'react';
import { Button, Group, Stack, Table, TextInput } from '@mantine/core';
import { useQuery } from 'urql';
import { useTranslation } from 'react-i18next';
import { PageHeader, useCreateDialog } from '../../ui/CreateDialog';
import { graphql } from '../../gql';
import type { EodReportRowFragment } from '../../gql/graphql';
import { useSession } from '../../auth/session';
import { listArgs, useListParams } from '../../ui/list-params';
import { EmptyRow, Pager, SortHeader } from '../../ui/ListToolbar';
import { FormError } from '../../ui/FormError';
import { formatDate, formatIqd } from '../../ui/format';
import { EodReportForm } from './EodReportForm';
import { EodReviewDialog } from './EodReviewDialog';
import { VarianceText } from './VarianceText';

graphql(`
  fragment EodReportRow on EodReport {
    id
    businessDate
    grossSalesIqd
    netSalesIqd
    cashSalesIqd
    cardSalesIqd
    qiSalesIqd
    deliverySalesIqd
    paymentTotalIqd
    varianceIqd
    source
    ledger {
      orderCount
      ledgerTotalIqd
      ledgerCashIqd
      ledgerCardIqd
      ledgerQiIqd
      ledgerWalletIqd
      ledgerOtherIqd
      ledgerDueAtCounterIqd
      cashVarianceIqd
      cardVarianceIqd
      qiVarianceIqd
      grossVarianceIqd
    }
  }
`);
const EodReportsDocument = graphql(`
  query EodReports($list: ListArgs, $filter: EodReportFilter) {
    eodReports(list: $list, filter: $filter) {
      items {
        ...EodReportRow
      }
      total
      totalPages
      totalIsExact
    }
  }
`);

export const EOD_CONTEXT = { additionalTypenames: ['EodReport'] };

export function EodReportsPage() {
  const { t, i18n } = useTranslation();
  const { can } = useSession();
  const { params, update, toggleSort } = useListParams({ sort: 'businessDate', dir: 'desc' });
  const filter = { from: params.filter('from') || null, to: params.filter('to') || null };
  const [{ data, error, fetching }] = useQuery({ query: EodReportsDocument, variables: { list: listArgs(params), filter }, context: EOD_CONTEXT });
  const [reviewing, setReviewing] = useState<EodReportRowFragment | null>(null);
  const page = data?.eodReports;
  const current = reviewing ? (page?.items.find((r) => r.id === reviewing.id) ?? reviewing) : null;

  const create = useCreateDialog({
    label: t('eod.new'),
    createdMessage: t('eod.created'),
    children: (done) => <EodReportForm onDone={done} />,
    size: 'xl',
  });

  return (
    <Stack>
      <PageHeader title={t('eod.title')}>{can('loss:write') && create.button}</PageHeader>
      {create.dialog}
      <Group align="end">
        <TextInput label={t('eod.from')} type="date" value={filter.from ?? ''} onChange={(e) => update({ from: e.currentTarget.value })} />
        <TextInput label={t('eod.to')} type="date" value={filter.to ?? ''} onChange={(e) => update({ to: e.currentTarget.value })} />
      </Group>
      <FormError error={error} />
      <div className="table-scroll">
        <Table striped aria-busy={fetching}>
          <Table.Thead>
            <Table.Tr>
              <SortHeader field="businessDate" label={t('eod.businessDate')} params={params} onSort={toggleSort} />
              <SortHeader field="grossSalesIqd" label={t('eod.gross')} params={params} onSort={toggleSort} />
              <SortHeader field="netSalesIqd" label={t('eod.net')} params={params} onSort={toggleSort} />
              <Table.Th>{t('eod.payments')}</Table.Th>
              <SortHeader field="varianceIqd" label={t('eod.variance')} params={params} onSort={toggleSort} />
              <Table.Th>{t('eod.source')}</Table.Th>
              <Table.Th>{t('common.actions')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {page?.items.length === 0 && <EmptyRow columns={7} />}
            {page?.items.map((report) => (
              <Table.Tr key={report.id}>
                <Table.Td>{formatDate(report.businessDate, i18n.language)}</Table.Td>
                <Table.Td>{formatIqd(report.grossSalesIqd, i18n.language)}</Table.Td>
                <Table.Td>{formatIqd(report.netSalesIqd, i18n.language)}</Table.Td>
                <Table.Td>{formatIqd(report.paymentTotalIqd, i18n.language)}</Table.Td>
                <Table.Td>
                  <VarianceText report={report} />
                </Table.Td>
                <Table.Td>{t(`lossEnum.${report.source}`)}</Table.Td>
                <Table.Td>
                  <Button
                    size="xs"
                    variant="light"
                    onClick={() => setReviewing(report)}
                    aria-label={`${t('eod.review')}: ${formatDate(report.businessDate, i18n.language)}`}
                  >
                    {t('eod.review')}
                  </Button>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </div>
      {page && <Pager total={page.total} totalPages={page.totalPages} totalIsExact={page.totalIsExact} params={params} onPage={(p) => update({ page: p })} />}
      {current && <EodReviewDialog report={current} onClose={() => setReviewing(null)} />}
    </Stack>
  );
}
