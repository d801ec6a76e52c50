import { Group, useMantineTheme } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Area, Bar, CartesianGrid, Cell, ComposedChart, Legend, Line, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { formatDate } from '../../ui/format';
import { formatForecast, markedKind, niceCeiling } from './forecast-format';

/** One day of the chart: past usage, or the forecast's median and upper quantile, with its calendar kinds. */
export interface ForecastChartDay {
  date: string;
  usage?: number | null;
  soldOut?: boolean;
  median?: number | null;
  upper?: number | null;
  calendarKinds: readonly string[];
}

const HEIGHT = 300;

/**
 * The history of a series and its forecast band (docs/console.md, "Forecast"). Drawn as the
 * dashboard's charts are: recharts inside one `role="img"` named by a sentence, the drawing kept
 * `dir="ltr"` with the time axis reversed in Arabic, every tick through ui/format.ts, text in gray 8.
 * Calendar days are a coloured strip along the bottom (bars on a hidden axis), coloured by kind; the page's
 * table beside the chart carries every figure and every day's calendar kinds.
 */
export function ForecastChart({ days, unit, summary }: { days: ForecastChartDay[]; unit: string; summary: string }) {
  const { t, i18n } = useTranslation();
  const theme = useMantineTheme();
  const language = i18n.language;
  const rtl = language === 'ar';
  const colours = {
    text: theme.colors.gray[8],
    grid: theme.colors.gray[4],
    usage: theme.colors.blue[9],
    soldOut: theme.colors.red[9],
    median: theme.colors.orange[9],
    band: theme.colors.orange[3],
  };
  const markColour: Record<string, string> = {
    Friday: theme.colors.gray[2],
    Ramadan: theme.colors.teal[1],
    EidAlFitr: theme.colors.yellow[2],
    EidAlAdha: theme.colors.yellow[2],
    NationalHoliday: theme.colors.violet[1],
    ReligiousHoliday: theme.colors.violet[1],
  };
  // The value axis from 0 to a little above the highest figure drawn (recharts leaves a range area's
  // values out of its automatic domain).
  const top = niceCeiling(Math.max(1, ...days.flatMap((day) => [day.usage ?? 0, day.upper ?? 0, day.median ?? 0])) * 1.05);
  const points = days.map((day) => ({
    ...day,
    band: day.median !== null && day.median !== undefined && day.upper !== null && day.upper !== undefined ? [day.median, day.upper] : null,
    calendar: day.calendarKinds.length > 0 ? 1 : 0,
  }));
  const soldOutShown = days.some((day) => day.soldOut);
  const kindsShown = [...new Set(points.map((point) => markedKind(point.calendarKinds)).filter((kind): kind is string => kind !== null))];
  const names: Record<string, string> = {
    usage: t('forecast.used'),
    median: t('forecast.median'),
    band: t('forecast.band'),
  };
  const quantity = (value: unknown) => `${formatForecast(Number(value), language)} ${unit}`;
  return (
    <div role="img" aria-label={summary} className="dashboard-chart" data-testid="forecast-chart" dir="ltr">
      <ResponsiveContainer width="100%" height={HEIGHT}>
        <ComposedChart data={points} margin={{ top: 16, right: 8, bottom: 8, left: 8 }} accessibilityLayer={false}>
          <CartesianGrid strokeDasharray="3 3" stroke={colours.grid} />
          <XAxis dataKey="date" reversed={rtl} tick={{ fill: colours.text }} tickFormatter={(value: string) => formatDate(value, language)} minTickGap={24} />
          <YAxis
            yAxisId="quantity"
            orientation={rtl ? 'right' : 'left'}
            tick={{ fill: colours.text }}
            tickFormatter={(value: number) => formatForecast(value, language)}
            domain={[0, top]}
            width={56}
            label={{ value: unit, angle: -90, position: rtl ? 'insideRight' : 'insideLeft', fill: colours.text, style: { textAnchor: 'middle' } }}
          />
          {/* Calendar days are a strip along the bottom: a bar of 1 on an axis of 12. */}
          <YAxis yAxisId="calendar" hide domain={[0, 12]} orientation={rtl ? 'left' : 'right'} width={0} />
          <Tooltip
            itemStyle={{ color: colours.text }}
            labelStyle={{ color: colours.text }}
            labelFormatter={(value) => formatDate(String(value), language)}
            formatter={(value, name) => {
              if (name === 'calendar') return [null, null];
              if (Array.isArray(value)) return [`${quantity(value[0])} – ${quantity(value[1])}`, names.band];
              return [quantity(value), names[String(name)] ?? String(name)];
            }}
          />
          <Legend
            formatter={(value: string) => (
              <span dir={rtl ? 'rtl' : 'ltr'} style={{ color: colours.text }}>
                {names[value] ?? value}
              </span>
            )}
          />
          <Bar yAxisId="calendar" dataKey="calendar" fill={theme.colors.teal[1]} isAnimationActive={false} legendType="none">
            {points.map((point) => (
              <Cell key={point.date} fill={markColour[markedKind(point.calendarKinds) ?? ''] ?? 'transparent'} />
            ))}
          </Bar>
          <Area yAxisId="quantity" dataKey="band" stroke="none" fill={colours.band} fillOpacity={0.7} isAnimationActive={false} connectNulls={false} />
          <Line
            yAxisId="quantity"
            dataKey="usage"
            stroke={colours.usage}
            strokeWidth={2}
            isAnimationActive={false}
            dot={(props: { cx?: number; cy?: number; index?: number }) => {
              const day = points[props.index ?? 0];
              if (!day?.soldOut || props.cx === undefined || props.cy === undefined) return <g key={`dot-${props.index}`} />;
              return <circle key={`dot-${props.index}`} cx={props.cx} cy={props.cy} r={4} fill={colours.soldOut} />;
            }}
          />
          <Line yAxisId="quantity" dataKey="median" stroke={colours.median} strokeWidth={2} strokeDasharray="5 3" dot={false} isAnimationActive={false} />
        </ComposedChart>
      </ResponsiveContainer>
      {(kindsShown.length > 0 || soldOutShown) && (
        // Sold-out days and the calendar strip's colours, for what the chart shows (recharts' legend has one colour per series).
        <Group gap="md" justify="center" dir={rtl ? 'rtl' : 'ltr'} data-testid="forecast-calendar-legend">
          {soldOutShown && (
            <Group gap={4} wrap="nowrap">
              <span style={{ display: 'inline-block', width: 10, height: 10, borderRadius: 5, background: colours.soldOut }} />
              <span style={{ color: colours.text, fontSize: 14 }}>{t('forecast.soldOut')}</span>
            </Group>
          )}
          {kindsShown.map((kind) => (
            <Group gap={4} key={kind} wrap="nowrap">
              <span style={{ display: 'inline-block', width: 12, height: 12, background: markColour[kind], border: `1px solid ${colours.grid}` }} />
              <span style={{ color: colours.text, fontSize: 14 }}>{t(`calendarKind.${kind}`)}</span>
            </Group>
          ))}
        </Group>
      )}
    </div>
  );
}
