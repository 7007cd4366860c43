import { useGetDashboard } from '@/api/generated/purchase-report/endpoints/purchase-report/purchase-report';
import type { Dashboard } from '@/api/generated/purchase-report/model';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { ChartFigure } from '@/components/charts/chart-figure';
import { formatMoney } from '@/lib/format-money';
import { useDashboardT, type DashboardTranslate } from './dashboard-i18n';

const NODES = ['PM', 'DIRECTOR', 'AREA_MANAGER', 'MANAGER'] as const;

function Figure({ label, value, hint }: { label: string; value: string; hint?: string }) {
  return (
    // The card is the dl's own group element (div > dt + dd), as a description list requires.
    <Card className="flex flex-col gap-1 px-5 py-4">
      <dt className="text-sm text-muted">{label}</dt>
      <dd className="text-2xl font-semibold tabular-nums">{value}</dd>
      {hint ? <dd className="text-xs text-muted">{hint}</dd> : null}
    </Card>
  );
}

const nodeName = (t: DashboardTranslate, code: string) =>
  (NODES as readonly string[]).includes(code) ? t(`node.${code as (typeof NODES)[number]}`) : code;

/** The figure cards: one per figure the server answered (a null is a source the user may not read: no card). */
function FigureCards({ t, data }: { t: DashboardTranslate; data: Dashboard }) {
  const waiting = data.approvals.byNode.filter((node) => node.count > 0);
  return (
    <dl className="grid gap-3 sm:grid-cols-2 xl:grid-cols-5">
      <Figure
        label={t('approvals')}
        value={String(data.approvals.total)}
        hint={
          waiting.length
            ? waiting.map((node) => `${nodeName(t, node.nodeCode)} ${node.count}`).join(' · ')
            : t('approvalsNone')
        }
      />
      {data.monthSpend !== null ? (
        <Figure label={t('monthSpend')} value={formatMoney(data.monthSpend)} />
      ) : null}
      {data.openOrders !== null ? (
        <Figure
          label={t('openOrders')}
          value={String(data.openOrders)}
          hint={t('lateOrders', { count: data.lateOrders ?? 0 })}
        />
      ) : null}
      {data.stockValue !== null ? (
        <Figure label={t('stockValue')} value={formatMoney(data.stockValue)} />
      ) : null}
      {data.payablesDueThisWeek !== null ? (
        <Figure
          label={t('payablesDue')}
          value={formatMoney(data.payablesDueThisWeek)}
          hint={t('payablesHint')}
        />
      ) : null}
    </dl>
  );
}

/**
 * /wel/dashboard's figures for the signed-in user, from one call (purchase/report/dashboard): approvals waiting
 * per level, this month's spend, open and late orders, stock value and payables due this week, each only when
 * the user may read its source; the charts load lazily, each with its title and a text summary.
 */
export function DashboardFigures() {
  const t = useDashboardT();
  const query = useGetDashboard();
  const data = query.data?.data;
  if (query.isError) {
    return (
      <p role="alert" className="flex items-center gap-3 text-sm text-red-700">
        {t('failed')}
        <Button size="sm" variant="secondary" onClick={() => void query.refetch()}>
          {t('retry')}
        </Button>
      </p>
    );
  }
  if (!data) return <div aria-busy="true" className="h-24" />;
  const texts = { loading: t('chart.loading'), failed: t('chart.failed'), empty: t('chart.empty') };
  return (
    <section aria-labelledby="dashboard-figures" className="flex flex-col gap-3">
      <h2 id="dashboard-figures" className="text-base font-semibold">
        {t('title')}
      </h2>
      <FigureCards t={t} data={data} />
      <div className="grid gap-3 lg:grid-cols-2">
        {data.spendByMonth ? (
          <ChartFigure
            title={t('spendTrend')}
            summary={t('spendTrendSummary', {
              months: data.spendByMonth.map((m) => `${m.month} ${formatMoney(m.contractAmount)}`).join(', '),
            })}
            texts={texts}
            kind="line"
            categoryKey="month"
            series={[{ key: 'contractAmount', label: t('monthSpend') }]}
            points={data.spendByMonth}
          />
        ) : null}
        {data.approvals.total > 0 ? (
          <ChartFigure
            title={t('approvalsChartTitle')}
            summary={t('approvalsSummary', {
              total: data.approvals.total,
              levels: data.approvals.byNode.map((n) => `${nodeName(t, n.nodeCode)} ${n.count}`).join(', '),
            })}
            texts={texts}
            kind="bar"
            categoryKey="level"
            series={[{ key: 'count', label: t('approvals') }]}
            points={data.approvals.byNode.map((n) => ({ level: nodeName(t, n.nodeCode), count: n.count }))}
          />
        ) : null}
      </div>
    </section>
  );
}
