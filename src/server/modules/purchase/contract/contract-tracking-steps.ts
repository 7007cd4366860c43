import type { Lang } from '../../../http/messages.ts';
import type { Names } from '../../../lib/code-names.ts';
import { formatDateTime } from '../../../lib/dates.ts';
import { cstDay, DAY_MS } from '../../../domain/values.ts';
import { sumDecimals } from '../../../domain/decimal.ts';

/**
 * The steps of the purchase process as the tracking read shows them (procurement-model §5, 采购过程跟踪), in the
 * order they happen: a step with no entry is "not reached"; each reached step says how many calendar days
 * (UTC+8) it came after the previous reached one.
 */
export const TRACKING_STEPS = [
  'NEEDS',
  'PLAN',
  'ASSIGN',
  'SOURCING',
  'CONTRACT',
  'ORDER',
  'STOCK_IN',
  'INVOICE',
  'PAYMENT',
  'PAID',
] as const;
export type TrackingStepCode = (typeof TRACKING_STEPS)[number];

const STEP_NAMES: Record<TrackingStepCode, Names> = {
  NEEDS: { zh: '需求单', en: 'Demand bill' },
  PLAN: { zh: '需求计划', en: 'Demand plan' },
  ASSIGN: { zh: '需求分包', en: 'Assignment' },
  SOURCING: { zh: '寻源定标', en: 'Sourcing and award' },
  CONTRACT: { zh: '采购合同', en: 'Contract' },
  ORDER: { zh: '采购订单', en: 'Orders' },
  STOCK_IN: { zh: '采购入库', en: 'Stock-in' },
  INVOICE: { zh: '发票关联', en: 'Invoices linked' },
  PAYMENT: { zh: '付款申请', en: 'Payment requests' },
  PAID: { zh: '已付款', en: 'Paid' },
};

/** One document row at a step; `at` orders and times the step, the rest is shown as it is. */
export interface StepEntry {
  id: string;
  no: string;
  at: Date;
  /** A document day (stock-in date, paid date) shown instead of the time it was recorded, where there is one. */
  day?: string | null;
  personId: string | null;
  party?: string;
  qty?: string | null;
  unitPrice?: string | null;
  amount?: string | null;
  offerCount?: number | null;
  statusName?: string;
}

const num = (value: string | null | undefined) =>
  value === null || value === undefined ? null : Number(value);
const total = (values: (string | null | undefined)[]) => {
  const present = values.filter((v): v is string => v !== null && v !== undefined);
  return present.length ? Number(sumDecimals(present, 3)) : null;
};
const daysBetween = (from: Date, to: Date) =>
  Math.round((Date.parse(cstDay(to)) - Date.parse(cstDay(from))) / DAY_MS);

/** The answer's steps for one contract line, from its entries per step. */
export function stepsOf(
  entries: Partial<Record<TrackingStepCode, StepEntry[]>>,
  people: Map<string, string>,
  lang: Lang,
) {
  let previous: Date | null = null;
  return TRACKING_STEPS.map((step) => {
    const rows = [...(entries[step] ?? [])].sort(
      (a, b) => a.at.getTime() - b.at.getTime() || a.no.localeCompare(b.no),
    );
    const first = rows[0]?.at ?? null;
    const waitDays = first && previous ? daysBetween(previous, first) : null;
    if (first) previous = first;
    return {
      step,
      stepName: STEP_NAMES[step][lang],
      reached: rows.length > 0,
      time: formatDateTime(first),
      waitDays,
      qty: total(rows.map((r) => r.qty)),
      amount: total(rows.map((r) => r.amount)),
      entries: rows.map((r) => ({
        id: r.id,
        no: r.no,
        time: r.day ?? formatDateTime(r.at),
        personName: people.get(r.personId ?? '') ?? '',
        party: r.party ?? '',
        qty: num(r.qty),
        unitPrice: num(r.unitPrice),
        amount: num(r.amount),
        offerCount: r.offerCount ?? null,
        statusName: r.statusName ?? '',
      })),
    };
  });
}
