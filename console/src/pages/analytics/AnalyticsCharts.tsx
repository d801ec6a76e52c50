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
  const costs = points.flatMap((p) => [p.theoreticalFoodCostPercent, p.actualFoodCostPercent]).filter((v): v is number => v !== null && v !== undefined);
  const summary = t('owner.chartSummary', {
    days: formatNumber(points.length, language),
    min: costs.length ? formatPercent(fractionOf(Math.min(...costs)), language) : '—',
    max: costs.length ? formatPercent(fractionOf(Math.max(...costs)), language) : '—',
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
    <div role="img" aria-label={summary} aria-busy={busy} className="dashboard-chart" data-testid="trend-chart" dir="ltr">
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
            yAxisId="percent"
            orientation={rtl ? 'right' : 'left'}
            tick={{ fill: colours.text }}
            tickFormatter={(value: number) => formatPercent(fractionOf(value), language, 0)}
            width={64}
            label={{
              value: t('owner.percentAxis'),
              angle: -90,
              position: rtl ? 'insideRight' : 'insideLeft',
              fill: colours.text,
              style: { textAnchor: 'middle' },
            }}
          />
          <YAxis
            yAxisId="iqd"
            orientation={rtl ? 'left' : 'right'}
            tick={{ fill: colours.text }}
            tickFormatter={(value: number) => formatNumber(value, language, { notation: 'compact' })}
            width={64}
            label={{ value: t('owner.iqdAxis'), angle: -90, position: rtl ? 'insideLeft' : 'insideRight', fill: colours.text, style: { textAnchor: 'middle' } }}
          />
          <Tooltip
            itemStyle={{ color: colours.text }}
            labelStyle={{ color: colours.text }}
            labelFormatter={(value) => formatDate(String(value), language)}
            formatter={(value, name) => [
              name === 'unexplainedIqd' ? formatIqd(Number(value), language) : formatPercent(fractionOf(Number(value)), language),
              names[String(name)] ?? String(name),
            ]}
          />
          <Legend
            formatter={(value: string) => (
              <span dir={rtl ? 'rtl' : 'ltr'} style={{ color: colours.text }}>
                {names[value] ?? value}
              </span>
            )}
          />
          <Bar yAxisId="iqd" dataKey="unexplainedIqd" fill={colours.unexplained} isAnimationActive={false} />
          <Line
            yAxisId="percent"
            dataKey="theoreticalFoodCostPercent"
            stroke={colours.theoretical}
            strokeWidth={2}
            dot={false}
            connectNulls
            isAnimationActive={false}
          />
          <Line yAxisId="percent" dataKey="actualFoodCostPercent" stroke={colours.actual} strokeWidth={2} dot={false} connectNulls isAnimationActive={false} />
        </ComposedChart>
      </ResponsiveContainer>
    </div>
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
  const rtl = language === 'ar';
  const points = [...closes]
    .filter((p) => p.labourPercent !== null && p.labourPercent !== undefined)
    .sort((a, b) => a.businessDate.localeCompare(b.businessDate));
  if (!busy && points.length === 0) return <Text c="dimmed">{t('owner.labourTrendEmpty')}</Text>;
  const range = (values: Array<number | null | undefined>) => {
    const known = values.filter((v): v is number => v !== null && v !== undefined);
    return known.length ? [formatPercent(fractionOf(Math.min(...known)), language), formatPercent(fractionOf(Math.max(...known)), language)] : ['—', '—'];
  };
  const [min, max] = range(points.map((p) => p.labourPercent));
  const [primeMin, primeMax] = range(points.map((p) => p.primeCostPercent));
  const summary = t('owner.labourChartSummary', { days: formatNumber(points.length, language), min, max, primeMin, primeMax });
  const names: Record<string, string> = { labourPercent: t('owner.labourPercent'), primeCostPercent: t('owner.primeCostPercent') };
  return (
    <div role="img" aria-label={summary} aria-busy={busy} className="dashboard-chart" data-testid="labour-trend-chart" dir="ltr">
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
            orientation={rtl ? 'right' : 'left'}
            tick={{ fill: colours.text }}
            tickFormatter={(value: number) => formatPercent(fractionOf(value), language, 0)}
            width={64}
            label={{
              value: t('owner.labourAxis'),
              angle: -90,
              position: rtl ? 'insideRight' : 'insideLeft',
              fill: colours.text,
              style: { textAnchor: 'middle' },
            }}
          />
          <Tooltip
            itemStyle={{ color: colours.text }}
            labelStyle={{ color: colours.text }}
            labelFormatter={(value) => formatDate(String(value), language)}
            formatter={(value, name) => [formatPercent(fractionOf(Number(value)), language), names[String(name)] ?? String(name)]}
          />
          <Legend
            formatter={(value: string) => (
              <span dir={rtl ? 'rtl' : 'ltr'} style={{ color: colours.text }}>
                {names[value] ?? value}
              </span>
            )}
          />
          <Line dataKey="labourPercent" stroke={colours.labour} strokeWidth={2} dot connectNulls isAnimationActive={false} />
          <Line dataKey="primeCostPercent" stroke={colours.prime} strokeWidth={2} dot connectNulls isAnimationActive={false} />
        </ComposedChart>
      </ResponsiveContainer>
    </div>
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
