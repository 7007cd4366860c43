import { compareDecimal, multiplyDecimal, subtractDecimal } from '../../../domain/decimal.ts';
import { DAY_MS } from '../../../domain/values.ts';

/**
 * The payables' arithmetic (procurement-model §5), pure and exact: retention held, what falls due when. The FIFO
 * aging of what is owed by receipt date runs in the database, next to the receipts (payables-sql.ts).
 */

export const BUCKETS = ['days0to30', 'days31to60', 'days61to90', 'daysOver90'] as const;
export type Bucket = (typeof BUCKETS)[number];

const ZERO = '0.00';
const positive = (value: string) => (compareDecimal(value, '0') > 0 ? value : ZERO);

export const addDays = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

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
