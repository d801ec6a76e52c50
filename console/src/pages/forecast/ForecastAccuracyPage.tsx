import { useSearchParams } from 'react-router';
import { Anchor, Badge, Group, SegmentedControl, Select, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { Link } from 'react-router';
import { useQuery } from 'urql';
import { useTranslation } from 'react-i18next';
import { graphql } from '../../gql';
import { useMe } from '../../auth/session';
import { FormError } from '../../ui/FormError';
import { PageHeader } from '../../ui/CreateDialog';
import { ScrollRegion } from '../../ui/ScrollRegion';
import { EmptyRow } from '../../ui/ListToolbar';
import { businessDateIn, formatDate, formatNumber, formatQuantity, localName } from '../../ui/format';
import { addDays } from '../analytics/analytics-links';
import { beatsBaseline, modelName, percentOrDash, seriesKey, seriesName } from './forecast-format';

const ForecastAccuracyDocument = graphql(`
  query ForecastAccuracy($branchId: UUID!, $from: LocalDate, $to: LocalDate) {
    forecastBacktests(filter: { branchId: $branchId }, list: { perPage: 100 }) {
      items {
        id
        inventoryItemId
        measure
        itemName
        itemNameAr
        chosenModel
        from
        to
        chosenOneDayWape
        chosenOneDayBias
        chosenSevenDayWape
        chosenSevenDayBias
        baselineOneDayWape
        baselineOneDayBias
        baselineSevenDayWape
        baselineSevenDayBias
        computedAt
      }
    }
    forecastOutcomes(branchId: $branchId, from: $from, to: $to) {
      businessDate
      batchId
      proposedChickenCount
      proposedMeatKg
      proposedRawRiceKg
      decidedChickenCount
      decidedMeatKg
      decidedRawRiceKg
      usedChicken
      usedMeatKg
      usedRawRiceKg
      overproductionWasteUnits
      soldOutMinutes
    }
  }
`);

type Input = 'chicken' | 'meat' | 'rice';

/**
 * How good the forecast is (issue 53 item 5): per input of a branch, the chosen model's and the
 * same-weekday baseline's WAPE and bias over the last 8 weeks at one and seven days ahead; then per
 * day what was proposed, decided and used, the overproduction waste and the minutes sold out.
 */
export function ForecastAccuracyPage() {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  const me = useMe();
  const [params, setParams] = useSearchParams();
  const today = businessDateIn(me.branch.timeZone, me.organization.businessDayStartHour);
  const branchId = params.get('branch') ?? me.branch.id;
  const from = params.get('from') ?? addDays(today, -28);
  const to = params.get('to') ?? addDays(today, -1);
  const input = (params.get('input') ?? 'chicken') as Input;
  const [{ data, error, fetching }] = useQuery({ query: ForecastAccuracyDocument, variables: { branchId, from, to }, requestPolicy: 'cache-and-network' });
  const setParam = (key: string, value: string | null) => {
    const next = new URLSearchParams(params);
    if (value) next.set(key, value);
    else next.delete(key);
    setParams(next, { replace: true });
  };
  const rows = data?.forecastBacktests.items ?? [];
  const itemName = (row: (typeof rows)[number]) => seriesName(row, language, t);
  const outcomes = [...(data?.forecastOutcomes ?? [])].sort((a, b) => b.businessDate.localeCompare(a.businessDate));
  const branchOptions = me.branches.map((b) => ({ value: b.id, label: localName(b.name, b.nameAr, language) }));
  const q = (value: number | null | undefined) => (value === null || value === undefined ? '—' : formatQuantity(value, language));
  const figures = (day: (typeof outcomes)[number]) =>
    input === 'chicken'
      ? [day.proposedChickenCount, day.decidedChickenCount, day.usedChicken]
      : input === 'meat'
        ? [day.proposedMeatKg, day.decidedMeatKg, day.usedMeatKg]
        : [day.proposedRawRiceKg, day.decidedRawRiceKg, day.usedRawRiceKg];
  const unit = input === 'chicken' ? t('units.Piece') : t('units.Kg');

  return (
    <Stack aria-busy={fetching}>
      <PageHeader title={t('accuracy.title')} />
      <Text size="sm">{t('accuracy.intro')}</Text>
      <FormError error={error} />
      {branchOptions.length > 1 && (
        <Select
          label={t('forecast.branch')}
          data={branchOptions}
          value={branchId}
          allowDeselect={false}
          onChange={(value) => setParam('branch', value)}
          w={240}
        />
      )}
      {rows[0] && (
        <Text size="sm" c="dimmed">
          {t('accuracy.window', { from: formatDate(rows[0].from, language), to: formatDate(rows[0].to, language) })}
        </Text>
      )}
      <ScrollRegion label={t('accuracy.title')}>
        <Table striped aria-label={t('accuracy.title')}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th rowSpan={2}>{t('accuracy.model')}</Table.Th>
              <Table.Th colSpan={2}>{t('accuracy.oneDay')}</Table.Th>
              <Table.Th colSpan={2}>{t('accuracy.sevenDay')}</Table.Th>
            </Table.Tr>
            <Table.Tr>
              <Table.Th>{t('accuracy.wape')}</Table.Th>
              <Table.Th>{t('accuracy.bias')}</Table.Th>
              <Table.Th>{t('accuracy.wape')}</Table.Th>
              <Table.Th>{t('accuracy.bias')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          {data && rows.length === 0 && (
            <Table.Tbody>
              <EmptyRow columns={5}>{t('accuracy.none')}</EmptyRow>
            </Table.Tbody>
          )}
          {rows.map((row) => (
            // One body per input: its name over the chosen model's and the baseline's rows.
            <Table.Tbody key={row.id} data-item={row.measure === 'Usage' ? row.itemName : undefined} data-series={seriesKey(row)}>
              <Table.Tr>
                <Table.Th colSpan={5} scope="colgroup">
                  <Group gap="xs" wrap="wrap">
                    <Anchor component={Link} to={`/forecast?branch=${branchId}&item=${seriesKey(row)}`}>
                      {itemName(row)}
                    </Anchor>
                    <Badge size="xs" variant="light" color={beatsBaseline(row) ? 'teal' : 'gray'}>
                      {beatsBaseline(row) ? t('accuracy.better') : t('accuracy.notBetter')}
                    </Badge>
                  </Group>
                </Table.Th>
              </Table.Tr>
              <Table.Tr data-model="chosen">
                <Table.Td>
                  <Text size="xs" c="dimmed">
                    {t('accuracy.chosen')}
                  </Text>
                  {modelName(row.chosenModel, t)}
                </Table.Td>
                <Table.Td>{percentOrDash(row.chosenOneDayWape, language)}</Table.Td>
                <Table.Td>{percentOrDash(row.chosenOneDayBias, language, true)}</Table.Td>
                <Table.Td>{percentOrDash(row.chosenSevenDayWape, language)}</Table.Td>
                <Table.Td>{percentOrDash(row.chosenSevenDayBias, language, true)}</Table.Td>
              </Table.Tr>
              <Table.Tr data-model="baseline">
                <Table.Td>
                  <Text size="xs" c="dimmed">
                    {t('accuracy.baseline')}
                  </Text>
                  {modelName('same-weekday-mean', t)}
                </Table.Td>
                <Table.Td>{percentOrDash(row.baselineOneDayWape, language)}</Table.Td>
                <Table.Td>{percentOrDash(row.baselineOneDayBias, language, true)}</Table.Td>
                <Table.Td>{percentOrDash(row.baselineSevenDayWape, language)}</Table.Td>
                <Table.Td>{percentOrDash(row.baselineSevenDayBias, language, true)}</Table.Td>
              </Table.Tr>
            </Table.Tbody>
          ))}
        </Table>
      </ScrollRegion>

      <Title order={2} size="h3">
        {t('accuracy.outcomes')}
      </Title>
      <Text size="sm">{t('accuracy.outcomesIntro')}</Text>
      <Group align="end" wrap="wrap">
        <TextInput label={t('accuracy.from')} type="date" value={from} onChange={(e) => setParam('from', e.currentTarget.value)} w={170} />
        <TextInput label={t('accuracy.to')} type="date" value={to} onChange={(e) => setParam('to', e.currentTarget.value)} w={170} />
        <SegmentedControl
          aria-label={t('forecast.item')}
          value={input}
          onChange={(value) => setParam('input', value)}
          data={[
            { value: 'chicken', label: t('proposal.chicken') },
            { value: 'meat', label: t('proposal.meat') },
            { value: 'rice', label: t('proposal.rice') },
          ]}
        />
      </Group>
      <ScrollRegion label={t('accuracy.outcomes')}>
        <Table striped aria-label={t('accuracy.outcomes')}>
          <Table.Caption>{t('forecast.figuresIn', { unit })}</Table.Caption>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('forecast.date')}</Table.Th>
              <Table.Th>{t('accuracy.proposed')}</Table.Th>
              <Table.Th>{t('accuracy.decided')}</Table.Th>
              <Table.Th>{t('accuracy.usedQuantity')}</Table.Th>
              <Table.Th>{t('accuracy.waste')}</Table.Th>
              <Table.Th>{t('accuracy.soldOutMinutes')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {data && outcomes.length === 0 && <EmptyRow columns={6}>{t('accuracy.noOutcomes')}</EmptyRow>}
            {outcomes.map((day) => {
              const [proposed, decided, used] = figures(day);
              return (
                <Table.Tr key={day.businessDate} data-day={day.businessDate}>
                  <Table.Td style={{ whiteSpace: 'nowrap' }}>
                    {day.batchId ? (
                      <Anchor component={Link} to={`/production/batches/${day.batchId}`}>
                        {formatDate(day.businessDate, language)}
                      </Anchor>
                    ) : (
                      formatDate(day.businessDate, language)
                    )}
                  </Table.Td>
                  <Table.Td>{q(proposed)}</Table.Td>
                  <Table.Td>{q(decided)}</Table.Td>
                  <Table.Td>{q(used)}</Table.Td>
                  <Table.Td>{formatNumber(day.overproductionWasteUnits, language)}</Table.Td>
                  <Table.Td>{formatNumber(day.soldOutMinutes, language)}</Table.Td>
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
      </ScrollRegion>
    </Stack>
  );
}
