import { useState } from 'react';
import { Link } from 'react-router';
import { Anchor, Badge, Card, Group, SegmentedControl, Select, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { useQuery } from 'urql';
import { useTranslation } from 'react-i18next';
import { graphql } from '../../gql';
import { useMe, useSession } from '../../auth/session';
import { FormError } from '../../ui/FormError';
import { ScrollRegion } from '../../ui/ScrollRegion';
import { businessDateIn, formatDate, formatIqd, formatNumber, formatPercent, localName } from '../../ui/format';
import { addDays, fractionOf, ordersPath, rostersPath, timesheetsPath, variancePath } from './analytics-links';
import { BranchComparisonChart, LabourTrendChart, TrendChart } from './AnalyticsCharts';

const OwnerDashboardDocument = graphql(`
  query OwnerDashboard($today: LocalDate!, $closedFrom: LocalDate!, $compareFrom: LocalDate!, $compareTo: LocalDate!) {
    today: usageVariance(input: { from: $today, to: $today }) {
      branches {
        branchId
        orderCount
        netSalesIqd
        refundsIqd
        wasteIqd
        unexplainedIqd
        theoreticalFoodCostPercent
        actualFoodCostPercent
        flaggedItems
      }
    }
    comparison: usageVariance(input: { from: $compareFrom, to: $compareTo }) {
      branches {
        branchId
        branchName
        orderCount
        netSalesIqd
        refundsIqd
        wasteIqd
        unexplainedIqd
        theoreticalFoodCostPercent
        actualFoodCostPercent
        flaggedItems
      }
    }
    dayCloses(filter: { from: $closedFrom }, list: { perPage: 100 }) {
      items {
        id
        branchId
        businessDate
        status
        orderCount
        netSalesIqd
        refundsIqd
        averageTicketIqd
        cashVarianceIqd
        theoreticalFoodCostPercent
        actualFoodCostPercent
        wasteIqd
        unexplainedIqd
        flaggedItems
        labourPercent
        primeCostPercent
        labourAboveTarget
        primeCostAboveTarget
      }
    }
  }
`);

const TrendDocument = graphql(`
  query DashboardTrend($branchId: UUID!, $from: LocalDate!) {
    dayCloses(filter: { branchId: $branchId, from: $from }, list: { perPage: 100 }) {
      items {
        id
        businessDate
        theoreticalFoodCostPercent
        actualFoodCostPercent
        unexplainedIqd
        labourPercent
        primeCostPercent
      }
    }
  }
`);

/** How many closed days each branch card lists, and the comparison's period. */
const CLOSED_DAYS = 3;
const COMPARISON_DAYS = 30;

/** One figure that opens the page behind it (the sales ledger, the usage variance, the end-of-day reports). */
function Tile({ label, value, to, alert }: { label: string; value: string; to: string; alert?: boolean }) {
  return (
    <Anchor component={Link} to={to} underline="never" className="dashboard-tile">
      <Card withBorder padding="xs" h="100%">
        <Text size="xs" c="dimmed">
          {label}
        </Text>
        <Text fw={600} c={alert ? 'red' : undefined}>
          {value}
        </Text>
      </Card>
    </Anchor>
  );
}

/**
 * The owner's view (issue #33 item 4, docs/console.md "Dashboard"): per branch, today so far (from the
 * ledger, as the usage variance computes it) and the last closed days (the stored daily closes); the
 * trend of food cost and unexplained variance; the branches side by side. Every figure links to the
 * page that explains it.
 */
export function OwnerDashboard() {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  const me = useMe();
  const { can } = useSession();
  const labour = can('labour:read');
  // One business date for every branch: the active branch's (branches of one organisation share a country).
  const today = businessDateIn(me.branch.timeZone, me.organization.businessDayStartHour);
  const [{ data, error, fetching }] = useQuery({
    query: OwnerDashboardDocument,
    // The comparison ends today, like the cards above: in a restaurant's first days every sale is
    // today's, and a comparison of closed days only would show each branch at IQD 0 beside its card.
    variables: { today, closedFrom: addDays(today, -14), compareFrom: addDays(today, -COMPARISON_DAYS + 1), compareTo: today },
  });
  const [trendBranch, setTrendBranch] = useState<string>(me.branch.id);
  const [trendDays, setTrendDays] = useState('30');
  const [trend] = useQuery({ query: TrendDocument, variables: { branchId: trendBranch, from: addDays(today, -Number(trendDays)) } });
  const branchName = (id: string) => {
    const branch = me.branches.find((b) => b.id === id);
    return branch ? localName(branch.name, branch.nameAr, language) : '';
  };
  const iqd = (value: number | null | undefined) => (value === null || value === undefined ? '—' : formatIqd(value, language));
  const percent = (value: number | null | undefined) => (value === null || value === undefined ? '—' : formatPercent(fractionOf(value), language));
  const closes = data?.dayCloses.items ?? [];
  const comparison = data?.comparison.branches ?? [];

  return (
    <Stack aria-busy={fetching}>
      <Title order={2} size="h3">
        {t('owner.title')}
      </Title>
      <FormError error={error} />
      {me.branches.map((branch) => {
        const now = data?.today.branches.find((b) => b.branchId === branch.id);
        const recent = closes.filter((c) => c.branchId === branch.id).slice(0, CLOSED_DAYS);
        const name = branchName(branch.id);
        const headingId = `dash-branch-${branch.id}`;
        return (
          <Card key={branch.id} withBorder component="section" aria-labelledby={headingId}>
            <Title order={3} size="h4" id={headingId}>
              {name}
            </Title>
            <Text size="sm" c="dimmed" mt="xs">
              {t('owner.todaySoFar', { date: formatDate(today, language) })}
            </Text>
            {now && (
              <SimpleGrid cols={{ base: 2, sm: 4, lg: 8 }} spacing="xs" mt={4}>
                <Tile label={t('owner.sales')} value={iqd(now.netSalesIqd)} to={ordersPath(branch.id, today, today)} />
                <Tile label={t('owner.refunds')} value={iqd(now.refundsIqd)} to={ordersPath(branch.id, today, today)} />
                <Tile label={t('owner.orders')} value={formatNumber(now.orderCount, language)} to={ordersPath(branch.id, today, today)} />
                <Tile
                  label={t('owner.averageTicket')}
                  value={now.orderCount > 0 ? iqd(Math.round((now.netSalesIqd + now.refundsIqd) / now.orderCount)) : '—'}
                  to={ordersPath(branch.id, today, today)}
                />
                <Tile
                  label={t('owner.foodCost')}
                  value={percent(now.actualFoodCostPercent ?? now.theoreticalFoodCostPercent)}
                  to={variancePath(branch.id, today, today)}
                />
                <Tile label={t('owner.waste')} value={iqd(now.wasteIqd)} to={variancePath(branch.id, today, today)} />
                <Tile
                  label={t('owner.unexplained')}
                  value={iqd(now.unexplainedIqd)}
                  to={variancePath(branch.id, today, today)}
                  alert={now.unexplainedIqd > 0}
                />
                <Tile
                  label={t('owner.flagged')}
                  value={formatNumber(now.flaggedItems, language)}
                  to={variancePath(branch.id, today, today, true)}
                  alert={now.flaggedItems > 0}
                />
              </SimpleGrid>
            )}
            <Text size="sm" c="dimmed" mt="md">
              {t('owner.lastClosed')}
            </Text>
            {data && recent.length === 0 && <Text>{t('owner.noCloses')}</Text>}
            {recent.length > 0 && (
              <ScrollRegion label={t('owner.lastClosed')}>
                <Table striped>
                  <Table.Thead>
                    <Table.Tr>
                      <Table.Th>{t('owner.day')}</Table.Th>
                      <Table.Th>{t('owner.sales')}</Table.Th>
                      <Table.Th>{t('owner.refunds')}</Table.Th>
                      <Table.Th>{t('owner.orders')}</Table.Th>
                      <Table.Th>{t('owner.averageTicket')}</Table.Th>
                      <Table.Th>{t('owner.foodCost')}</Table.Th>
                      <Table.Th>{t('owner.waste')}</Table.Th>
                      <Table.Th>{t('owner.cashVariance')}</Table.Th>
                      <Table.Th>{t('owner.flagged')}</Table.Th>
                      <Table.Th>{t('owner.labourPercent')}</Table.Th>
                      <Table.Th>{t('owner.primeCostPercent')}</Table.Th>
                      {labour && <Table.Th>{t('owner.shifts')}</Table.Th>}
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {recent.map((close) => {
                      const day = close.businessDate;
                      return (
                        <Table.Tr key={close.id}>
                          <Table.Td>
                            {formatDate(day, language)}
                            {close.status === 'Stale' && (
                              <Badge ms="xs" size="xs" color="yellow" variant="light">
                                {t('owner.stale')}
                              </Badge>
                            )}
                          </Table.Td>
                          <Table.Td>
                            <Anchor component={Link} to={ordersPath(branch.id, day, day)}>
                              {iqd(close.netSalesIqd)}
                            </Anchor>
                          </Table.Td>
                          <Table.Td>{iqd(close.refundsIqd)}</Table.Td>
                          <Table.Td>{formatNumber(close.orderCount, language)}</Table.Td>
                          <Table.Td>{iqd(close.averageTicketIqd)}</Table.Td>
                          <Table.Td>
                            <Anchor component={Link} to={variancePath(branch.id, day, day)}>
                              {percent(close.actualFoodCostPercent ?? close.theoreticalFoodCostPercent)}
                            </Anchor>
                          </Table.Td>
                          <Table.Td>
                            <Anchor component={Link} to={variancePath(branch.id, day, day)}>
                              {iqd(close.wasteIqd)}
                            </Anchor>
                          </Table.Td>
                          <Table.Td>
                            {close.cashVarianceIqd === null || close.cashVarianceIqd === undefined ? (
                              <Text span size="sm" c="dimmed">
                                {t('owner.noReport')}
                              </Text>
                            ) : (
                              <Anchor component={Link} to="/loss/eod-reports" c={close.cashVarianceIqd !== 0 ? 'red' : undefined}>
                                {iqd(close.cashVarianceIqd)}
                              </Anchor>
                            )}
                          </Table.Td>
                          <Table.Td>
                            <Anchor component={Link} to={variancePath(branch.id, day, day, true)} c={close.flaggedItems > 0 ? 'red' : undefined}>
                              {formatNumber(close.flaggedItems, language)}
                            </Anchor>
                          </Table.Td>
                          <Table.Td>
                            {labour ? (
                              <Anchor
                                component={Link}
                                to={timesheetsPath(branch.id, day)}
                                c={close.labourAboveTarget ? 'red' : undefined}
                                aria-label={`${t('owner.labourPercent')} ${percent(close.labourPercent)}: ${t('owner.openTimesheets', { branch: name, date: formatDate(day, language) })}`}
                              >
                                {percent(close.labourPercent)}
                              </Anchor>
                            ) : (
                              <Text span size="sm" c={close.labourAboveTarget ? 'red' : undefined}>
                                {percent(close.labourPercent)}
                              </Text>
                            )}
                          </Table.Td>
                          <Table.Td>
                            <Text span size="sm" c={close.primeCostAboveTarget ? 'red' : undefined}>
                              {percent(close.primeCostPercent)}
                            </Text>
                          </Table.Td>
                          {labour && (
                            <Table.Td>
                              <Anchor
                                component={Link}
                                to={rostersPath(branch.id, day)}
                                aria-label={t('owner.openShifts', { branch: name, date: formatDate(day, language) })}
                              >
                                {t('owner.shifts')}
                              </Anchor>
                            </Table.Td>
                          )}
                        </Table.Tr>
                      );
                    })}
                  </Table.Tbody>
                </Table>
              </ScrollRegion>
            )}
          </Card>
        );
      })}
      <Card withBorder component="section" aria-labelledby="dash-trend">
        <Title order={3} size="h4" id="dash-trend">
          {t('owner.trend')}
        </Title>
        <Group align="end" mt="xs">
          <Select
            label={t('owner.trendBranch')}
            w={220}
            allowDeselect={false}
            data={me.branches.map((b) => ({ value: b.id, label: localName(b.name, b.nameAr, language) }))}
            value={trendBranch}
            onChange={(value) => value && setTrendBranch(value)}
          />
          <SegmentedControl
            aria-label={t('owner.days')}
            value={trendDays}
            onChange={setTrendDays}
            data={['30', '90'].map((days) => ({ value: days, label: t('owner.lastDays', { days: formatNumber(Number(days), language) }) }))}
          />
        </Group>
        <FormError error={trend.error} />
        <TrendChart closes={trend.data?.dayCloses.items ?? []} busy={trend.fetching} />
        <Title order={4} size="h5" mt="md" id="dash-labour-trend">
          {t('owner.labourTrend')}
        </Title>
        <LabourTrendChart closes={trend.data?.dayCloses.items ?? []} busy={trend.fetching} />
      </Card>
      <Card withBorder component="section" aria-labelledby="dash-comparison">
        <Title order={3} size="h4" id="dash-comparison">
          {t('owner.comparison', { days: formatNumber(COMPARISON_DAYS, language) })}
        </Title>
        {data && !comparison.some((b) => b.orderCount > 0 || b.wasteIqd !== 0 || b.unexplainedIqd !== 0) && (
          <Text c="dimmed" mt="xs">
            {t('owner.comparisonEmpty')}
          </Text>
        )}
        {/* The chart draws food cost only: without a food cost anywhere it would be an empty grid. */}
        {comparison.some((b) => (b.actualFoodCostPercent ?? b.theoreticalFoodCostPercent ?? null) !== null) && (
          <BranchComparisonChart branches={comparison.map((b) => ({ ...b, name: branchName(b.branchId) || b.branchName }))} />
        )}
        <ScrollRegion label={t('owner.comparisonTable')}>
          <Table striped>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('owner.branch')}</Table.Th>
                <Table.Th>{t('owner.sales')}</Table.Th>
                <Table.Th>{t('owner.refunds')}</Table.Th>
                <Table.Th>{t('owner.orders')}</Table.Th>
                <Table.Th>{t('owner.foodCost')}</Table.Th>
                <Table.Th>{t('owner.waste')}</Table.Th>
                <Table.Th>{t('owner.unexplained')}</Table.Th>
                <Table.Th>{t('owner.unexplainedShare')}</Table.Th>
                <Table.Th>{t('owner.flagged')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {comparison.map((b) => {
                const name = branchName(b.branchId) || b.branchName;
                const from = addDays(today, -COMPARISON_DAYS + 1);
                return (
                  <Table.Tr key={b.branchId}>
                    <Table.Td>
                      <Anchor component={Link} to={variancePath(b.branchId, from, today)} aria-label={t('owner.openVariance', { branch: name })}>
                        {name}
                      </Anchor>
                    </Table.Td>
                    <Table.Td>{iqd(b.netSalesIqd)}</Table.Td>
                    <Table.Td>{iqd(b.refundsIqd)}</Table.Td>
                    <Table.Td>{formatNumber(b.orderCount, language)}</Table.Td>
                    <Table.Td>{percent(b.actualFoodCostPercent ?? b.theoreticalFoodCostPercent)}</Table.Td>
                    <Table.Td>{iqd(b.wasteIqd)}</Table.Td>
                    <Table.Td>{iqd(b.unexplainedIqd)}</Table.Td>
                    <Table.Td>{b.netSalesIqd > 0 ? formatPercent(b.unexplainedIqd / b.netSalesIqd, language) : '—'}</Table.Td>
                    <Table.Td>
                      <Anchor component={Link} to={variancePath(b.branchId, from, today, true)}>
                        {formatNumber(b.flaggedItems, language)}
                      </Anchor>
                    </Table.Td>
                  </Table.Tr>
                );
              })}
            </Table.Tbody>
          </Table>
        </ScrollRegion>
      </Card>
    </Stack>
  );
}
