import type { ReactNode } from 'react';
import { Text, useMantineTheme } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Bar, BarChart, CartesianGrid, ComposedChart, Legend, Line, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { formatDate, formatIqd, formatNumber, formatPercent } from '../../ui/format';
import { fractionOf } from './analytics-links';

/*
 * Charts are drawn with recharts (docs/console.md, "Dashboard and charts"). Right-to-left in Arabic: time
 * runs from right to left (the x axis reversed) and the value axes swap sides. The mirroring is done by
 * the axes, so the drawing itself stays `dir="ltr"`: an inherited `rtl` flips SVG text anchors and puts
 * tick labels inside the plot. Every tick and tooltip
 * goes through ui/format.ts, so Arabic shows Arabic-Indic digits. The chart is one image for
 * assistive technology, named by a sentence that states what it shows; the tables beside it carry
 * the figures.
 */

interface TrendPoint {
  businessDate: string;
  theoreticalFoodCostPercent?: number | null;
  actualFoodCostPercent?: number | null;
  unexplainedIqd: number;
}

const HEIGHT = 280;

/**
 * Colours of a chart's text and marks. The chart is one image to assistive technology, so axe does
 * not check its text: ticks, axis titles, legend and tooltip are drawn in the theme's dark grey
 * (gray 8, above 7:1 on white) rather than recharts' defaults or the series' colours, and the series
 * use shades 8-9, which stand at 3:1 or more against white as graphics must.
 */
function useChartColours() {
  const theme = useMantineTheme();
  return {
    text: theme.colors.gray[8],
    grid: theme.colors.gray[4],
    theoretical: theme.colors.blue[9],
    actual: theme.colors.orange[9],
    unexplained: theme.colors.red[8],
    labour: theme.colors.teal[9],
    prime: theme.colors.grape[9],
  };
}

/** The id of the percent axis every daily chart draws; its lines name it. */
const PERCENT_AXIS = 'percent';

/**
 * A chart of closed days: dates along the x axis, a percent axis on the reading side, and the
 * series given as children (lines or bars on the percent axis or on `secondaryAxis`).
 */
function DailyPercentChart({
  points,
  busy,
  summary,
  testId,
  percentAxisLabel,
  names,
  formatValue,
  secondaryAxis,
  children,
}: {
  points: Array<{ businessDate: string }>;
  busy: boolean;
  /** The sentence that names the chart for assistive technology. */
  summary: string;
  testId: string;
  percentAxisLabel: string;
  /** Each series' name in the legend and tooltip, by its data key. */
  names: Record<string, string>;
  /** A tooltip's value of a series; percent unless said otherwise. */
  formatValue?: (value: number, name: string) => string;
  /** A further value axis, on the side opposite the percent axis. */
  secondaryAxis?: ReactNode;
  children: ReactNode;
}) {
  const { i18n } = useTranslation();
  const colours = useChartColours();
  const language = i18n.language;
  const rtl = language === 'ar';
  const tooltipValue = formatValue ?? ((value: number) => formatPercent(fractionOf(value), language));
  return (
    <div role="img" aria-label={summary} aria-busy={busy} className="dashboard-chart" data-testid={testId} dir="ltr">
      <ResponsiveContainer width="100%" height={HEIGHT}>
        <ComposedChart data={points} margin={{ top: 16, right: 16, bottom: 8, left: 16 }} accessibilityLayer={false}>
          <CartesianGrid strokeDasharray="3 3" stroke={colours.grid} />
          <XAxis
            dataKey="businessDate"
            reversed={rtl}
            tick={{ fill: colours.text }}
            tickFormatter={(value: string) => formatDate(value, language)}
            minTickGap={24}
          />
          <YAxis
            yAxisId={PERCENT_AXIS}
            orientation={rtl ? 'right' : 'left'}
            tick={{ fill: colours.text }}
            tickFormatter={(value: number) => formatPercent(fractionOf(value), language, 0)}
            width={64}
            label={{
              value: percentAxisLabel,
              angle: -90,
              position: rtl ? 'insideRight' : 'insideLeft',
              fill: colours.text,
              style: { textAnchor: 'middle' },
            }}
          />
          {secondaryAxis}
          <Tooltip
            itemStyle={{ color: colours.text }}
            labelStyle={{ color: colours.text }}
            labelFormatter={(value) => formatDate(String(value), language)}
            formatter={(value, name) => [tooltipValue(Number(value), String(name)), names[String(name)] ?? String(name)]}
          />
          <Legend
            formatter={(value: string) => (
              <span dir={rtl ? 'rtl' : 'ltr'} style={{ color: colours.text }}>
                {names[value] ?? value}
              </span>
            )}
          />
          {children}
        </ComposedChart>
      </ResponsiveContainer>
    </div>
  );
}

