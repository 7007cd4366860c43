import { useSuspenseQuery } from '@tanstack/react-query';
import { getRouteApi, Link, useNavigate, type ErrorComponentProps } from '@tanstack/react-router';
import { ArrowLeft } from 'lucide-react';
import {
  useGetPlanChangeApproveHistory,
  useGetPlanChangeApproveInfo,
} from '@/api/generated/purchar-plans/endpoints/cg-plan-needs-change/cg-plan-needs-change';
import type { ChangeDetail } from '@/api/generated/purchar-plans/model';
import { ActionButtons } from '@/components/approval/approval-action-buttons';
import { detailActions } from '@/components/approval/approval-actions';
import { useApprovalT } from '@/components/approval/approval-i18n';
import { ApproveHistoryCard } from '@/components/approval/approve-history';
import { ApproveStatusBadge } from '@/components/approval/approve-status-badge';
import { ApproveStepsCard } from '@/components/approval/approve-steps';
import { DocumentCard, DocumentDetailLayout } from '@/components/document/document-detail-layout';
import { DocumentLoadError } from '@/components/document/document-route-states';
import { buttonClasses } from '@/components/ui/button';
import { DescriptionItem, DescriptionList } from '@/components/ui/description-list';
import { cn } from '@/lib/cn';
import type { planChangeZh } from './plan-change-zh';
import { usePurcharT, type PurcharTranslate } from '../purchar-i18n';
import { planChangeDetailQuery } from './plan-change-detail-query';
import { usePlanChangeActions } from './use-plan-change-actions';

const route = getRouteApi('/_authenticated/purchar/plan-needs-change/$id');
const head = 'border-b border-line px-3 py-2 text-left text-xs font-medium text-muted whitespace-nowrap';
const cell = 'border-b border-line px-3 py-2 align-top';
const num = 'text-right tabular-nums';

