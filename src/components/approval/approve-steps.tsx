import { Check, Circle, CircleDot, Minus, X } from 'lucide-react';
import type { ApproveInfo, ApproveNodeState } from '@/api/generated/purchar-needs/model/approval';
import { DocumentCard } from '@/components/document/document-detail-layout';
import { Spinner } from '@/components/ui/spinner';
import { cn } from '@/lib/cn';
import { useApprovalT } from './approval-i18n';

const STATE_STYLE: Record<ApproveNodeState, { icon: typeof Check; className: string }> = {
  done: { icon: Check, className: 'border-success-fill bg-success-fill text-white' },
  current: { icon: CircleDot, className: 'border-primary bg-primary/10 text-primary' },
  pending: { icon: Circle, className: 'border-line bg-surface text-muted' },
  skipped: { icon: Minus, className: 'border-dashed border-line bg-surface text-muted' },
  rejected: { icon: X, className: 'border-danger-fill bg-danger-fill text-white' },
};

/** A document's approveInfo as steps (PM → 总监 → 区域经理 → 经理), each done, current, pending, skipped or rejected. */
export function ApproveSteps({ info }: { info: ApproveInfo }) {
  const t = useApprovalT();
  return (
    <ol aria-label={t('progress.title')} className="grid gap-4 sm:grid-cols-4">
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
              <span className="text-xs text-muted">{t(`progress.nodeState.${node.state}`)}</span>
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

/** The progress card of a detail page; a spinner until approveInfo arrives. */
export function ApproveStepsCard({ info }: { info: ApproveInfo | undefined }) {
  const t = useApprovalT();
  return (
    <DocumentCard title={t('progress.title')}>
      {info ? <ApproveSteps info={info} /> : <Spinner />}
    </DocumentCard>
  );
}
