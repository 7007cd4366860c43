import type { ApproveRecord } from '@/api/generated/purchar-needs/model/approval';
import { DocumentCard } from '@/components/document/document-detail-layout';
import { Spinner } from '@/components/ui/spinner';
import { cn } from '@/lib/cn';
import { APPROVE_ACTION } from './approval-codes';
import { useApprovalT } from './approval-i18n';

/** The dot of a history entry: red for a rejection (of the document or of lines), amber for a withdrawal. */
function dotClass(action: number): string {
  if (action === APPROVE_ACTION.reject || action === APPROVE_ACTION.rejectLines) return 'bg-danger';
  if (action === APPROVE_ACTION.withdraw) return 'bg-warning';
  return 'bg-primary';
}

/** A document's approveList as a timeline, oldest first: who, at which level, what, the comment, when. */
export function ApproveHistory({ records }: { records: readonly ApproveRecord[] }) {
  const t = useApprovalT();
  if (records.length === 0) return <p className="text-sm text-muted">{t('progress.noHistory')}</p>;
  return (
    <ol aria-label={t('progress.history')} className="relative flex flex-col gap-4 border-l border-line pl-6">
      {records.map((record) => (
        <li key={record.id} className="relative">
          <span
            aria-hidden="true"
            className={cn(
              'absolute top-1.5 -left-[1.85rem] size-3 rounded-full border-2 border-surface',
              dotClass(record.action),
            )}
          />
          <div className="flex flex-wrap items-baseline gap-x-3 gap-y-1 text-sm">
            <span className="font-medium">
              {t('progress.historyEntry', {
                name: record.approverName,
                node: record.nodeName,
                action: record.actionName,
              })}
            </span>
            <span className="text-xs text-muted tabular-nums">{record.actionTime}</span>
            <span className="text-xs text-muted">{t('progress.round', { round: record.roundNo })}</span>
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

/** The history card of a detail page; a spinner until approveList arrives. */
export function ApproveHistoryCard({ records }: { records: readonly ApproveRecord[] | undefined }) {
  const t = useApprovalT();
  return (
    <DocumentCard title={t('progress.history')}>
      {records ? <ApproveHistory records={records} /> : <Spinner />}
    </DocumentCard>
  );
}