function LinesTable({ change, t }: { change: ChangeDetail; t: PurcharTranslate }) {
  return (
    <div className="max-h-[60vh] overflow-auto">
      <table aria-label={t('planChange.editor.lines')} className="w-full text-sm">
        <thead className="sticky top-0 bg-surface">
          <tr>
            <th className={head}>{t('planChange.item.changeType')}</th>
            <th className={head}>{t('planChange.item.materialCode')}</th>
            <th className={head}>{t('planChange.item.materialName')}</th>
            <th className={head}>{t('planChange.item.spec')}</th>
            <th className={head}>{t('planChange.item.unit')}</th>
            <th className={cn(head, 'text-right')}>{t('planChange.item.beforeQty')}</th>
            <th className={cn(head, 'text-right')}>{t('planChange.item.afterQty')}</th>
            <th className={cn(head, 'text-right')}>{t('planChange.item.changeQty')}</th>
            <th className={cn(head, 'text-right')}>{t('planChange.item.demandedQty')}</th>
            <th className={cn(head, 'text-right')}>{t('planChange.item.afterPrice')}</th>
            <th className={head}>{t('planChange.item.reason')}</th>
          </tr>
        </thead>
        <tbody>
          {change.items.map((item) => (
            <tr key={item.id}>
              <td className={cell}>{item.changeTypeName}</td>
              <td className={cn(cell, 'font-mono text-xs')}>{item.materialCode}</td>
              <td className={cell}>{item.materialName}</td>
              <td className={cell}>{item.spec}</td>
              <td className={cell}>{item.unitName}</td>
              <td className={cn(cell, num)}>{item.beforeQty}</td>
              <td className={cn(cell, num)}>{item.afterQty}</td>
              <td className={cn(cell, num, item.changeQty < 0 ? 'text-danger' : 'text-success')}>
                {item.changeQty > 0 ? `+${item.changeQty}` : item.changeQty}
              </td>
              <td className={cn(cell, num)}>{item.demandedQty}</td>
              <td className={cn(cell, num)}>{item.afterPrice ?? ''}</td>
              <td className={cell}>{item.reason}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

export function BackToChanges() {
  const at = useApprovalT();
  return (
    <Link to="/purchar/plan-needs-change" className={buttonClasses('secondary', 'sm')}>
      <ArrowLeft className="size-4" aria-hidden="true" />
      {at('document.back')}
    </Link>
  );
}

export function PlanChangeLoadError({ reset }: ErrorComponentProps) {
  const t = usePurcharT();
  const at = useApprovalT();
  return (
    <DocumentLoadError
      message={at('document.loadFailed', { document: t('planChange.noun') })}
      reset={reset}
      back={<BackToChanges />}
    />
  );
}

/** One plan change: header (its plan, versions, whether applied), the lines before → after, progress, history. */
export function PlanChangeDetailPage() {
  const t = usePurcharT();
  const at = useApprovalT();
  const { id } = route.useParams();
  const navigate = useNavigate();
  const change = useSuspenseQuery(planChangeDetailQuery(id)).data.data;
  const info = useGetPlanChangeApproveInfo({ planNeedsChangeId: id });
  const history = useGetPlanChangeApproveHistory({ planNeedsChangeId: id });
  const { perform, dialogs } = usePlanChangeActions({
    onDeleted: () => void navigate({ to: '/purchar/plan-needs-change' }),
  });
  const f = (key: keyof (typeof planChangeZh)['field']) => t(`planChange.field.${key}`);

  return (
    <DocumentDetailLayout
      label={t('planChange.detailTitle')}
      title={change.planName}
      number={change.changeNo}
      status={<ApproveStatusBadge status={change.approveStatus} name={change.approveStatusName} />}
      actions={
        <>
          <ActionButtons
            actions={detailActions(change)}
            onAction={(action) => (action === 'rejectLines' ? undefined : perform(action, change))}
          />
          <BackToChanges />
        </>
      }
    >
      <DocumentCard title={at('document.header')}>
        <DescriptionList>
          <DescriptionItem label={f('changeNo')}>{change.changeNo}</DescriptionItem>
          <DescriptionItem label={f('plan')}>
            <Link
              to="/purchar/plan-needs/$id"
              params={{ id: change.planId }}
              className="text-primary hover:underline"
            >
              {change.planNo} {change.planName}
            </Link>
          </DescriptionItem>
          <DescriptionItem label={f('dept')}>{change.deptName}</DescriptionItem>
          <DescriptionItem label={f('projectManager')}>{change.projectManagerName}</DescriptionItem>
          <DescriptionItem label={f('changeReason')}>{change.changeReason}</DescriptionItem>
          <DescriptionItem label={f('beforeVersion')}>{`V${change.beforeVersion}`}</DescriptionItem>
          <DescriptionItem label={f('afterVersion')}>
            {change.afterVersion ? `V${change.afterVersion}` : ''}
          </DescriptionItem>
          <DescriptionItem label={f('applied')}>
            {change.applied === 1 ? t('planChange.applied') : t('planChange.notApplied')}
          </DescriptionItem>
          <DescriptionItem label={f('appliedTime')}>{change.appliedTime}</DescriptionItem>
          <DescriptionItem label={f('createUser')}>{change.createUserName}</DescriptionItem>
          <DescriptionItem label={f('createTime')}>{change.createTime}</DescriptionItem>
          {change.lastRejectReason ? (
            <DescriptionItem label={f('lastRejectReason')}>
              <span className="text-danger">{change.lastRejectReason}</span>
            </DescriptionItem>
          ) : null}
          <DescriptionItem label={f('remark')}>{change.remark}</DescriptionItem>
        </DescriptionList>
      </DocumentCard>
      <ApproveStepsCard info={info.data?.data} />
      <DocumentCard title={t('planChange.editor.lines')}>
        <LinesTable change={change} t={t} />
      </DocumentCard>
      <ApproveHistoryCard records={history.data?.data} />
      {dialogs}
    </DocumentDetailLayout>
  );
}
