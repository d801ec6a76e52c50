import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { Alert, Badge, Button, Card, Group, Select, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { useMutation, useQuery } from 'urql';
import { useTranslation } from 'react-i18next';
import { graphql } from '../../gql';
import type { BranchForecastQuery } from '../../gql/graphql';
import { useMe, useSession } from '../../auth/session';
import { FormError } from '../../ui/FormError';
import { PageHeader } from '../../ui/CreateDialog';
import { ScrollRegion } from '../../ui/ScrollRegion';
import { formatDate, formatDateTime, formatNumber, formatUnit, localName, separator } from '../../ui/format';
import { ForecastChart, type ForecastChartDay } from './ForecastChart';
import { explanationLines, formatForecast, modelName, percentOrDash, percentile, seriesKey, seriesName } from './forecast-format';

const BranchForecastDocument = graphql(`
  query BranchForecast($branchId: UUID!) {
    branchForecast(branchId: $branchId, historyDays: 28) {
      branchId
      computedAt
      lastKnownDate
      calendar {
        date
        kind
        nameEn
        nameAr
      }
      series {
        inventoryItemId
        measure
        itemName
        itemNameAr
        unit
        model
        serviceLevel
        trainingFrom
        trainingTo
        trainingDays
        borrowed
        computedAt
        history {
          date
          usage
          soldOut
          closed
          promotion
        }
        days {
          date
          horizon
          point
          median
          upper
          explanation {
            sameWeekdays {
              date
              usage
              soldOut
            }
            calendarKinds
            calendarEffect
            promotionEffect
            soldOutAdjustment
          }
        }
        backtest {
          from
          to
          models {
            model
            chosen
            oneDayWape
            oneDayBias
            sevenDayWape
            sevenDayBias
            scoredDays
          }
        }
      }
    }
  }
`);

const RecomputeForecastDocument = graphql(`
  mutation RecomputeForecast($branchId: UUID!) {
    recomputeForecast(branchId: $branchId) {
      branchId
      queued
    }
  }
`);

/** Days of history the chart and its table show before the forecast. */
const HISTORY_DAYS = 28;

const minOf = (values: number[]) => (values.length ? Math.min(...values) : 0);
const maxOf = (values: number[]) => (values.length ? Math.max(...values) : 0);

/**
 * A branch's demand forecast (issue 53, docs/console.md "Forecast"): per batch input, the usage of
 * the last weeks and the next 14 days' median and service-level quantile, the calendar days marked,
 * why (model, training window, its error beside the baseline's) and, for managers, a recompute.
 */
export function ForecastPage() {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  const me = useMe();
  const { can } = useSession();
  const [params, setParams] = useSearchParams();
  const branchId = params.get('branch') ?? me.branch.id;
  const [{ data, error, fetching }] = useQuery({ query: BranchForecastDocument, variables: { branchId }, requestPolicy: 'cache-and-network' });
  const [recompute, runRecompute] = useMutation(RecomputeForecastDocument);
  const [queued, setQueued] = useState(false);
  const series = data?.branchForecast.series ?? [];
  const itemKey = params.get('item') ?? (series[0] ? seriesKey(series[0]) : null);
  const current = series.find((s) => seriesKey(s) === itemKey) ?? series[0];
  const setParam = (key: string, value: string | null) => {
    const next = new URLSearchParams(params);
    if (value) next.set(key, value);
    else next.delete(key);
    if (key === 'branch') next.delete('item');
    setParams(next, { replace: true });
  };
  const kindsByDate = new Map<string, string[]>();
  for (const mark of data?.branchForecast.calendar ?? []) kindsByDate.set(mark.date, [...(kindsByDate.get(mark.date) ?? []), mark.kind]);
  const namesByDate = new Map<string, string[]>();
  for (const mark of data?.branchForecast.calendar ?? [])
    namesByDate.set(mark.date, [...(namesByDate.get(mark.date) ?? []), localName(mark.nameEn, mark.nameAr, language)]);

  const branchOptions = me.branches.map((b) => ({ value: b.id, label: localName(b.name, b.nameAr, language) }));

  return (
    <Stack aria-busy={fetching}>
      <PageHeader title={t('forecast.title')}>
        {can('forecast:manage') && (
          <Button
            variant="light"
            loading={recompute.fetching}
            onClick={async () => {
              const result = await runRecompute({ branchId });
              setQueued(Boolean(result.data));
            }}
          >
            {t('forecast.recompute')}
          </Button>
        )}
      </PageHeader>
      <FormError error={error ?? recompute.error} />
      {queued && (
        <Alert color="teal" role="status" withCloseButton closeButtonLabel={t('createDialog.close')} onClose={() => setQueued(false)}>
          {t('forecast.recomputed')}
        </Alert>
      )}
      <Group align="end" wrap="wrap">
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
        {series.length > 0 && (
          <Select
            label={t('forecast.item')}
            data={series.map((s) => ({ value: seriesKey(s), label: seriesName(s, language, t) }))}
            value={current ? seriesKey(current) : null}
            allowDeselect={false}
            onChange={(value) => setParam('item', value)}
            w={240}
          />
        )}
      </Group>
      {data && series.length === 0 && <Text>{t('forecast.noSeries')}</Text>}
      {current && <SeriesView series={current} kindsByDate={kindsByDate} namesByDate={namesByDate} />}
    </Stack>
  );
}

type Series = BranchForecastQuery['branchForecast']['series'][number];

function SeriesView({ series, kindsByDate, namesByDate }: { series: Series; kindsByDate: Map<string, string[]>; namesByDate: Map<string, string[]> }) {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  const unit = formatUnit(series.unit, t);
  const name = seriesName(series, language, t);
  const level = percentile(series.serviceLevel);
  const history = series.history.slice(-HISTORY_DAYS);
  const chartDays: ForecastChartDay[] = [
    ...history.map((day) => ({ date: day.date, usage: day.usage, soldOut: day.soldOut, calendarKinds: kindsByDate.get(day.date) ?? [] })),
    ...series.days.map((day) => ({ date: day.date, median: day.median, upper: day.upper, calendarKinds: kindsByDate.get(day.date) ?? [] })),
  ];
  const used = history.map((day) => day.usage).filter((u): u is number => u !== null && u !== undefined);
  const q = (value: number) => formatForecast(value, language);
  const summaryValues = {
    item: name,
    unit,
    days: formatNumber(history.length, language),
    min: q(minOf(used)),
    max: q(maxOf(used)),
    next: formatNumber(series.days.length, language),
    fmin: q(minOf(series.days.map((d) => d.median))),
    fmax: q(maxOf(series.days.map((d) => d.median))),
    umax: q(maxOf(series.days.map((d) => d.upper))),
  };
  const summary = used.length > 0 ? t('forecast.chartSummary', summaryValues) : t('forecast.chartSummaryNoHistory', summaryValues);
  const chosen = series.backtest.models.find((m) => m.chosen);
  const baseline = series.backtest.models.find((m) => m.model === 'same-weekday-mean');
  const tomorrow = series.days[0];
  const calendarText = (date: string) => (namesByDate.get(date) ?? []).join(separator(language));

  return (
    <Stack>
      <Card withBorder component="section" aria-labelledby="forecast-why">
        <Title order={2} size="h4" id="forecast-why">
          {t('forecast.why')}
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }} spacing="xs" mt="xs">
          <Figure label={t('forecast.model')} value={modelName(series.model, t)} />
          <Figure
            label={t('forecast.trainingWindow')}
            value={
              series.trainingFrom && series.trainingTo
                ? t('forecast.trainingWindowValue', {
                    from: formatDate(series.trainingFrom, language),
                    to: formatDate(series.trainingTo, language),
                    days: formatNumber(series.trainingDays, language),
                  })
                : '—'
            }
          />
          <Figure label={t('forecast.serviceLevel')} value={t('forecast.upper', { level })} />
          <Figure
            label={t('forecast.oneDayError')}
            value={`${percentOrDash(chosen?.oneDayWape, language)}${
              baseline && baseline !== chosen ? `${separator(language)}${t('accuracy.baseline')}: ${percentOrDash(baseline.oneDayWape, language)}` : ''
            }`}
          />
        </SimpleGrid>
        <Text size="sm" c="dimmed" mt="xs">
          {t('forecast.computedAt')}: {formatDateTime(series.computedAt, language)}
        </Text>
        {tomorrow && (
          <Stack gap={2} mt="xs">
            {explanationLines(tomorrow.explanation, series.unit, language, t).map((line) => (
              <Text size="sm" key={line}>
                {line}
              </Text>
            ))}
          </Stack>
        )}
      </Card>
      <ForecastChart days={chartDays} unit={unit} summary={summary} />
      <ScrollRegion label={t('forecast.figures')}>
        <Table striped aria-label={t('forecast.figures')}>
          <Table.Caption>{t('forecast.figuresIn', { unit })}</Table.Caption>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('forecast.date')}</Table.Th>
              <Table.Th>{t('forecast.calendar')}</Table.Th>
              <Table.Th>{t('forecast.used')}</Table.Th>
              <Table.Th>{t('forecast.median')}</Table.Th>
              <Table.Th>{t('forecast.upper', { level })}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {series.days.map((day) => (
              <Table.Tr key={day.date} data-forecast-day={day.date}>
                <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDate(day.date, language)}</Table.Td>
                <Table.Td>{calendarText(day.date)}</Table.Td>
                <Table.Td>—</Table.Td>
                <Table.Td>{q(day.median)}</Table.Td>
                <Table.Td>{q(day.upper)}</Table.Td>
              </Table.Tr>
            ))}
            {[...history].reverse().map((day) => (
              <Table.Tr key={day.date}>
                <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDate(day.date, language)}</Table.Td>
                <Table.Td>{calendarText(day.date)}</Table.Td>
                <Table.Td>
                  {day.usage === null || day.usage === undefined ? '—' : q(day.usage)}
                  {day.soldOut && (
                    <Badge ms="xs" size="xs" color="red" variant="light">
                      {t('forecast.soldOut')}
                    </Badge>
                  )}
                </Table.Td>
                <Table.Td>—</Table.Td>
                <Table.Td>—</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </ScrollRegion>
    </Stack>
  );
}

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <div>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text fw={600}>{value}</Text>
    </div>
  );
}
