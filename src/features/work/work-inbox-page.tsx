import { keepPreviousData, useQueryClient } from '@tanstack/react-query';
import { useNavigate, useSearch } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import {
  useClaimWorkTask,
  useGetWorkClaimList,
  useGetWorkDoneList,
  useGetWorkSendList,
  useGetWorkTodoList,
} from '@/api/generated/blade-flow/endpoints/work/work';
import { BizType } from '@/api/generated/blade-flow/model/approval/bizType';
import type { WorkTask } from '@/api/generated/blade-flow/model';
import { ApproveStatusBadge } from '@/components/approval/approve-status-badge';
import { Button, buttonClasses } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { cn } from '@/lib/cn';
import { toPageQuery } from '@/lib/list-search';
import { notify } from '@/lib/notify';
import { openDocument } from './document-routes';
import { useWorkT, type WorkTranslate } from './work-i18n';
import type { workSearchSchema } from './work-search';

export type InboxKind = 'claim' | 'todo' | 'send' | 'done';
type Search = ReturnType<typeof workSearchSchema.parse>;

const LISTS = {
  claim: useGetWorkClaimList,
  todo: useGetWorkTodoList,
  send: useGetWorkSendList,
  done: useGetWorkDoneList,
} as const;

/** Touch-sized controls (≥ 44 px) below the md breakpoint, the usual sizes on a desk. */
const TOUCH = 'min-h-11 min-w-11 md:min-h-0 md:min-w-0';

/** 等待 3 天 / 5 小时 / 20 分钟: the wait in its largest whole unit. */
export function waitingText(minutes: number, t: WorkTranslate): string {
  if (minutes >= 24 * 60) return t('days', { n: Math.floor(minutes / (24 * 60)) });
  if (minutes >= 60) return t('hours', { n: Math.floor(minutes / 60) });
  return t('minutes', { n: minutes });
}

function OpenLink({ row, t, kind }: { row: WorkTask; t: WorkTranslate; kind: InboxKind }) {
  const waiting = kind === 'todo' || kind === 'claim';
  return openDocument(row, {
    className: cn(buttonClasses(waiting ? 'primary' : 'secondary', 'sm'), TOUCH),
    children: waiting ? t('open') : t('view'),
  });
}

function ClaimButton({ row, t, onClaimed }: { row: WorkTask; t: WorkTranslate; onClaimed: () => void }) {
  const claim = useClaimWorkTask({
    mutation: {
      onSuccess: () => {
        notify.success(t('claimed'));
        onClaimed();
      },
    },
  });
  return (
    <Button
      variant="secondary"
      size="sm"
      className={TOUCH}
      loading={claim.isPending}
      onClick={() => claim.mutate({ params: { taskId: row.taskId } })}
    >
      {t('claim')}
    </Button>
  );
}

/** The columns one list shows after type, number and amount. */
function detailsOf(row: WorkTask, kind: InboxKind, t: WorkTranslate): [string, ReactNode][] {
  const common: [string, ReactNode][] = [
    [t('column.submitter'), row.submitterName],
    [t('column.dept'), row.deptName],
  ];
  if (kind === 'todo' || kind === 'claim') {
    return [
      ...common,
      [t('column.taskName'), row.taskName],
      [t('column.waiting'), waitingText(row.waitingMinutes, t)],
      ...(row.assigneeName ? ([[t('column.assignee'), row.assigneeName]] as [string, ReactNode][]) : []),
    ];
  }
  return [
    ...common,
    [
      t('column.status'),
      <ApproveStatusBadge key="s" status={row.approveStatus} name={row.approveStatusName} />,
    ],
    [t('column.outcome'), row.outcome],
    [t('column.outcomeTime'), row.outcomeTime],
  ];
}

function Actions({
  row,
  kind,
  t,
  refresh,
}: {
  row: WorkTask;
  kind: InboxKind;
  t: WorkTranslate;
  refresh: () => void;
}) {
  return (
    <div className="flex flex-wrap gap-2">
      {row.claimable && kind === 'claim' ? <ClaimButton row={row} t={t} onClaimed={refresh} /> : null}
      <OpenLink row={row} t={t} kind={kind} />
    </div>
  );
}

/**
 * 待签 / 待办 / 已发 / 已办: one list over every approvable document type. A table on a desk; below the md
 * breakpoint (a phone on a building site) each row is a card with touch-sized buttons and nothing wider than the
 * screen. Each row opens its document in the document's own screen (document-routes.tsx).
 */
