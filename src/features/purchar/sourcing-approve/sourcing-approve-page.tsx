import { useQueryClient } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { useState } from 'react';
import type { SourcingRow } from '@/api/generated/purchar-sourcing/model';
import {
  getGetSourcingApproveDetailsQueryKey,
  getGetSourcingApproveHistoryQueryKey,
  getGetSourcingPagesQueryKey,
  useApproveSourcing,
  useGetSourcingApproveDetails,
  useGetSourcingApproveHistory,
  useGetSourcingPages,
  useRejectSourcing,
} from '@/api/generated/purchar-sourcing/endpoints/cg-sourcing/cg-sourcing';
import { TextControl } from '@/components/form/field-controls';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Label } from '@/components/ui/label';
import { notify } from '@/lib/notify';
import { cn } from '@/lib/cn';
import { usePurcharT } from '../purchar-i18n';
import { SourcingMatrix } from '../shared/sourcing-matrix';

const route = getRouteApi('/_authenticated/purchaseApprove/index');
const LEVELS = ['DIRECTOR', 'AREA_MANAGER', 'MANAGER'] as const;

/**
 * 定标审批 (/purchaseApprove/index): the sourcing bills waiting for the signed-in approver at any level (the server
 * lists only those the caller may act on), and for the chosen one the bill, its price-comparison matrix, the
 * approval history, and approve / reject as allowedActions says.
 */
export function SourcingApprovePage() {
  const t = usePurcharT();
  const { id } = route.useSearch();
  const navigate = route.useNavigate();
  const queues = LEVELS.map((node) =>
    // Three fixed calls, always in this order: hooks are not called conditionally.
    // eslint-disable-next-line react-hooks/rules-of-hooks
    useGetSourcingPages({ node, current: 1, size: 100 }),
  );
  const rows: SourcingRow[] = queues.flatMap((q) => q.data?.data?.records ?? []);
  const loading = queues.some((q) => q.isPending);

  return (
    <section aria-label={t('sourcing.approve.title')} className="grid gap-4 lg:grid-cols-[18rem_1fr]">
      <Card>
        <CardHeader>
          <CardTitle>{t('sourcing.approve.queue')}</CardTitle>
        </CardHeader>
        <CardContent>
          {!loading && rows.length === 0 ? (
            <p className="text-sm text-muted">{t('sourcing.approve.empty')}</p>
          ) : null}
          <ul className="flex flex-col gap-1">
            {rows.map((row) => (
              <li key={row.id}>
                <button
                  type="button"
                  aria-current={row.id === id || undefined}
                  onClick={() => void navigate({ search: { id: row.id } })}
                  className={cn(
                    'w-full rounded-md p-2 text-left text-sm hover:bg-muted/40',
                    row.id === id && 'bg-primary/10',
                  )}
                >
                  <div className="font-mono text-xs">{row.sourcingNo}</div>
                  <div>{row.sourcingName}</div>
                  <div className="text-xs text-muted">
                    {row.purchaserName} · {row.currentNodeName}
                  </div>
                </button>
              </li>
            ))}
          </ul>
        </CardContent>
      </Card>
      {id ? (
        <ApprovePanel key={id} id={id} />
      ) : (
        <p className="p-4 text-sm text-muted">{t('sourcing.approve.choose')}</p>
      )}
    </section>
  );
}

function ApprovePanel({ id }: { id: string }) {
  const t = usePurcharT();
  const queryClient = useQueryClient();
  const details = useGetSourcingApproveDetails(id);
  const history = useGetSourcingApproveHistory({ id });
  const approve = useApproveSourcing();
  const reject = useRejectSourcing();
  const [opinion, setOpinion] = useState<string | null | undefined>('');
  const data = details.data?.data;
  if (!data) return <p className="p-4 text-sm text-muted">…</p>;
  const { sourcing, matrix } = data;
  const seen = { seenStatus: sourcing.approveStatus, seenRoundNo: sourcing.roundNo };
  const refresh = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: getGetSourcingApproveDetailsQueryKey(id) }),
      queryClient.invalidateQueries({ queryKey: getGetSourcingApproveHistoryQueryKey({ id }) }),
      queryClient.invalidateQueries({ queryKey: getGetSourcingPagesQueryKey() }),
    ]);
  const act = async (kind: 'approve' | 'reject') => {
    const text = (opinion ?? '').trim();
    const answer =
      kind === 'approve'
        ? await approve
            .mutateAsync({ data: { id, opinion: text || undefined, ...seen } })
            .catch(() => undefined)
        : await reject.mutateAsync({ data: { id, opinion: text, ...seen } }).catch(() => undefined);
    if (!answer) return;
    notify.success(kind === 'approve' ? t('sourcing.approve.approved') : t('sourcing.approve.rejected'));
    setOpinion('');
    await refresh();
  };

  return (
    <div className="flex flex-col gap-4">
      <Card>
        <CardHeader className="flex flex-row items-center justify-between gap-2">
          <CardTitle>
            {sourcing.sourcingNo} {sourcing.sourcingName}
          </CardTitle>
          <span className="text-sm">{sourcing.approveStatusName}</span>
        </CardHeader>
        <CardContent className="flex flex-col gap-2 text-sm">
          <div>
            {t('sourcing.field.purchaser')}: {sourcing.purchaserName} · {t('sourcing.field.purcharType')}:{' '}
            {sourcing.purcharTypeName} · {t('sourcing.field.budgetAmount')}: {sourcing.budgetAmount} ·{' '}
            {t('sourcing.field.winAmount')}: {sourcing.winAmount}
          </div>
          {sourcing.lessThanThreeReason ? (
            <div>
              {t('sourcing.field.lessThanThreeReason')}: {sourcing.lessThanThreeReason}
            </div>
          ) : null}
          {sourcing.evaluationNote ? (
            <div>
              {t('sourcing.field.evaluationNote')}: {sourcing.evaluationNote}
            </div>
          ) : null}
        </CardContent>
      </Card>
      <SourcingMatrix matrix={matrix} />
      {sourcing.allowedActions.includes('approve') || sourcing.allowedActions.includes('reject') ? (
        <Card>
          <CardContent className="flex flex-col gap-2 pt-4">
            <Label htmlFor="approve-opinion">{t('sourcing.approve.opinion')}</Label>
            <TextControl
              id="approve-opinion"
              value={opinion}
              onChange={setOpinion}
              onBlur={() => undefined}
            />
            <div className="flex gap-2">
              {sourcing.allowedActions.includes('approve') ? (
                <Button onClick={() => void act('approve')} disabled={approve.isPending}>
                  {t('sourcing.approve.approve')}
                </Button>
              ) : null}
              {sourcing.allowedActions.includes('reject') ? (
                <Button
                  variant="danger"
                  onClick={() => void act('reject')}
                  disabled={reject.isPending || !(opinion ?? '').trim()}
                >
                  {t('sourcing.approve.reject')}
                </Button>
              ) : null}
            </div>
          </CardContent>
        </Card>
      ) : null}
      <Card>
        <CardHeader>
          <CardTitle>{t('sourcing.approve.history')}</CardTitle>
        </CardHeader>
        <CardContent>
          <ol className="flex flex-col gap-1 text-sm">
            {(history.data?.data ?? []).map((record) => (
              <li key={record.id}>
                {record.actionTime} · {record.nodeName} · {record.approverName} · {record.actionName}
                {record.opinion ? ` · ${record.opinion}` : ''}
              </li>
            ))}
          </ol>
        </CardContent>
      </Card>
    </div>
  );
}
