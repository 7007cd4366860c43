import type { ReportChartProps } from '@/components/charts/report-chart';

/**
 * The recharts drawing's stand-in in every client test (tests/client/setup.ts mocks report-chart with it): jsdom
 * has no layout for recharts to draw in (the browser tests see the real drawing), and chart-figure's lazy() keeps
 * whichever module it loaded first for the whole worker, so every file must get the same one. It shows how many
 * points it was given and the legend of each series.
 */
export default function ChartStandIn({ points, series }: ReportChartProps) {
  return (
    <div data-testid="chart-drawing">
      {points.length} / {series.map((line) => line.label).join(', ')}
    </div>
  );
}
