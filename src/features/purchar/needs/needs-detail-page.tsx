import { getRouteApi, Link, useNavigate } from '@tanstack/react-router';
import { ArrowLeft } from 'lucide-react';
import { useMemo, useState, type ReactNode } from 'react';
import {
  useGetNeedsApproveHistory,
  useGetNeedsApproveInfo,
  useGetNeedsDetail,
} from '@/api/generated/purchar-needs/endpoints/cg-needs/cg-needs';
import type { NeedsDetail, NeedsItem } from '@/api/generated/purchar-needs/model';
import { Button, buttonClasses } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { cn } from '@/lib/cn';
import { usePermissions } from '@/lib/permission';
import { useSessionUser } from '@/lib/session';
import { useToolkitT } from '@/lib/toolkit-i18n';
import { usePurcharT, type PurcharTranslate } from '../purchar-i18n';
import { ApproveHistory, ApproveSteps } from './approve-progress';
import { detailActions, type NeedsAction, type NeedsCaller } from './needs-rules';
import { ApproveStatusBadge } from './needs-status';
import { RejectLinesDialog } from './reject-lines-dialog';
import { useNeedsActions, useRefreshNeeds } from './use-needs-actions';

const route = getRouteApi('/_authenticated/purchar/needs/$id');
const REJECTED = 2;

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex min-w-0 flex-col gap-1">
      <dt className="text-xs text-muted">{label}</dt>
      <dd className="text-sm break-words">{children || '—'}</dd>
    </div>
  );
}

function HeaderFields({ bill, t }: { bill: NeedsDetail; t: PurcharTranslate }) {
  return (
    <dl className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-4">
      <Field label={t('needs.field.needsNo')}>{bill.needsNo}</Field>
      <Field label={t('needs.field.title')}>{bill.title}</Field>
      <Field label={t('needs.field.approveStatus')}>
        <ApproveStatusBadge status={bill.approveStatus} name={bill.approveStatusName} />
      </Field>
      <Field label={t('needs.field.execStatus')}>{bill.execStatusName}</Field>
      <Field label={t('needs.field.dept')}>{bill.deptName}</Field>
      <Field label={t('needs.field.projectManager')}>{bill.projectManagerName}</Field>
      <Field label={t('needs.field.needDate')}>{bill.needDate}</Field>
      <Field label={t('needs.field.businessType')}>{bill.businessTypeName}</Field>
      <Field label={t('needs.field.deliveryAddress')}>{bill.deliveryAddress}</Field>
      <Field label={t('needs.field.totalQty')}>{bill.totalQty}</Field>
      <Field label={t('needs.field.estimatedAmount')}>{bill.estimatedAmount.toFixed(2)}</Field>
      <Field label={t('needs.field.itemCount')}>{bill.itemCount}</Field>
      <Field label={t('needs.field.createUser')}>{bill.createUserName}</Field>
      <Field label={t('needs.field.createTime')}>{bill.createTime}</Field>
      <Field label={t('needs.field.submitTime')}>{bill.submitTime}</Field>
      <Field label={t('needs.field.approveTime')}>{bill.approveTime}</Field>
      {bill.lastRejectReason ? (
        <Field label={t('needs.field.lastRejectReason')}>
          <span className="text-danger">{bill.lastRejectReason}</span>
        </Field>
      ) : null}
      <Field label={t('needs.field.remark')}>{bill.remark}</Field>
    </dl>
  );
}

