import { useSuspenseQuery } from '@tanstack/react-query';
import { getRouteApi, Link, useNavigate, type ErrorComponentProps } from '@tanstack/react-router';
import { ArrowLeft } from 'lucide-react';
import {
  setPlanStatus,
  useGetPlanApproveHistory,
  useGetPlanApproveInfo,
} from '@/api/generated/purchar-plans/endpoints/cg-plan-needs/cg-plan-needs';
import type { PlanDetail, PlanItem, PlanVersion } from '@/api/generated/purchar-plans/model';
import { ActionButtons } from '@/components/approval/approval-action-buttons';
import { detailActions } from '@/components/approval/approval-actions';
import { useApprovalT } from '@/components/approval/approval-i18n';
import { ApproveHistoryCard } from '@/components/approval/approve-history';
import { ApproveStatusBadge } from '@/components/approval/approve-status-badge';
import { ApproveStepsCard } from '@/components/approval/approve-steps';
import { DocumentCard, DocumentDetailLayout } from '@/components/document/document-detail-layout';
import { DocumentLoadError } from '@/components/document/document-route-states';
import { Button, buttonClasses } from '@/components/ui/button';
import { DescriptionItem, DescriptionList } from '@/components/ui/description-list';
import { cn } from '@/lib/cn';
import { notify } from '@/lib/notify';
import type { PlanStrings } from './plan-needs-zh';
import { usePurcharT, type PurcharTranslate } from '../purchar-i18n';
import { planNeedsDetailQuery } from './plan-needs-detail-query';
import { usePlanNeedsActions, useRefreshPlanNeeds } from './use-plan-needs-actions';

const route = getRouteApi('/_authenticated/purchar/plan-needs/$id');
const head = 'border-b border-line px-3 py-2 text-left text-xs font-medium text-muted whitespace-nowrap';
const cell = 'border-b border-line px-3 py-2 align-top';
const num = 'text-right tabular-nums';

function HeaderFields({ plan, t }: { plan: PlanDetail; t: PurcharTranslate }) {
  const f = (key: keyof PlanStrings['field']) => t(`planNeeds.field.${key}`);
  return (
    <DescriptionList>
      <DescriptionItem label={f('planNo')}>{plan.planNo}</DescriptionItem>
      <DescriptionItem label={f('planName')}>{plan.planName}</DescriptionItem>
      <DescriptionItem label={f('approveStatus')}>
        <ApproveStatusBadge status={plan.approveStatus} name={plan.approveStatusName} />
      </DescriptionItem>
      <DescriptionItem label={f('planStatus')}>{plan.planStatusName}</DescriptionItem>
      <DescriptionItem label={f('version')}>{`V${plan.version}`}</DescriptionItem>
      <DescriptionItem label={f('dept')}>{plan.deptName}</DescriptionItem>
      <DescriptionItem label={f('projectManager')}>{plan.projectManagerName}</DescriptionItem>
      <DescriptionItem label={f('planType')}>{plan.planType}</DescriptionItem>
      <DescriptionItem label={f('planPeriod')}>{plan.planPeriod}</DescriptionItem>
      <DescriptionItem label={f('startDate')}>{plan.startDate}</DescriptionItem>
      <DescriptionItem label={f('endDate')}>{plan.endDate}</DescriptionItem>
      <DescriptionItem label={f('totalQty')}>{plan.totalQty}</DescriptionItem>
      <DescriptionItem label={f('totalAmount')}>{plan.totalAmount.toFixed(2)}</DescriptionItem>
      <DescriptionItem label={f('createUser')}>{plan.createUserName}</DescriptionItem>
      <DescriptionItem label={f('createTime')}>{plan.createTime}</DescriptionItem>
      <DescriptionItem label={f('approveTime')}>{plan.approveTime}</DescriptionItem>
      {plan.lastRejectReason ? (
        <DescriptionItem label={f('lastRejectReason')}>
          <span className="text-danger">{plan.lastRejectReason}</span>
        </DescriptionItem>
      ) : null}
      <DescriptionItem label={f('remark')}>{plan.remark}</DescriptionItem>
    </DescriptionList>
  );
}