export function WorkInboxPage({ kind }: { kind: InboxKind }) {
  const t = useWorkT();
  const search = useSearch({ strict: false }) as Search;
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const useList = LISTS[kind];
  const list = useList(toPageQuery(search), { query: { placeholderData: keepPreviousData } });
  const page = list.data?.data;
  const rows = page?.records ?? [];
  const refresh = () => void queryClient.invalidateQueries();
  const go = (next: Partial<Search>) =>
    void navigate({ to: '.', search: (prev: Search) => ({ ...prev, ...next }) } as never);

  return (
    <section aria-label={t(`titles.${kind}`)} className="flex min-w-0 flex-col gap-4">
      <div className="flex flex-wrap items-center gap-3">
        <h1 className="text-lg font-semibold">{t(`titles.${kind}`)}</h1>
        <p className="text-sm text-muted">{t(`hints.${kind}`)}</p>
        <label className="flex items-center gap-2 text-sm md:ml-auto">
          <span>{t('filterType')}</span>
          <select
            aria-label={t('filterType')}
            className={cn('rounded-md border border-line bg-surface px-2 py-1', TOUCH)}
            value={search.bizType ?? ''}
            onChange={(event) =>
              go({ bizType: (event.target.value || undefined) as Search['bizType'], current: 1 })
            }
          >
            <option value="">{t('allTypes')}</option>
            {Object.values(BizType).map((type) => (
              <option key={type} value={type}>
                {t(`bizTypes.${type}`)}
              </option>
            ))}
          </select>
        </label>
      </div>

      {list.isPending ? (
        <div className="flex justify-center py-10">
          <Spinner />
        </div>
      ) : list.isError ? (
        <Card className="flex flex-col items-center gap-3 p-6 text-sm">
          <p>{t('loadFailed')}</p>
          <Button variant="secondary" className={TOUCH} onClick={() => void list.refetch()}>
            {t('retry')}
          </Button>
        </Card>
      ) : rows.length === 0 ? (
        <Card className="p-6 text-center text-sm text-muted">{t('empty')}</Card>
      ) : (
        <>
          {/* Phones: one card per document. */}
          <ul aria-label={t(`titles.${kind}`)} className="flex flex-col gap-3 md:hidden">
            {rows.map((row) => (
              <li key={`${row.bizType}-${row.businessId}`}>
                <Card className="flex flex-col gap-2 p-4 text-sm">
                  <div className="flex flex-wrap items-baseline gap-2">
                    <span className="rounded bg-primary/10 px-2 py-0.5 text-xs text-primary">
                      {row.bizTypeName}
                    </span>
                    <span className="font-mono break-all">{row.bizNo}</span>
                    {row.amount !== null ? <span className="ml-auto tabular-nums">{row.amount}</span> : null}
                  </div>
                  <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1">
                    {detailsOf(row, kind, t).map(([label, value]) => (
                      <div key={label} className="contents">
                        <dt className="text-muted">{label}</dt>
                        <dd className="min-w-0 break-words">{value}</dd>
                      </div>
                    ))}
                  </dl>
                  <Actions row={row} kind={kind} t={t} refresh={refresh} />
                </Card>
              </li>
            ))}
          </ul>
          {/* Desks: a table. */}
          <div className="hidden overflow-x-auto md:block">
            <table aria-label={t(`titles.${kind}`)} className="w-full text-sm">
              <thead>
                <tr className="border-b border-line text-left text-xs text-muted">
                  <th className="px-3 py-2">{t('column.bizType')}</th>
                  <th className="px-3 py-2">{t('column.bizNo')}</th>
                  <th className="px-3 py-2 text-right">{t('column.amount')}</th>
                  {detailsOf(rows[0]!, kind, t).map(([label]) => (
                    <th key={label} className="px-3 py-2 whitespace-nowrap">
                      {label}
                    </th>
                  ))}
                  <th className="px-3 py-2">{t('column.actions')}</th>
                </tr>
              </thead>
              <tbody>
                {rows.map((row) => (
                  <tr key={`${row.bizType}-${row.businessId}`} className="border-b border-line">
                    <td className="px-3 py-2 whitespace-nowrap">{row.bizTypeName}</td>
                    <td className="px-3 py-2 font-mono text-xs">{row.bizNo}</td>
                    <td className="px-3 py-2 text-right tabular-nums">{row.amount ?? ''}</td>
                    {detailsOf(row, kind, t).map(([label, value]) => (
                      <td key={label} className="px-3 py-2">
                        {value}
                      </td>
                    ))}
                    <td className="px-3 py-2">
                      <Actions row={row} kind={kind} t={t} refresh={refresh} />
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <nav className="flex flex-wrap items-center justify-end gap-2 text-sm">
            <span className="text-muted">
              {t('pageOf', { current: page!.current, pages: Math.max(page!.pages, 1), total: page!.total })}
            </span>
            <Button
              variant="secondary"
              size="sm"
              className={TOUCH}
              disabled={page!.current <= 1}
              onClick={() => go({ current: page!.current - 1 })}
            >
              {t('previous')}
            </Button>
            <Button
              variant="secondary"
              size="sm"
              className={TOUCH}
              disabled={page!.current >= page!.pages}
              onClick={() => go({ current: page!.current + 1 })}
            >
              {t('next')}
            </Button>
          </nav>
        </>
      )}
    </section>
  );
}
