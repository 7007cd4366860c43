import {
  Bar,
  BarChart,
  CartesianGrid,
  Legend,
  Line,
  LineChart,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';

/** One bar or line of a chart: a numeric field of the points, with its legend text. */
export interface ChartSeries {
  key: string;
  label: string;
}

export interface ReportChartProps {
  kind: 'bar' | 'line';
  /** The field naming each point (supplier name, month, order no.). */
  categoryKey: string;
  series: readonly ChartSeries[];
  /** Rows with `categoryKey` and each series' key (report rows as they are). */
  points: readonly object[];
  height?: number;
}

// The theme's colours (CSS variables), so charts follow the 11 themes and the primary-colour picker.
// Eight, so a price trend's lines of one page stay apart.
const COLORS = [
  'var(--color-primary-fill)',
  '#f59e0b',
  '#10b981',
  '#6366f1',
  '#ef4444',
  '#0ea5e9',
  '#a855f7',
  '#78716c',
];

const shortLabel = (value: unknown) => {
  const text = String(value ?? '');
  return text.length > 10 ? `${text.slice(0, 10)}…` : text;
};

/**
 * The charts of the reports and the dashboard. recharts lives only in this module, which the screens import
 * lazily (chart-figure.tsx), so it never reaches the sign-in page's bundle. Decorative for screen readers: the
 * caller's figure gives the title and a text summary, and the table beside it has every figure.
 */
export default function ReportChart({ kind, categoryKey, series, points, height = 260 }: ReportChartProps) {
  const data = points as unknown as Record<string, unknown>[];
  const axes = [
    <CartesianGrid key="grid" strokeDasharray="3 3" vertical={false} />,
    <XAxis key="x" dataKey={categoryKey} tickFormatter={shortLabel} tick={{ fontSize: 12 }} interval={0} />,
    <YAxis key="y" tick={{ fontSize: 12 }} width={72} />,
    <Tooltip key="tip" />,
    <Legend key="legend" />,
  ];
  return (
    <div aria-hidden="true" style={{ width: '100%', height }}>
      <ResponsiveContainer width="100%" height="100%">
        {kind === 'line' ? (
          <LineChart data={data} accessibilityLayer={false}>
            {axes}
            {series.map((line, index) => (
              <Line
                key={line.key}
                type="monotone"
                dataKey={line.key}
                name={line.label}
                stroke={COLORS[index % COLORS.length]}
                strokeWidth={2}
                isAnimationActive={false}
              />
            ))}
          </LineChart>
        ) : (
          <BarChart data={data} accessibilityLayer={false}>
            {axes}
            {series.map((bar, index) => (
              <Bar
                key={bar.key}
                dataKey={bar.key}
                name={bar.label}
                fill={COLORS[index % COLORS.length]}
                isAnimationActive={false}
              />
            ))}
          </BarChart>
        )}
      </ResponsiveContainer>
    </div>
  );
}