function LinesTable({ items, t }: { items: readonly NeedsItem[]; t: PurcharTranslate }) {
  const head = 'border-b border-line px-3 py-2 text-left text-xs font-medium text-muted whitespace-nowrap';
  const cell = 'border-b border-line px-3 py-2 align-top';
  return (
    <div className="max-h-[60vh] overflow-auto">
      <table aria-label={t('needs.detail.lines')} className="w-full text-sm">
        <thead className="sticky top-0 bg-surface">
          <tr>
            <th className={head}>{t('needs.item.lineNo')}</th>
            <th className={head}>{t('needs.item.materialCode')}</th>
            <th className={head}>{t('needs.item.materialName')}</th>
            <th className={head}>{t('needs.item.spec')}</th>
            <th className={head}>{t('needs.item.unit')}</th>
            <th className={cn(head, 'text-right')}>{t('needs.item.qty')}</th>
            <th className={cn(head, 'text-right')}>{t('needs.item.estimatedPrice')}</th>
            <th className={cn(head, 'text-right')}>{t('needs.item.estimatedAmount')}</th>
            <th className={head}>{t('needs.item.needDate')}</th>
            <th className={head}>{t('needs.item.usePart')}</th>
            <th className={head}>{t('needs.item.itemStatus')}</th>
            <th className={head}>{t('needs.item.remark')}</th>
          </tr>
        </thead>
        <tbody>
          {items.map((item) => {
            const rejected = item.itemStatus === REJECTED;
            return (
              <tr key={item.id} className={cn(rejected && 'bg-danger/5 text-muted')}>
                <td className={cn(cell, 'tabular-nums')}>{item.lineNo}</td>
                <td className={cn(cell, 'font-mono text-xs', rejected && 'line-through')}>
                  {item.materialCode}
                </td>
                <td className={cell}>{item.materialName}</td>
                <td className={cell}>{item.spec}</td>
                <td className={cell}>{item.unitName}</td>
                <td className={cn(cell, 'text-right tabular-nums')}>{item.qty}</td>
                <td className={cn(cell, 'text-right tabular-nums')}>{item.estimatedPrice ?? ''}</td>
                <td className={cn(cell, 'text-right tabular-nums')}>
                  {item.estimatedAmount?.toFixed(2) ?? ''}
                </td>
                <td className={cn(cell, 'tabular-nums')}>{item.needDate ?? ''}</td>
                <td className={cell}>{item.usePart}</td>
                <td className={cell}>
                  {rejected ? (
                    <span className="flex flex-col gap-0.5 text-danger">
                      <span>{t('needs.detail.rejectedLine', { reason: item.rejectReason })}</span>
                      {item.rejectUserName ? (
                        <span className="text-xs text-muted">
                          {t('needs.detail.rejectedBy', { name: item.rejectUserName, time: item.rejectTime })}
                        </span>
                      ) : null}
                    </span>
                  ) : (
                    item.itemStatusName
                  )}
                </td>
                <td className={cell}>{item.remark}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}

function actionLabel(action: NeedsAction, t: PurcharTranslate, tk: ReturnType<typeof useToolkitT>) {
  if (action === 'edit') return tk('crud.edit');
  if (action === 'delete') return tk('crud.delete');
  if (action === 'view') return tk('crud.view');
  return t(`needs.action.${action}`);
}

/**
 * One demand bill: its header, its lines (rejected ones marked with their reason), where it stands in the
 * approval chain and its whole history; the buttons are what the caller may do to it now.
 */
export function NeedsDetailPage() {
  const t = usePurcharT();
  const tk = useToolkitT();
  const { id } = route.useParams();
  const navigate = useNavigate();
  const { can } = usePermissions();
  const user = useSessionUser();
  const detail = useGetNeedsDetail(id);
  const info = useGetNeedsApproveInfo({ needsId: id });
  const history = useGetNeedsApproveHistory({ needsId: id });
  const refresh = useRefreshNeeds();
  const [rejectingLines, setRejectingLines] = useState(false);
  const { perform, dialogs } = useNeedsActions({
    onDeleted: () => void navigate({ to: '/purchar/needs' }),
  });

  const caller = useMemo<NeedsCaller>(
    () => ({ userId: user?.user_id, roles: (user?.role_name ?? '').split(','), can }),
    [user?.user_id, user?.role_name, can],
  );
  const bill = detail.data?.data;
  const actions = bill ? detailActions(bill, caller) : [];

  const back = (
    <Link to="/purchar/needs" className={buttonClasses('secondary', 'sm')}>
      <ArrowLeft className="size-4" aria-hidden="true" />
      {t('needs.action.back')}
    </Link>
  );

  if (detail.isPending)
    return (
      <div role="status" className="flex items-center gap-2 p-6 text-sm text-muted">
        <Spinner />
        {tk('table.loading')}
      </div>
    );
  if (!bill)
    return (
      <div className="flex flex-col items-start gap-3 p-6">
        <p role="alert" className="text-sm text-danger">
          {t('needs.detail.loadFailed')}
        </p>
        <div className="flex gap-2">
          <Button size="sm" variant="secondary" onClick={() => void detail.refetch()}>
            {tk('table.retry')}
          </Button>
          {back}
        </div>
      </div>
    );

  return (
    <section aria-label={t('needs.detailTitle')} className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center gap-3">
        <h1 className="text-lg font-semibold">
          {bill.title} <span className="font-mono text-sm text-muted">{bill.needsNo}</span>
        </h1>
        <ApproveStatusBadge status={bill.approveStatus} name={bill.approveStatusName} />
        <div className="ml-auto flex flex-wrap gap-2">
          {actions.map((action) => (
            <Button
              key={action}
              size="sm"
              variant={
                action === 'delete' || action === 'reject' || action === 'rejectMaterial'
                  ? 'danger'
                  : action === 'edit' || action === 'cancel'
                    ? 'secondary'
                    : 'primary'
              }
              onClick={() => (action === 'rejectMaterial' ? setRejectingLines(true) : perform(action, bill))}
            >
              {actionLabel(action, t, tk)}
            </Button>
          ))}
          {back}
        </div>
      </div>
      <Card>
        <CardHeader>
          <CardTitle>{t('needs.detail.header')}</CardTitle>
        </CardHeader>
        <CardContent>
          <HeaderFields bill={bill} t={t} />
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle>{t('needs.detail.progress')}</CardTitle>
        </CardHeader>
        <CardContent>
          {info.data?.data ? <ApproveSteps info={info.data.data} t={t} /> : <Spinner />}
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle>{t('needs.detail.lines')}</CardTitle>
        </CardHeader>
        <CardContent>
          <LinesTable items={bill.items} t={t} />
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle>{t('needs.detail.history')}</CardTitle>
        </CardHeader>
        <CardContent>
          {history.data?.data ? <ApproveHistory records={history.data.data} t={t} /> : <Spinner />}
        </CardContent>
      </Card>
      {dialogs}
      <RejectLinesDialog
        bill={bill}
        open={rejectingLines}
        onOpenChange={setRejectingLines}
        onDone={refresh}
      />
    </section>
  );
}
