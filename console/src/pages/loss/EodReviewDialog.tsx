import { Modal, Stack, Table, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { EodReportRowFragment } from '../../gql/graphql';
import { useSession } from '../../auth/session';
import { formatDate, formatIqd, separator } from '../../ui/format';
import { EodReportForm } from './EodReportForm';
import { VarianceText } from './VarianceText';

/**
 * One day's report next to the sales ledger, per payment kind (variance = reported − ledger), and
 * its figures to correct for a member who may write.
 */
export function EodReviewDialog({ report, onClose }: { report: EodReportRowFragment; onClose: () => void }) {
  const { t, i18n } = useTranslation();
  const { can } = useSession();
  const money = (amount: number | null) => (amount === null ? '—' : formatIqd(amount, i18n.language));
  const l = report.ledger;
  const rows: Array<{ kind: string; reported: number | null; ledger: number; variance: number | null }> = [
    { kind: t('eod.kindGross'), reported: report.grossSalesIqd, ledger: l.ledgerTotalIqd, variance: l.grossVarianceIqd },
    { kind: t('eod.kindCash'), reported: report.cashSalesIqd, ledger: l.ledgerCashIqd, variance: l.cashVarianceIqd },
    { kind: t('eod.kindCard'), reported: report.cardSalesIqd, ledger: l.ledgerCardIqd, variance: l.cardVarianceIqd },
    { kind: t('eod.kindQi'), reported: report.qiSalesIqd, ledger: l.ledgerQiIqd, variance: l.qiVarianceIqd },
    { kind: t('eod.kindWallet'), reported: null, ledger: l.ledgerWalletIqd, variance: null },
    { kind: t('eod.kindOther'), reported: null, ledger: l.ledgerOtherIqd, variance: null },
    { kind: t('eod.kindDue'), reported: null, ledger: l.ledgerDueAtCounterIqd, variance: null },
  ];
  return (
    <Modal opened onClose={onClose} title={t('eod.reviewTitle', { date: formatDate(report.businessDate, i18n.language) })} size="xl">
      <Stack gap="sm">
        <Text>
          {t('eod.net')}: {money(report.netSalesIqd)}
          {separator(i18n.language)}
          {t('eod.payments')}: {money(report.paymentTotalIqd)}
          {separator(i18n.language)}
          {t('eod.variance')}: <VarianceText report={report} />
        </Text>
        <Title order={2} size="h5">
          {t('eod.ledgerTitle', { count: l.orderCount })}
        </Title>
        <Table aria-label={t('eod.ledgerTitle', { count: l.orderCount })}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('eod.kind')}</Table.Th>
              <Table.Th>{t('eod.reported')}</Table.Th>
              <Table.Th>{t('eod.ledger')}</Table.Th>
              <Table.Th>{t('eod.variance')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((row) => (
              <Table.Tr key={row.kind}>
                <Table.Td>{row.kind}</Table.Td>
                <Table.Td>{money(row.reported)}</Table.Td>
                <Table.Td>{money(row.ledger)}</Table.Td>
                <Table.Td>
                  <Text size="sm" c={row.variance ? 'red' : undefined}>
                    {row.variance === null ? '' : money(row.variance)}
                  </Text>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
        {can('loss:write') && <EodReportForm key={report.id} report={report} />}
      </Stack>
    </Modal>
  );
}
