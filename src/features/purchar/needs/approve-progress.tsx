import { Check, Circle, CircleDot, Minus, X } from 'lucide-react';
import type {
  ApproveInfo,
  ApproveNodeState,
  ApproveRecord,
} from '@/api/generated/purchar-needs/model/approval';
import { cn } from '@/lib/cn';
import type { PurcharTranslate } from '../purchar-i18n';

const STATE_STYLE: Record<ApproveNodeState, { icon: typeof Check; className: string }> = {
  done: { icon: Check, className: 'border-success bg-success text-white' },
  current: { icon: CircleDot, className: 'border-primary bg-primary/10 text-primary' },
  pending: { icon: Circle, className: 'border-line bg-surface text-muted' },
  skipped: { icon: Minus, className: 'border-dashed border-line bg-surface text-muted' },
  rejected: { icon: X, className: 'border-danger bg-danger text-white' },
};

/** approveInfo as steps: PM → 总监 → 区域经理 → 经理, each done, current, pending, skipped or rejected. */
export function ApproveSteps({ info, t }: { info: ApproveInfo; t: PurcharTranslate }) {
  return (
    <ol aria-label={t('needs.detail.progress')} className="grid gap-4 sm:grid-cols-4">
      {info.nodes.map((node) => {
        const style = STATE_STYLE[node.state];
        const Icon = style.icon;
        return (
          <li
            key={node.nodeCode}
            aria-current={node.state === 'current' ? 'step' : undefined}
            className={cn('flex gap-3', node.state === 'skipped' && 'opacity-60')}
          >
            <span
              className={cn(
                'flex size-8 shrink-0 items-center justify-center rounded-full border-2',
                style.className,
              )}
              aria-hidden="true"
            >
              <Icon className="size-4" />
            </span>
            <div className="flex min-w-0 flex-col gap-0.5 text-sm">
              <span className="font-medium">{node.nodeName}</span>
              <span className="text-xs text-muted">{t(`needs.detail.nodeState.${node.state}`)}</span>
              {node.approverName ? <span className="text-xs">{node.approverName}</span> : null}
              {node.time ? <span className="text-xs text-muted tabular-nums">{node.time}</span> : null}
              {node.opinion ? <span className="text-xs break-words">{node.opinion}</span> : null}
            </div>
          </li>
        );
      })}
    </ol>
  );
}

/** approveList as a timeline, oldest first: who, at which level, what, the comment, when. */
export function ApproveHistory({ records, t }: { records: readonly ApproveRecord[]; t: PurcharTranslate }) {
  if (records.length === 0) return <p className="text-sm text-muted">{t('needs.detail.noHistory')}</p>;
  return (
    <ol
      aria-label={t('needs.detail.history')}
      className="relative flex flex-col gap-4 border-l border-line pl-6"
    >
      {records.map((record) => (
        <li key={record.id} className="relative">
          <span
            aria-hidden="true"
            className={cn(
              'absolute top-1.5 -left-[1.85rem] size-3 rounded-full border-2 border-surface',
              record.action === 3 || record.action === 7
                ? 'bg-danger'
                : record.action === 4
                  ? 'bg-warning'
                  : 'bg-primary',
            )}
          />
          <div className="flex flex-wrap items-baseline gap-x-3 gap-y-1 text-sm">
            <span className="font-medium">
              {t('needs.detail.historyEntry', {
                name: record.approverName,
                node: record.nodeName,
                action: record.actionName,
              })}
            </span>
            <span className="text-xs text-muted tabular-nums">{record.actionTime}</span>
            <span className="text-xs text-muted">{t('needs.detail.round', { round: record.roundNo })}</span>
          </div>
          <p className="text-xs text-muted">
            {record.fromStatusName} → {record.toStatusName}
          </p>
          {record.opinion ? <p className="mt-1 text-sm break-words">{record.opinion}</p> : null}
        </li>
      ))}
    </ol>
  );
}
