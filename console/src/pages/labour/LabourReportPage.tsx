import { Fragment, useState } from 'react';
import { Badge, Group, Stack, Table, Text, TextInput } from '@mantine/core';
import { useQuery } from 'urql';
import { useTranslation } from 'react-i18next';
import { graphql } from '../../gql';
import { PageHeader } from '../../ui/CreateDialog';
import { ScrollRegion } from '../../ui/ScrollRegion';
import { FormError } from '../../ui/FormError';
import { formatDate, formatIqd, formatPercent } from '../../ui/format';
import { addDays, todayLocal, weekStartOf } from './roster-week';

const LabourReportDocument = graphql(`
  query LabourReport($input: LabourReportInput!) {
    labourReport(input: $input) {
      from
      to
      labourPercentTarget
      primeCostPercentTarget
      branches {
        branchId
        name
        total {
          netSalesIqd
          labourCostIqd
          scheduledCostIqd
          labourPercent
          scheduledLabourPercent
          salesPerLabourHourIqd
          foodCostIqd
          primeCostIqd
          primeCostPercent
          labourAboveTarget
          primeCostAboveTarget
        }
        days {
          businessDate
          netSalesIqd
          labourCostIqd
          scheduledCostIqd
          labourPercent
          scheduledLabourPercent
          salesPerLabourHourIqd
          foodCostIqd
          primeCostIqd
          primeCostPercent
          labourAboveTarget
          primeCostAboveTarget
        }
      }
    }
  }
`);

interface Figures {
  netSalesIqd: number | string;
  labourCostIqd: number | string;
  scheduledCostIqd: number | string;
  labourPercent?: number | null;
  scheduledLabourPercent?: number | null;
  salesPerLabourHourIqd?: number | string | null;
  foodCostIqd?: number | string | null;
  primeCostIqd?: number | string | null;
  primeCostPercent?: number | null;
  labourAboveTarget: boolean;
  primeCostAboveTarget: boolean;
}

/** A percentage (28.5) as a badge: red above the target, green within it; a dash without sales. */
function PercentBadge({ value, above, label }: { value: number | null | undefined; above: boolean; label: string }) {
  const { t, i18n } = useTranslation();
  if (value === null || value === undefined) return <span>—</span>;
  return (
    <Badge
      color={above ? 'red' : 'teal'}
      variant="light"
      aria-label={`${label}: ${formatPercent(value / 100, i18n.language)}${above ? ` (${t('labourReport.aboveTarget')})` : ''}`}
    >
      {formatPercent(value / 100, i18n.language)}
    </Badge>
  );
}

/** Labour cost against net sales per branch and day for a period, flagged against the organisation's targets. */
export function LabourReportPage() {
  const { t, i18n } = useTranslation();
  const start = weekStartOf(todayLocal());
  const [from, setFrom] = useState(start);
  const [to, setTo] = useState(addDays(start, 6));
  const [{ data, error, fetching }] = useQuery({ query: LabourReportDocument, variables: { input: { from, to } }, pause: !from || !to });
  const report = data?.labourReport;
  const iqd = (value: number | string | null | undefined) => (value === null || value === undefined ? '—' : formatIqd(Number(value), i18n.language));
  const cells = (figures: Figures) => (
    <>
      <Table.Td>{iqd(figures.netSalesIqd)}</Table.Td>
      <Table.Td>{iqd(figures.labourCostIqd)}</Table.Td>
      <Table.Td>
        <PercentBadge value={figures.labourPercent} above={figures.labourAboveTarget} label={t('labourReport.labourPercent')} />
      </Table.Td>
      <Table.Td>{iqd(figures.salesPerLabourHourIqd)}</Table.Td>
      <Table.Td>{iqd(figures.foodCostIqd)}</Table.Td>
      <Table.Td>{iqd(figures.primeCostIqd)}</Table.Td>
      <Table.Td>
        <PercentBadge value={figures.primeCostPercent} above={figures.primeCostAboveTarget} label={t('labourReport.primeCostPercent')} />
      </Table.Td>
      <Table.Td>
        {iqd(figures.scheduledCostIqd)}
        {figures.scheduledLabourPercent !== null && figures.scheduledLabourPercent !== undefined && (
          <Text span size="xs" c="dimmed">
            {' '}
            ({formatPercent(figures.scheduledLabourPercent / 100, i18n.language)})
          </Text>
        )}
      </Table.Td>
    </>
  );
  return (
    <Stack>
      <PageHeader title={t('labourReport.title')} />
      <Group align="end" wrap="wrap">
        <TextInput label={t('timesheets.from')} type="date" value={from} onChange={(e) => setFrom(e.currentTarget.value)} w={170} />
        <TextInput label={t('timesheets.to')} type="date" value={to} onChange={(e) => setTo(e.currentTarget.value)} w={170} />
      </Group>
      {report && (
        <Text size="sm">
          {t('labourReport.targets', {
            labour: formatPercent(report.labourPercentTarget / 100, i18n.language),
            prime: formatPercent(report.primeCostPercentTarget / 100, i18n.language),
          })}
        </Text>
      )}
      <FormError error={error} />
      <ScrollRegion label={t('labourReport.title')}>
        <Table striped aria-busy={fetching} aria-label={t('labourReport.title')}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('timesheets.date')}</Table.Th>
              <Table.Th>{t('labourReport.netSales')}</Table.Th>
              <Table.Th>{t('labourReport.labourCost')}</Table.Th>
              <Table.Th>{t('labourReport.labourPercent')}</Table.Th>
              <Table.Th>{t('labourReport.salesPerHour')}</Table.Th>
              <Table.Th>{t('labourReport.foodCost')}</Table.Th>
              <Table.Th>{t('labourReport.primeCost')}</Table.Th>
              <Table.Th>{t('labourReport.primeCostPercent')}</Table.Th>
              <Table.Th>{t('labourReport.scheduledCost')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {report?.branches.length === 0 && (
              <Table.Tr>
                <Table.Td colSpan={9}>{t('labourReport.none')}</Table.Td>
              </Table.Tr>
            )}
            {report?.branches.map((branch) => (
              <Fragment key={branch.branchId}>
                <Table.Tr>
                  <Table.Th scope="row" style={{ whiteSpace: 'nowrap' }}>
                    {t('labourReport.branchTotal', { name: branch.name })}
                  </Table.Th>
                  {cells(branch.total)}
                </Table.Tr>
                {branch.days.map((day) => (
                  <Table.Tr key={`${branch.branchId}-${day.businessDate}`}>
                    <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDate(day.businessDate, i18n.language)}</Table.Td>
                    {cells(day)}
                  </Table.Tr>
                ))}
              </Fragment>
            ))}
          </Table.Tbody>
        </Table>
      </ScrollRegion>
    </Stack>
  );
}
