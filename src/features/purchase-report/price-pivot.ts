import type { PriceTrendRow } from '@/api/generated/purchase-report/model';
import type { ChartSeries } from '@/components/charts/report-chart';

/**
 * The price-trend rows of a page as a line chart's points: one point per month, one line per supplier and
 * source (and material, when the page holds several), each at its average price. A month without a price of
 * that line leaves a gap rather than a made-up figure.
 */
export function pricePivot(rows: readonly PriceTrendRow[]) {
  const several = new Set(rows.map((row) => row.materialId)).size > 1;
  const series: ChartSeries[] = [];
  const keyOf = new Map<string, string>();
  const points = new Map<string, Record<string, string | number>>();
  for (const row of rows) {
    const line = `${row.materialId}|${row.supplierId}|${row.priceSource}`;
    let key = keyOf.get(line);
    if (!key) {
      key = `line${series.length}`;
      keyOf.set(line, key);
      const who = `${row.supplierName}·${row.sourceName}`;
      series.push({ key, label: several ? `${row.materialName} ${who}` : who });
    }
    const point = points.get(row.month) ?? { month: row.month };
    point[key] = row.avgPrice;
    points.set(row.month, point);
  }
  return {
    series,
    points: [...points.values()].sort((a, b) => String(a.month).localeCompare(String(b.month))),
  };
}
