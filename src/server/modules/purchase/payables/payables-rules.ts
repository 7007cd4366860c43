import { compareDecimal, multiplyDecimal, subtractDecimal, sumDecimals } from '../../../domain/decimal.ts';
import { DAY_MS } from '../../../domain/values.ts';

/**
 * The payables' arithmetic (procurement-model §5), pure and exact: FIFO aging of what is owed by receipt date,
 * retention held, what falls due when. The service reads the rows; these say what they mean.
 */

export interface Receipt {
  day: string;
  amount: string;
}

export const BUCKETS = ['days0to30', 'days31to60', 'days61to90', 'daysOver90'] as const;
export type Bucket = (typeof BUCKETS)[number];

const ZERO = '0.00';
const positive = (value: string) => (compareDecimal(value, '0') > 0 ? value : ZERO);

/** Whole days from `from` to `to` (yyyy-MM-dd). */
export const daysBetween = (from: string, to: string) =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);

export const addDays = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

export function bucketOf(age: number): Bucket {
  if (age <= 30) return 'days0to30';
  if (age <= 60) return 'days31to60';
  if (age <= 90) return 'days61to90';
  return 'daysOver90';
}

/**
 * What is owed on a contract by age: payments settle the oldest receipts first (FIFO), so what is left unpaid of
 * each receipt is aged from its own day. Paid beyond what was received (an advance) leaves nothing to age.
 */
export function ageReceipts(receipts: readonly Receipt[], paid: string, asOf: string) {
  const ordered = [...receipts].sort((a, b) => (a.day < b.day ? -1 : a.day > b.day ? 1 : 0));
  const buckets: Record<Bucket, string> = {
    days0to30: ZERO,
    days31to60: ZERO,
    days61to90: ZERO,
    daysOver90: ZERO,
  };
  let unsettled = positive(paid);
  for (const receipt of ordered) {
    const settled = compareDecimal(unsettled, receipt.amount) >= 0 ? receipt.amount : unsettled;
    unsettled = subtractDecimal(unsettled, settled, 2);
    const open = subtractDecimal(receipt.amount, settled, 2);
    if (compareDecimal(open, '0') <= 0) continue;
    const bucket = bucketOf(daysBetween(receipt.day, asOf));
    buckets[bucket] = sumDecimals([buckets[bucket], open], 2);
  }
  const received = sumDecimals(
    ordered.map((r) => r.amount),
    2,
  );
  return { received, payable: subtractDecimal(received, paid, 2), buckets };
}

/**
 * Retention (质保金) held on a contract: ratio % of what was received, less what was paid beyond the rest of the
 * received value (payments go to the non-retention part first). It falls due dueDays after the last receipt.
 */
export function retentionHeld(received: string, paid: string, ratio: string) {
  const held = multiplyDecimal(received, multiplyDecimal(ratio, '0.01', 6), 2);
  const rest = subtractDecimal(received, held, 2);
  const intoRetention = positive(subtractDecimal(paid, rest, 2));
  return positive(subtractDecimal(held, intoRetention, 2));
}
