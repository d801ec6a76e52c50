import { Link } from 'react-router';
import { Alert, Anchor, Badge, Card, Checkbox, Group, Select, SimpleGrid, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { useQuery } from 'urql';
import { useTranslation } from 'react-i18next';
import { ScrollRegion } from '../../ui/ScrollRegion';
import { graphql } from '../../gql';
import type { VarianceComponent } from '../../gql/graphql';
import { useMe } from '../../auth/session';
import { useListParams } from '../../ui/list-params';
import { EmptyRow } from '../../ui/ListToolbar';
import { FormError } from '../../ui/FormError';
import { businessDateIn, formatDate, formatDayMonth, formatIqd, formatNumber, formatPercent, formatQuantity, formatUnit, localName } from '../../ui/format';
import { addDays, daysBetween, fractionOf, MAX_VARIANCE_DAYS, sourcesPath } from './analytics-links';

const UsageVarianceDocument = graphql(`
  query UsageVariance($input: UsageVarianceInput!) {
    usageVariance(input: $input) {
      from
      to
      thresholdPercent
      branches {
        branchId
        orderCount
        netSalesIqd
        theoreticalCostIqd
        actualCostIqd
        wasteIqd
        unexplainedIqd
        theoreticalFoodCostPercent
        actualFoodCostPercent
        unmappedSalesIqd
        unmappedSalesPercent
        flaggedItems
      }
      lines {
        branchId
        inventoryItemId
        name
        nameAr
        unit
        opening
        receipts
        productionOutputs
        transfersIn
        transfersOut
        closing
        actual
        theoretical
        salesUsage
        productionInputs
        waste
        unexplained
        wasteIqd
        unexplainedIqd
        unexplainedPercentOfTheoretical
        flagged
        lastCountedOn
      }
      unmappedSales {
        branchId
        productId
        productName
        units
        netSalesIqd
        percentOfNetSales
      }
    }
  }
`);

/**
 * Usage variance of one branch over a period (docs/analytics.md): per item what left the stock against
 * what sales and batches should have used, waste apart, flagged items first; the sales without a recipe
 * below. Every figure opens its drill-down: the movements behind it, each with its source document.
 */
export function UsageVariancePage() {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  const me = useMe();
  const { params, update } = useListParams({ sort: 'name', dir: 'asc' });
  const today = businessDateIn(me.branch.timeZone, me.organization.businessDayStartHour);
  const branchId = params.filter('branch') || me.branch.id;
  const to = params.filter('to') || today;
  const from = params.filter('from') || addDays(to, -6);
  const flaggedOnly = params.filter('flagged') === '1';
  const tooLong = daysBetween(from, to) > MAX_VARIANCE_DAYS || daysBetween(from, to) < 1;
  const [{ data, error, fetching }] = useQuery({
    query: UsageVarianceDocument,
    variables: { input: { branchIds: [branchId], from, to, flaggedOnly } },
    pause: tooLong,
  });
  const report = data?.usageVariance;
  const summary = report?.branches.find((b) => b.branchId === branchId);
  // Flagged items first, then the largest unexplained value: where to look first.
  const lines = [...(report?.lines ?? [])].sort((a, b) => Number(b.flagged) - Number(a.flagged) || Math.abs(b.unexplainedIqd) - Math.abs(a.unexplainedIqd));
  const wasted = lines.filter((line) => line.waste !== 0);
  const iqd = (value: number | null | undefined) => (value === null || value === undefined ? '—' : formatIqd(value, language));
  const percent = (value: number | null | undefined) => (value === null || value === undefined ? '—' : formatPercent(fractionOf(value), language));
  const branches = me.branches.map((b) => ({ value: b.id, label: localName(b.name, b.nameAr, language) }));

  /** A quantity that opens the movements behind it (a zero has none to show). */
  const figure = (line: (typeof lines)[number], value: number, component: VarianceComponent | undefined, label: string) => {
    if (value === 0) return formatQuantity(value, language);
    const item = localName(line.name, line.nameAr, language);
    return (
      <Anchor
        component={Link}
        to={sourcesPath(branchId, line.inventoryItemId, from, to, component)}
        aria-label={`${t('variance.open', { figure: label, item })}: ${formatQuantity(value, language)}`}
        dir="ltr"
      >
        {formatQuantity(value, language)}
      </Anchor>
    );
  };

  return (
    <Stack>
      <Title order={1} size="h2">
        {t('variance.title')}
      </Title>
      <Group align="end" wrap="wrap">
        <Select label={t('variance.branch')} allowDeselect={false} w={220} data={branches} value={branchId} onChange={(value) => update({ branch: value })} />
        <TextInput type="date" label={t('variance.from')} value={from} onChange={(e) => update({ from: e.currentTarget.value })} w={160} />
        <TextInput type="date" label={t('variance.to')} value={to} onChange={(e) => update({ to: e.currentTarget.value })} w={160} />
        <Checkbox label={t('variance.flaggedOnly')} checked={flaggedOnly} onChange={(e) => update({ flagged: e.currentTarget.checked ? '1' : null })} mb={8} />
      </Group>
      {tooLong && <Alert color="yellow">{t('variance.periodTooLong', { days: formatNumber(MAX_VARIANCE_DAYS, language) })}</Alert>}
      <FormError error={error} />
      {report && (
        <Text size="sm" c="dimmed">
          {t('variance.threshold', { percent: formatPercent(fractionOf(report.thresholdPercent), language, 2) })}
        </Text>
      )}
      {summary && (
        <Card withBorder component="section" aria-labelledby="variance-summary">
          <Title order={2} size="h4" id="variance-summary">
            {t('variance.summary')}
          </Title>
          <SimpleGrid cols={{ base: 2, sm: 4, lg: 7 }} spacing="xs" mt="xs">
            {[
              [t('owner.sales'), iqd(summary.netSalesIqd)],
              [t('owner.orders'), formatNumber(summary.orderCount, language)],
              [t('variance.theoretical'), `${iqd(summary.theoreticalCostIqd)} (${percent(summary.theoreticalFoodCostPercent)})`],
              [t('variance.actual'), `${iqd(summary.actualCostIqd)} (${percent(summary.actualFoodCostPercent)})`],
              [t('variance.waste'), iqd(summary.wasteIqd)],
              [t('variance.unexplained'), iqd(summary.unexplainedIqd)],
              [t('owner.flagged'), formatNumber(summary.flaggedItems, language)],
            ].map(([label, value]) => (
              <div key={label}>
                <Text size="xs" c="dimmed">
                  {label}
                </Text>
                <Text fw={600}>{value}</Text>
              </div>
            ))}
          </SimpleGrid>
        </Card>
      )}
      {/*
        Twelve columns that fit a 1280 px laptop: headers wrap in small type, figures do not; transfers in
        and out share a column, the flag sits with the item's name, IQD figures go without the currency
        the header names, the count date without the year. Below that width the region scrolls sideways
        (said above it) with the item column kept in place.
      */}
      <ScrollRegion label={t('variance.lines')}>
        <Table striped aria-busy={fetching} className="variance-lines" fz="sm" horizontalSpacing={4}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('variance.item')}</Table.Th>
              <Table.Th>{t('variance.opening')}</Table.Th>
              <Table.Th>{t('variance.receipts')}</Table.Th>
              <Table.Th>{t('variance.productionOutputs')}</Table.Th>
              <Table.Th>{t('variance.transfers')}</Table.Th>
              <Table.Th>{t('variance.closing')}</Table.Th>
              <Table.Th>{t('variance.actual')}</Table.Th>
              <Table.Th>{t('variance.theoretical')}</Table.Th>
              <Table.Th>{t('variance.unexplained')}</Table.Th>
              <Table.Th>{t('variance.unexplainedIqd')}</Table.Th>
              <Table.Th>{t('variance.percentOfTheoretical')}</Table.Th>
              <Table.Th>{t('variance.lastCounted')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {report && lines.length === 0 && <EmptyRow columns={12} />}
            {lines.map((line) => (
              <Table.Tr key={line.inventoryItemId}>
                <Table.Td>
                  <Anchor component={Link} to={sourcesPath(branchId, line.inventoryItemId, from, to)}>
                    {localName(line.name, line.nameAr, language)}
                  </Anchor>{' '}
                  <Text span size="xs" c="dimmed">
                    {formatUnit(line.unit, t)}
                  </Text>
                  {line.flagged && (
                    <Badge color="red" variant="light" size="sm" ms={4}>
                      {t('variance.flagged')}
                    </Badge>
                  )}
                </Table.Td>
                <Table.Td>{formatQuantity(line.opening, language)}</Table.Td>
                <Table.Td>{figure(line, line.receipts, 'Receipts', t('variance.receipts'))}</Table.Td>
                <Table.Td>{figure(line, line.productionOutputs, 'ProductionOutputs', t('variance.productionOutputs'))}</Table.Td>
                <Table.Td>
                  {line.transfersIn === 0 && line.transfersOut === 0 ? (
                    formatQuantity(0, language)
                  ) : (
                    <>
                      {figure(line, line.transfersIn, 'TransfersIn', t('variance.transfersIn'))}
                      {' / '}
                      {figure(line, line.transfersOut, 'TransfersOut', t('variance.transfersOut'))}
                    </>
                  )}
                </Table.Td>
                <Table.Td>{formatQuantity(line.closing, language)}</Table.Td>
                <Table.Td>{figure(line, line.actual, undefined, t('variance.actual'))}</Table.Td>
                <Table.Td>
                  {line.productionInputs === 0 ? (
                    figure(line, line.theoretical, 'SalesUsage', t('variance.theoretical'))
                  ) : line.salesUsage === 0 ? (
                    figure(line, line.theoretical, 'ProductionInputs', t('variance.theoretical'))
                  ) : (
                    <div className="variance-parts">
                      {formatQuantity(line.theoretical, language)}
                      <Text size="xs">
                        {t('varianceSources.component.SalesUsage')} {figure(line, line.salesUsage, 'SalesUsage', t('varianceSources.component.SalesUsage'))}
                      </Text>
                      <Text size="xs">
                        {t('varianceSources.component.ProductionInputs')}{' '}
                        {figure(line, line.productionInputs, 'ProductionInputs', t('varianceSources.component.ProductionInputs'))}
                      </Text>
                    </div>
                  )}
                </Table.Td>
                <Table.Td>{figure(line, line.unexplained, 'Unexplained', t('variance.unexplained'))}</Table.Td>
                <Table.Td>{formatNumber(line.unexplainedIqd, language, { maximumFractionDigits: 0 })}</Table.Td>
                <Table.Td>{percent(line.unexplainedPercentOfTheoretical)}</Table.Td>
                <Table.Td>
                  {line.lastCountedOn ? (
                    <span title={formatDate(line.lastCountedOn, language)}>{formatDayMonth(line.lastCountedOn, language)}</span>
                  ) : (
                    t('variance.notCounted')
                  )}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </ScrollRegion>
      <Card withBorder component="section" aria-labelledby="variance-waste">
        <Title order={2} size="h4" id="variance-waste">
          {t('variance.wasteTitle')}
        </Title>
        {report && wasted.length === 0 && <Text c="dimmed">{t('variance.noWaste')}</Text>}
        {wasted.length > 0 && (
          <Table>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('variance.item')}</Table.Th>
                <Table.Th>{t('variance.waste')}</Table.Th>
                <Table.Th>{t('variance.wasteIqd')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {wasted.map((line) => (
                <Table.Tr key={line.inventoryItemId}>
                  <Table.Td>
                    {localName(line.name, line.nameAr, language)}{' '}
                    <Text span size="xs" c="dimmed">
                      {formatUnit(line.unit, t)}
                    </Text>
                  </Table.Td>
                  <Table.Td>{figure(line, line.waste, 'Waste', t('variance.waste'))}</Table.Td>
                  <Table.Td>{iqd(line.wasteIqd)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        )}
      </Card>
      <Card withBorder component="section" aria-labelledby="variance-unmapped">
        <Title order={2} size="h4" id="variance-unmapped">
          {t('variance.unmappedTitle')}
        </Title>
        {report && report.unmappedSales.length === 0 && <Text c="dimmed">{t('variance.noUnmapped')}</Text>}
        {report && report.unmappedSales.length > 0 && (
          <>
            <Text size="sm" c="dimmed">
              {t('variance.unmappedHint')}
            </Text>
            <Table>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('variance.product')}</Table.Th>
                  <Table.Th>{t('variance.units')}</Table.Th>
                  <Table.Th>{t('variance.netSales')}</Table.Th>
                  <Table.Th>{t('variance.share')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {report.unmappedSales.map((sale) => (
                  <Table.Tr key={sale.productId}>
                    <Table.Td>
                      <Anchor component={Link} to={`/menu/products/${sale.productId}`}>
                        {sale.productName}
                      </Anchor>
                    </Table.Td>
                    <Table.Td>{formatNumber(sale.units, language)}</Table.Td>
                    <Table.Td>{iqd(sale.netSalesIqd)}</Table.Td>
                    <Table.Td>{percent(sale.percentOfNetSales)}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </>
        )}
      </Card>
    </Stack>
  );
}
