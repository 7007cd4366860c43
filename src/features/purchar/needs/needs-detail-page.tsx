import { useSuspenseQuery } from '@tanstack/react-query';
import { getRouteApi, Link, useNavigate, type ErrorComponentProps } from '@tanstack/react-router';
import { ArrowLeft } from 'lucide-react';
import { useState } from 'react';
import {
  rejectNeedsItems,
  useGetNeedsApproveHistory,
  useGetNeedsApproveInfo,
} from '@/api/generated/purchar-needs/endpoints/cg-needs/cg-needs';
import type { NeedsDetail, NeedsItem } from '@/api/generated/purchar-needs/model';
import { ActionButtons } from '@/components/approval/approval-action-buttons';
import { useApprovalT } from '@/components/approval/approval-i18n';
import { detailActions } from '@/components/approval/approval-actions';
import { ApproveHistoryCard } from '@/components/approval/approve-history';
import { ApproveStatusBadge } from '@/components/approval/approve-status-badge';
import { ApproveStepsCard } from '@/components/approval/approve-steps';
import { RejectLinesDialog, type RejectableLine } from '@/components/approval/reject-lines-dialog';
import { seenOf } from '@/components/approval/use-approval-actions';
import { DocumentCard, DocumentDetailLayout } from '@/components/document/document-detail-layout';
import { DocumentLoadError } from '@/components/document/document-route-states';
import { buttonClasses } from '@/components/ui/button';
import { DescriptionItem, DescriptionList } from '@/components/ui/description-list';
import { cn } from '@/lib/cn';
import { usePurcharT, type PurcharTranslate } from '../purchar-i18n';
import { needsDetailQuery } from './needs-detail-query';
import { ITEM_REJECTED } from './needs-editor-form';
import { useNeedsActions, useRefreshNeeds } from './use-needs-actions';

const route = getRouteApi('/_authenticated/purchar/needs/$id');

