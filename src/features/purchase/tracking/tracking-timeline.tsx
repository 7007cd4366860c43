import { CircleCheck, CircleDashed } from 'lucide-react';
import type { TrackingEntry, TrackingLine, TrackingStep } from '@/api/generated/purchase-contract/model';
import { cn } from '@/lib/cn';
import { formatMoney } from '@/lib/format-money';
import { usePurchaseT, type PurchaseTranslate } from '../purchase-i18n';

/** Invoices, requests and payments belong to the whole contract; the server shows them on each of its lines. */
const CONTRACT_LEVEL = new Set<TrackingStep['step']>(['INVOICE', 'PAYMENT', 'PAID']);

function waitText(t: PurchaseTranslate, step: TrackingStep) {
  if (step.waitDays === null) return null;
  return step.waitDays === 0 ? t('tracking.sameDay') : t('tracking.waited', { days: step.waitDays });
}

/** One document at a step: its number, when, who, and the figures it carries (those it has). */
function EntryLine({ entry, t }: { entry: TrackingEntry; t: PurchaseTranslate }) {
  const parts = [
    entry.time,
    entry.party,
    entry.offerCount === null ? '' : t('tracking.offers', { count: entry.offerCount }),
    entry.qty === null ? '' : t('tracking.qty', { qty: entry.qty }),
    entry.unitPrice === null ? '' : t('tracking.unitPrice', { price: entry.unitPrice }),
    entry.amount === null ? '' : t('tracking.amount', { amount: formatMoney(entry.amount) }),
    entry.statusName,
    entry.personName ? t('tracking.by', { name: entry.personName }) : '',
  ].filter(Boolean);
  return (
    <li className="text-xs">
      <span className="font-mono">{entry.no}</span>
      <span className="text-muted tabular-nums"> · {parts.join(' · ')}</span>
    </li>
  );
}

/**
 * The purchase process of one contract line as a vertical timeline: an ordered list of the ten steps (so a screen
 * reader announces "list, 10 items" and each step with its state), reached steps marked and their documents
 * listed, steps not reached greyed and said so in words.
 */
export function TrackingTimeline({ line, label }: { line: TrackingLine; label: string }) {
  const t = usePurchaseT();
  return (
    <ol aria-label={t('tracking.steps', { line: label })} className="flex flex-col">
      {line.steps.map((step, index) => {
        const last = index === line.steps.length - 1;
        const wait = waitText(t, step);
        return (
          <li key={step.step} className="relative flex gap-3 pb-4 last:pb-0">
            {last ? null : (
              <span aria-hidden="true" className="absolute top-5 bottom-0 left-2.5 w-px bg-line" />
            )}
            {step.reached ? (
              <CircleCheck aria-hidden="true" className="relative size-5 shrink-0 text-success" />
            ) : (
              <CircleDashed aria-hidden="true" className="relative size-5 shrink-0 text-muted/60" />
            )}
            <div className={cn('flex min-w-0 flex-col gap-1', !step.reached && 'text-muted')}>
              <p className="flex flex-wrap items-baseline gap-x-2 text-sm">
                <span className="font-medium">{step.stepName}</span>
                {step.reached ? (
                  <>
                    <span className="text-muted tabular-nums">{step.time}</span>
                    {wait ? <span className="text-xs text-warning">{wait}</span> : null}
                    {CONTRACT_LEVEL.has(step.step) ? (
                      <span className="text-xs text-muted">({t('tracking.contractLevel')})</span>
                    ) : null}
                  </>
                ) : (
                  <span className="text-xs">{t('tracking.notReached')}</span>
                )}
              </p>
              {step.reached ? (
                <ul className="flex flex-col gap-0.5">
                  {step.entries.map((entry) => (
                    <EntryLine key={entry.id} entry={entry} t={t} />
                  ))}
                </ul>
              ) : null}
            </div>
          </li>
        );
      })}
    </ol>
  );
}
