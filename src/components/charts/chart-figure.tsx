import { Component, lazy, Suspense, useId, type ReactNode } from 'react';
import { Card, CardContent } from '@/components/ui/card';
import type { ReportChartProps } from './report-chart';

// The only way in to recharts: a chunk fetched when a report or the dashboard first draws a chart.
const ReportChart = lazy(() => import('./report-chart'));

class ChartBoundary extends Component<{ fallback: ReactNode; children: ReactNode }, { failed: boolean }> {
  state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}

/** The states of a chart in the caller's language. */
export interface ChartStatusTexts {
  loading: string;
  failed: string;
  empty: string;
}

export interface ChartFigureProps extends ReportChartProps {
  title: string;
  /** What the chart shows, in words: read by screen readers in place of the drawing, and shown to everyone. */
  summary: string;
  texts: ChartStatusTexts;
}

/**
 * A chart as a figure: its title, the lazily loaded drawing (hidden from screen readers), and a text summary.
 * Nothing to draw says so instead of an empty frame; a chunk that fails to load leaves the table to speak.
 */
export function ChartFigure({ title, summary, texts, ...chart }: ChartFigureProps) {
  const titleId = useId();
  const status = (text: string) => <p className="py-8 text-center text-sm text-muted">{text}</p>;
  return (
    <Card>
      <CardContent className="px-5 py-4">
        <figure aria-labelledby={titleId} className="flex flex-col gap-2">
          <figcaption id={titleId} className="text-sm font-medium">
            {title}
          </figcaption>
          {chart.points.length === 0 ? (
            status(texts.empty)
          ) : (
            <ChartBoundary fallback={status(texts.failed)}>
              <Suspense fallback={status(texts.loading)}>
                <ReportChart {...chart} />
              </Suspense>
            </ChartBoundary>
          )}
          {chart.points.length ? <p className="text-xs text-muted">{summary}</p> : null}
        </figure>
      </CardContent>
    </Card>
  );
}