function HeaderFields({ bill, t }: { bill: NeedsDetail; t: PurcharTranslate }) {
  return (
    <DescriptionList>
      <DescriptionItem label={t('needs.field.needsNo')}>{bill.needsNo}</DescriptionItem>
      <DescriptionItem label={t('needs.field.title')}>{bill.title}</DescriptionItem>
      <DescriptionItem label={t('needs.field.approveStatus')}>
        <ApproveStatusBadge status={bill.approveStatus} name={bill.approveStatusName} />
      </DescriptionItem>
      <DescriptionItem label={t('needs.field.execStatus')}>{bill.execStatusName}</DescriptionItem>
      <DescriptionItem label={t('needs.field.dept')}>{bill.deptName}</DescriptionItem>
      <DescriptionItem label={t('needs.field.projectManager')}>{bill.projectManagerName}</DescriptionItem>
      <DescriptionItem label={t('needs.field.needDate')}>{bill.needDate}</DescriptionItem>
      <DescriptionItem label={t('needs.field.businessType')}>{bill.businessTypeName}</DescriptionItem>
      <DescriptionItem label={t('needs.field.deliveryAddress')}>{bill.deliveryAddress}</DescriptionItem>
      <DescriptionItem label={t('needs.field.totalQty')}>{bill.totalQty}</DescriptionItem>
      <DescriptionItem label={t('needs.field.estimatedAmount')}>
        {bill.estimatedAmount.toFixed(2)}
      </DescriptionItem>
      <DescriptionItem label={t('needs.field.itemCount')}>{bill.itemCount}</DescriptionItem>
      <DescriptionItem label={t('needs.field.createUser')}>{bill.createUserName}</DescriptionItem>
      <DescriptionItem label={t('needs.field.createTime')}>{bill.createTime}</DescriptionItem>
      <DescriptionItem label={t('needs.field.submitTime')}>{bill.submitTime}</DescriptionItem>
      <DescriptionItem label={t('needs.field.approveTime')}>{bill.approveTime}</DescriptionItem>
      {bill.lastRejectReason ? (
        <DescriptionItem label={t('needs.field.lastRejectReason')}>
          <span className="text-danger">{bill.lastRejectReason}</span>
        </DescriptionItem>
      ) : null}
      <DescriptionItem label={t('needs.field.remark')}>{bill.remark}</DescriptionItem>
    </DescriptionList>
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
            <th className={cn(head, 'text-right')}>{t('needs.item.receivedQty')}</th>
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
            const rejected = item.itemStatus === ITEM_REJECTED;
            return (
              <tr key={item.id} className={cn(rejected && 'bg-danger/5 text-muted')}>
                <td className={cn(cell, 'tabular-nums')}>{item.lineNo}</td>
                <td className={cn(cell, 'font-mono text-xs', rejected && 'line-through')}>
                  {item.materialCode}
                </td>
                <td className={cell}>
                  {item.materialName}
                  {item.planNo ? (
                    <span className="block text-xs text-muted">
                      {t('planPicker.planLine', { planNo: item.planNo, lineNo: item.planLineNo ?? '' })}
                    </span>
                  ) : null}
                </td>
                <td className={cell}>{item.spec}</td>
                <td className={cell}>{item.unitName}</td>
                <td className={cn(cell, 'text-right tabular-nums')}>{item.qty}</td>
                <td className={cn(cell, 'text-right tabular-nums')}>{item.receivedQty}</td>
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

/** The lines 驳回物料 may still take out: those not rejected yet, named by their material. */
function rejectableLines(items: readonly NeedsItem[]): RejectableLine[] {
  return items
    .filter((item) => item.itemStatus !== ITEM_REJECTED)
    .map((item) => ({
      id: item.id,
      lineNo: item.lineNo,
      name: item.materialName,
      details: (
        <>
          <span className="font-mono text-xs">{item.materialCode}</span>
          <span className="flex-1">{item.materialName}</span>
          <span className="tabular-nums">
            {item.qty} {item.unitName}
          </span>
        </>
      ),
    }));
}

/** 返回列表, a link styled as a button (it is a navigation). */
export function BackToNeeds() {
  const at = useApprovalT();
  return (
    <Link to="/purchar/needs" className={buttonClasses('secondary', 'sm')}>
      <ArrowLeft className="size-4" aria-hidden="true" />
      {at('document.back')}
    </Link>
  );
}

/** The route's error state: the bill could not be loaded (no such bill, no permission, offline). */
export function NeedsLoadError({ reset }: ErrorComponentProps) {
  const t = usePurcharT();
  const at = useApprovalT();
  return (
    <DocumentLoadError
      message={at('document.loadFailed', { document: t('needs.noun') })}
      reset={reset}
      back={<BackToNeeds />}
    />
  );
}

/**
 * One demand bill: its header, its lines (rejected ones marked with their reason), where it stands in the
 * approval chain and its whole history; the buttons are what the server says the caller may do now. The route's loader
 * has fetched the bill.
 */
export function NeedsDetailPage() {
  const t = usePurcharT();
  const at = useApprovalT();
  const { id } = route.useParams();
  const navigate = useNavigate();
  const bill = useSuspenseQuery(needsDetailQuery(id)).data.data;
  const info = useGetNeedsApproveInfo({ needsId: id });
  const history = useGetNeedsApproveHistory({ needsId: id });
  const refresh = useRefreshNeeds();
  const [rejectingLines, setRejectingLines] = useState(false);
  const { perform, dialogs } = useNeedsActions({
    onDeleted: () => void navigate({ to: '/purchar/needs' }),
  });

  return (
    <DocumentDetailLayout
      label={t('needs.detailTitle')}
      title={bill.title}
      number={bill.needsNo}
      status={<ApproveStatusBadge status={bill.approveStatus} name={bill.approveStatusName} />}
      actions={
        <>
          <ActionButtons
            actions={detailActions(bill)}
            extraLabels={{ rejectLines: t('needs.action.rejectMaterial') }}
            onAction={(action) =>
              action === 'rejectLines' ? setRejectingLines(true) : perform(action, bill)
            }
          />
          <BackToNeeds />
        </>
      }
    >
      <DocumentCard title={at('document.header')}>
        <HeaderFields bill={bill} t={t} />
      </DocumentCard>
      <ApproveStepsCard info={info.data?.data} />
      <DocumentCard title={t('needs.detail.lines')}>
        <LinesTable items={bill.items} t={t} />
      </DocumentCard>
      <ApproveHistoryCard records={history.data?.data} />
      {dialogs}
      <RejectLinesDialog
        open={rejectingLines}
        onOpenChange={setRejectingLines}
        title={t('needs.rejectLines.title', { needsNo: bill.needsNo })}
        confirmText={t('needs.action.rejectMaterial')}
        doneMessage={t('needs.done.linesRejected')}
        lines={rejectableLines(bill.items)}
        onReject={(itemIds, reason) =>
          rejectNeedsItems({ needsId: bill.id, itemIds, reason, ...seenOf(bill) })
        }
        onDone={refresh}
      />
    </DocumentDetailLayout>
  );
}