/** The lowest and highest of the known percents as the summary states them, or dashes when none is known. */
function percentRange(values: Array<number | null | undefined>, language: string): [string, string] {
  const known = values.filter((v): v is number => v !== null && v !== undefined);
  if (!known.length) return ['—', '—'];
  return [formatPercent(fractionOf(Math.min(...known)), language), formatPercent(fractionOf(Math.max(...known)), language)];
}

/** A day worth drawing: it had sales (a food cost) or a variance. */
function hasFigures(point: TrendPoint): boolean {
  return (
    (point.theoreticalFoodCostPercent !== null && point.theoreticalFoodCostPercent !== undefined) ||
    (point.actualFoodCostPercent !== null && point.actualFoodCostPercent !== undefined) ||
    point.unexplainedIqd !== 0
  );
}

/** Food cost % (theoretical and actual, left axis) and the unexplained variance in IQD (bars, right axis) per closed day. */
export function TrendChart({ closes, busy }: { closes: TrendPoint[]; busy: boolean }) {
  const { t, i18n } = useTranslation();
  const colours = useChartColours();
  const language = i18n.language;
  const rtl = language === 'ar';
  if (!busy && closes.length === 0) return <Text c="dimmed">{t('owner.trendEmpty')}</Text>;
  // Closed days with no sale and no variance draw an empty grid: say what will appear instead.
  if (!busy && !closes.some(hasFigures)) return <Text c="dimmed">{t('owner.trendNoData')}</Text>;
  const points = [...closes].sort((a, b) => a.businessDate.localeCompare(b.businessDate));
  const [min, max] = percentRange(
    points.flatMap((p) => [p.theoreticalFoodCostPercent, p.actualFoodCostPercent]),
    language,
  );
  const summary = t('owner.chartSummary', {
    days: formatNumber(points.length, language),
    min,
    max,
    unexplained: formatIqd(
      points.reduce((sum, p) => sum + p.unexplainedIqd, 0),
      language,
    ),
  });
  const names: Record<string, string> = {
    theoreticalFoodCostPercent: t('owner.theoreticalFoodCost'),
    actualFoodCostPercent: t('owner.actualFoodCost'),
    unexplainedIqd: t('owner.unexplainedValue'),
  };
  return (
    <DailyPercentChart
      points={points}
      busy={busy}
      summary={summary}
      testId="trend-chart"
      percentAxisLabel={t('owner.percentAxis')}
      names={names}
      formatValue={(value, name) => (name === 'unexplainedIqd' ? formatIqd(value, language) : formatPercent(fractionOf(value), language))}
      secondaryAxis={
        <YAxis
          yAxisId="iqd"
          orientation={rtl ? 'left' : 'right'}
          tick={{ fill: colours.text }}
          tickFormatter={(value: number) => formatNumber(value, language, { notation: 'compact' })}
          width={64}
          label={{ value: t('owner.iqdAxis'), angle: -90, position: rtl ? 'insideLeft' : 'insideRight', fill: colours.text, style: { textAnchor: 'middle' } }}
        />
      }
    >
      <Bar yAxisId="iqd" dataKey="unexplainedIqd" fill={colours.unexplained} isAnimationActive={false} />
      <Line
        yAxisId={PERCENT_AXIS}
        dataKey="theoreticalFoodCostPercent"
        stroke={colours.theoretical}
        strokeWidth={2}
        dot={false}
        connectNulls
        isAnimationActive={false}
      />
      <Line yAxisId={PERCENT_AXIS} dataKey="actualFoodCostPercent" stroke={colours.actual} strokeWidth={2} dot={false} connectNulls isAnimationActive={false} />
    </DailyPercentChart>
  );
}

