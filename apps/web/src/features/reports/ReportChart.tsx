import { BarChart } from '@mantine/charts';
import { Box } from '@mantine/core';
import { useElementSize } from '@mantine/hooks';
import { fitLabel, labelWidth } from './chartLabels';

/** The category labels' font size (px), as Mantine's charts draw their axes. */
const FONT_PX = 12;
/** Room between a category label and its bars (px). */
const LABEL_GAP = 10;
/** Where recharts draws a left axis' ticks: this far (px) left of the axis' right edge (its tick size). */
const TICK_SIZE = 6;
/** The share of the chart's width the category labels may take at most. */
const LABEL_SHARE = 0.4;

/** A category tick: the label right-aligned before its bars, cut to `width` px with an ellipsis, the whole label in its tooltip (<title>). */
function CategoryTick({
  x,
  y,
  payload,
  width,
}: {
  x?: number;
  y?: number;
  payload?: { value?: unknown };
  width: number;
}) {
  const full = String(payload?.value ?? '');
  return (
    <text
      x={x}
      y={y}
      dx={-LABEL_GAP / 2}
      dy={FONT_PX / 3}
      textAnchor="end"
      fontSize={FONT_PX}
      fill="currentColor"
      data-testid="report-category"
    >
      <title>{full}</title>
      {fitLabel(full, width, FONT_PX)}
    </text>
  );
}

/**
 * A report's bar chart (@mantine/charts), bars running sideways: one row per category, its label whole
 * before the bars (cut with an ellipsis only when longer than 40% of the chart's width, the whole label in
 * its tooltip) and every category labelled; the value axis keeps room for its last number at the right
 * edge. `rows` are the report's rows, `category` their label key, `series` the bars.
 */
export function ReportChart({
  rows,
  category,
  series,
}: {
  rows: Record<string, unknown>[];
  category: string;
  series: { key: string; name: string; color: string }[];
}) {
  const { ref, width } = useElementSize();
  const labels = rows.map((r) => String(r[category] ?? ''));
  const room = Math.max(48, Math.floor(width * LABEL_SHARE) - LABEL_GAP);
  const tickWidth = Math.min(room, labelWidth(labels, FONT_PX));
  const h = Math.max(160, rows.length * (series.length * 14 + 18) + (series.length > 1 ? 70 : 40));
  return (
    <Box ref={ref} miw={0} data-testid="report-chart">
      {width > 0 && (
        <BarChart
          h={h}
          data={rows}
          dataKey={category}
          orientation="vertical"
          series={series.map((s) => ({ name: s.key, label: s.name, color: s.color }))}
          withLegend={series.length > 1}
          gridAxis="y"
          tickLine="none"
          barChartProps={{ margin: { top: 5, right: 16, bottom: 5, left: 4 } }}
          yAxisProps={{
            width: tickWidth + LABEL_GAP + TICK_SIZE,
            interval: 0,
            tick: (p: object) => <CategoryTick {...p} width={tickWidth} />,
          }}
          xAxisProps={{ allowDecimals: false }}
        />
      )}
    </Box>
  );
}