function LinesTable({ items, t }: { items: readonly PlanItem[]; t: PurcharTranslate }) {
  const i = (key: keyof PlanStrings['item']) => t(`planNeeds.item.${key}`);
  return (
    <div className="max-h-[60vh] overflow-auto">
      <table aria-label={t('planNeeds.detail.lines')} className="w-full text-sm">
        <thead className="sticky top-0 bg-surface">
          <tr>
            {(['lineNo', 'materialCode', 'materialName', 'spec', 'unit'] as const).map((key) => (
              <th key={key} className={head}>
                {i(key)}
              </th>
            ))}
            {(['originalQty', 'planQty', 'demandedQty', 'remainingQty', 'unitPrice', 'amount'] as const).map(
              (key) => (
                <th key={key} className={cn(head, 'text-right')}>
                  {i(key)}
                </th>
              ),
            )}
            <th className={head}>{i('needDate')}</th>
            <th className={head}>{i('usePart')}</th>
          </tr>
        </thead>
        <tbody>
          {items.map((item) => (
            <tr key={item.id}>
              <td className={cn(cell, 'tabular-nums')}>{item.lineNo}</td>
              <td className={cn(cell, 'font-mono text-xs')}>{item.materialCode}</td>
              <td className={cell}>{item.materialName}</td>
              <td className={cell}>{item.spec}</td>
              <td className={cell}>{item.unitName}</td>
              <td className={cn(cell, num)}>{item.originalQty}</td>
              <td className={cn(cell, num)}>{item.planQty}</td>
              <td className={cn(cell, num)}>{item.demandedQty}</td>
              <td className={cn(cell, num, item.remainingQty <= 0 && 'text-muted')}>{item.remainingQty}</td>
              <td className={cn(cell, num)}>{item.unitPrice ?? ''}</td>
              <td className={cn(cell, num)}>{item.amount?.toFixed(2) ?? ''}</td>
              <td className={cn(cell, 'tabular-nums')}>{item.needDate ?? ''}</td>
              <td className={cell}>{item.usePart}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** The plan's versions, newest first, each with what its change did to the lines. */
function VersionsList({ versions, t }: { versions: readonly PlanVersion[]; t: PurcharTranslate }) {
  if (versions.length === 0) return <p className="text-sm text-muted">{t('planNeeds.detail.noVersions')}</p>;
  return (
    <ol aria-label={t('planNeeds.detail.versions')} className="flex flex-col gap-3">
      {versions.map((version) => (
        <li key={version.version} className="rounded-lg border border-line p-3">
          <p className="text-sm font-medium">
            {t('planNeeds.detail.version', { version: version.version })}
            <span className="ml-2 font-normal text-muted">
              {version.changeId
                ? t('planNeeds.detail.changeBy', {
                    changeNo: version.changeNo,
                    name: version.appliedUserName,
                    time: version.appliedTime,
                  })
                : `${t('planNeeds.detail.firstVersion')} · ${version.appliedTime}`}
            </span>
          </p>
          {version.changeReason ? <p className="mt-1 text-sm">{version.changeReason}</p> : null}
          {version.lines.length ? (
            <ul className="mt-2 flex flex-col gap-1 text-sm">
              {version.lines.map((line, index) => (
                <li key={index} className="flex gap-3">
                  <span className="w-12 text-muted">{line.changeTypeName}</span>
                  <span className="font-mono text-xs">{line.materialCode}</span>
                  <span className="flex-1">{line.materialName}</span>
                  <span className="tabular-nums">
                    {line.beforeQty} → {line.afterQty}
                  </span>
                </li>
              ))}
            </ul>
          ) : null}
        </li>
      ))}
    </ol>
  );
}

export function BackToPlans() {
  const at = useApprovalT();
  return (
    <Link to="/purchar/plan-needs" className={buttonClasses('secondary', 'sm')}>
      <ArrowLeft className="size-4" aria-hidden="true" />
      {at('document.back')}
    </Link>
  );
}

export function PlanNeedsLoadError({ reset }: ErrorComponentProps) {
  const t = usePurcharT();
  const at = useApprovalT();
  return (
    <DocumentLoadError
      message={at('document.loadFailed', { document: t('planNeeds.noun') })}
      reset={reset}
      back={<BackToPlans />}
    />
  );
}

/**
 * One demand plan: header, lines with what bills already demand and what remains, its versions and what each
 * change did, the approval progress and history; the buttons are what the server allows (allowedActions,
 * canSetStatus).
 */
export function PlanNeedsDetailPage() {
  const t = usePurcharT();
  const at = useApprovalT();
  const { id } = route.useParams();
  const navigate = useNavigate();
  const plan = useSuspenseQuery(planNeedsDetailQuery(id)).data.data;
  const info = useGetPlanApproveInfo({ planNeedsId: id });
  const history = useGetPlanApproveHistory({ planNeedsId: id });
  const refresh = useRefreshPlanNeeds();
  const { perform, dialogs } = usePlanNeedsActions({
    onDeleted: () => void navigate({ to: '/purchar/plan-needs' }),
  });
  const enabled = plan.planStatus === 1;

  const toggle = async () => {
    await setPlanStatus({ id: plan.id, planStatus: enabled ? 0 : 1 });
    notify.success(enabled ? t('planNeeds.status.disabled') : t('planNeeds.status.enabled'));
    await refresh();
  };

  return (
    <DocumentDetailLayout
      label={t('planNeeds.detailTitle')}
      title={plan.planName}
      number={plan.planNo}
      status={<ApproveStatusBadge status={plan.approveStatus} name={plan.approveStatusName} />}
      actions={
        <>
          <ActionButtons
            actions={detailActions(plan)}
            onAction={(action) => (action === 'rejectLines' ? undefined : perform(action, plan))}
          />
          {plan.canSetStatus ? (
            <Button size="sm" variant="secondary" onClick={() => void toggle()}>
              {enabled ? t('planNeeds.status.disable') : t('planNeeds.status.enable')}
            </Button>
          ) : null}
          <BackToPlans />
        </>
      }
    >
      <DocumentCard title={at('document.header')}>
        <HeaderFields plan={plan} t={t} />
      </DocumentCard>
      <ApproveStepsCard info={info.data?.data} />
      <DocumentCard title={t('planNeeds.detail.lines')}>
        <LinesTable items={plan.items} t={t} />
      </DocumentCard>
      <DocumentCard title={t('planNeeds.detail.versions')}>
        <VersionsList versions={plan.versions} t={t} />
      </DocumentCard>
      <ApproveHistoryCard records={history.data?.data} />
      {dialogs}
    </DocumentDetailLayout>
  );
}