interface LabourPoint {
  businessDate: string;
  labourPercent?: number | null;
  primeCostPercent?: number | null;
}

/** Labour % and prime cost % of net sales per closed day (the daily close's labour figures, docs/labour.md). */
export function LabourTrendChart({ closes, busy }: { closes: LabourPoint[]; busy: boolean }) {
  const { t, i18n } = useTranslation();
  const colours = useChartColours();
  const language = i18n.language;
  const points = [...closes]
    .filter((p) => p.labourPercent !== null && p.labourPercent !== undefined)
    .sort((a, b) => a.businessDate.localeCompare(b.businessDate));
  if (!busy && points.length === 0) return <Text c="dimmed">{t('owner.labourTrendEmpty')}</Text>;
  const [min, max] = percentRange(
    points.map((p) => p.labourPercent),
    language,
  );
  const [primeMin, primeMax] = percentRange(
    points.map((p) => p.primeCostPercent),
    language,
  );
  const summary = t('owner.labourChartSummary', { days: formatNumber(points.length, language), min, max, primeMin, primeMax });
  const names: Record<string, string> = { labourPercent: t('owner.labourPercent'), primeCostPercent: t('owner.primeCostPercent') };
  return (
    <DailyPercentChart points={points} busy={busy} summary={summary} testId="labour-trend-chart" percentAxisLabel={t('owner.labourAxis')} names={names}>
      <Line yAxisId={PERCENT_AXIS} dataKey="labourPercent" stroke={colours.labour} strokeWidth={2} dot connectNulls isAnimationActive={false} />
      <Line yAxisId={PERCENT_AXIS} dataKey="primeCostPercent" stroke={colours.prime} strokeWidth={2} dot connectNulls isAnimationActive={false} />
    </DailyPercentChart>
  );
}

interface ComparedBranch {
  branchId: string;
  name: string;
  theoreticalFoodCostPercent?: number | null;
  actualFoodCostPercent?: number | null;
  unexplainedIqd: number;
  netSalesIqd: number;
}

/** Food cost % of every branch side by side (theoretical and, where something was counted, actual). */
export function BranchComparisonChart({ branches }: { branches: ComparedBranch[] }) {
  const { t, i18n } = useTranslation();
  const colours = useChartColours();
  const language = i18n.language;
  const rtl = language === 'ar';
  const names: Record<string, string> = { theoreticalFoodCostPercent: t('owner.theoreticalFoodCost'), actualFoodCostPercent: t('owner.actualFoodCost') };
  const summary = branches
    .map((b) => `${b.name}: ${formatPercent(fractionOf(b.actualFoodCostPercent ?? b.theoreticalFoodCostPercent), language) || '—'}`)
    .join('; ');
  return (
    <div role="img" aria-label={`${t('owner.foodCost')}: ${summary}`} className="dashboard-chart" data-testid="comparison-chart" dir="ltr">
      <ResponsiveContainer width="100%" height={Math.max(120, 48 * branches.length + 60)}>
        <BarChart data={branches} layout="vertical" margin={{ top: 8, right: 16, bottom: 8, left: 16 }} accessibilityLayer={false}>
          <CartesianGrid strokeDasharray="3 3" stroke={colours.grid} />
          <XAxis type="number" reversed={rtl} tick={{ fill: colours.text }} tickFormatter={(value: number) => formatPercent(fractionOf(value), language, 0)} />
          <YAxis type="category" dataKey="name" orientation={rtl ? 'right' : 'left'} width={120} tick={{ fill: colours.text }} />
          <Tooltip
            itemStyle={{ color: colours.text }}
            labelStyle={{ color: colours.text }}
            formatter={(value, name) => [formatPercent(fractionOf(Number(value)), language), names[String(name)] ?? String(name)]}
          />
          <Legend
            formatter={(value: string) => (
              <span dir={rtl ? 'rtl' : 'ltr'} style={{ color: colours.text }}>
                {names[value] ?? value}
              </span>
            )}
          />
          <Bar dataKey="theoreticalFoodCostPercent" fill={colours.theoretical} isAnimationActive={false} />
          <Bar dataKey="actualFoodCostPercent" fill={colours.actual} isAnimationActive={false} />
        </BarChart>
      </ResponsiveContainer>
    </div>
  );
}
