import { useSuspenseQuery } from '@tanstack/react-query';
import { getRouteApi, Link, useNavigate, type ErrorComponentProps } from '@tanstack/react-router';
import { ArrowLeft } from 'lucide-react';
import {
  useGetSupplementApproveHistory,
  useGetSupplementApproveInfo,
} from '@/api/generated/purchase-supplement/endpoints/ht-contract-supplement/ht-contract-supplement';
import type { SupplementDetail } from '@/api/generated/purchase-supplement/model';
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
import { money, signedMoney } from '../shared/supplement-format';
import { supplementDetailQuery } from './supplement-detail-query';
import { useSupplementT, type SupplementTranslate } from '../shared/supplement-i18n';
import { useSupplementActions } from './use-supplement-actions';

const route = getRouteApi('/_authenticated/contractSupplementDetail/index');
const head = 'border-b border-line px-3 py-2 text-left text-xs font-medium text-muted whitespace-nowrap';
const cell = 'border-b border-line px-3 py-2 align-top';
const num = 'text-right tabular-nums';
const delta = (value: number) => (value < 0 ? 'text-danger' : value > 0 ? 'text-success' : '');

function HeaderFields({ s, t }: { s: SupplementDetail; t: SupplementTranslate }) {
  return (
    <DescriptionList>
      <DescriptionItem label={t('field.supplementNo')}>{s.supplementNo}</DescriptionItem>
      <DescriptionItem label={t('field.supplementName')}>{s.supplementName}</DescriptionItem>
      <DescriptionItem label={t('field.contractNo')}>
        <Link
          to="/contractDetail/index"
          search={{ id: s.contractId }}
          className="text-primary hover:underline"
        >
          {s.contractNo}
        </Link>
      </DescriptionItem>
      <DescriptionItem label={t('field.supplier')}>{s.supplierName}</DescriptionItem>
      <DescriptionItem label={t('field.dept')}>{s.deptName}</DescriptionItem>
      <DescriptionItem label={t('field.changeTypes')}>{s.changeTypeNames}</DescriptionItem>
      <DescriptionItem label={t('field.reason')}>{s.reason}</DescriptionItem>
      <DescriptionItem label={t('field.signDate')}>{s.signDate ?? ''}</DescriptionItem>
      <DescriptionItem label={t('field.amountBefore')}>{money(s.amountBefore)}</DescriptionItem>
      <DescriptionItem label={t('field.deltaAmount')}>
        <span className={delta(s.deltaAmount)}>{signedMoney(s.deltaAmount)}</span>
      </DescriptionItem>
      <DescriptionItem label={t('field.amountAfter')}>{money(s.amountAfter)}</DescriptionItem>
      <DescriptionItem label={s.applied ? t('field.endDateBefore') : t('field.contractEndDate')}>
        {(s.applied ? s.endDateBefore : s.contractEndDate) ?? ''}
      </DescriptionItem>
      <DescriptionItem label={t('field.newEndDate')}>{s.newEndDate ?? ''}</DescriptionItem>
      <DescriptionItem label={t('field.applied')}>
        {s.applied ? `${t('yes')} ${s.appliedTime}` : t('no')}
      </DescriptionItem>
      <DescriptionItem label={t('field.termChange')}>{s.termChange}</DescriptionItem>
      <DescriptionItem label={t('field.createUser')}>{s.createUserName}</DescriptionItem>
      <DescriptionItem label={t('field.createTime')}>{s.createTime}</DescriptionItem>
      {s.lastRejectReason ? (
        <DescriptionItem label={t('field.lastRejectReason')}>
          <span className="text-danger">{s.lastRejectReason}</span>
        </DescriptionItem>
      ) : null}
      <DescriptionItem label={t('field.remark')}>{s.remark}</DescriptionItem>
    </DescriptionList>
  );
}

/** Each line before and after, its delta and what is ordered on the contract line now. */
function LinesTable({ s, t }: { s: SupplementDetail; t: SupplementTranslate }) {
  if (s.items.length === 0) return <p className="text-sm text-muted">{t('detail.noLines')}</p>;
  const numbers = [
    'beforeQty',
    'afterQty',
    'orderedQty',
    'beforePrice',
    'afterPrice',
    'beforeAmount',
    'afterAmount',
    'deltaAmount',
  ] as const;
  return (
    <div className="max-h-[60vh] overflow-auto">
      <table aria-label={t('detail.lines')} className="w-full text-sm">
        <thead className="sticky top-0 bg-surface">
          <tr>
            {(['lineNo', 'kind', 'materialCode', 'materialName', 'spec', 'unit'] as const).map((key) => (
              <th key={key} className={head}>
                {t(`item.${key}`)}
              </th>
            ))}
            {numbers.map((key) => (
              <th key={key} className={cn(head, 'text-right')}>
                {t(`item.${key}`)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {s.items.map((i) => (
            <tr key={i.id}>
              <td className={cn(cell, 'tabular-nums')}>{i.lineNo}</td>
              <td className={cell}>{i.contractItemId ? t('item.changed') : t('item.added')}</td>
              <td className={cn(cell, 'font-mono text-xs')}>{i.materialCode}</td>
              <td className={cell}>{i.materialName}</td>
              <td className={cell}>{i.spec}</td>
              <td className={cell}>{i.unitName}</td>
              <td className={cn(cell, num)}>{i.beforeQty}</td>
              <td className={cn(cell, num)}>{i.afterQty}</td>
              <td className={cn(cell, num)}>{i.orderedQty}</td>
              <td className={cn(cell, num)}>{i.beforePrice}</td>
              <td className={cn(cell, num)}>{i.afterPrice}</td>
              <td className={cn(cell, num)}>{money(i.beforeAmount)}</td>
              <td className={cn(cell, num)}>{money(i.afterAmount)}</td>
              <td className={cn(cell, num, delta(i.deltaAmount))}>{signedMoney(i.deltaAmount)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

export function BackToSupplements() {
  const at = useApprovalT();
  return (
    <Link to="/contract/supplement/list" className={buttonClasses('secondary', 'sm')}>
      <ArrowLeft className="size-4" aria-hidden="true" />
      {at('document.back')}
    </Link>
  );
}

export function SupplementLoadError({ reset }: ErrorComponentProps) {
  const t = useSupplementT();
  const at = useApprovalT();
  return (
    <DocumentLoadError
      message={at('document.loadFailed', { document: t('noun') })}
      reset={reset}
      back={<BackToSupplements />}
    />
  );
}

/**
 * One supplement: header with the contract amount before and after, each line before and after with its delta,
 * files, where it stands in the approval chain and its history; the approval buttons the server allows.
 */
export function SupplementDetailPage() {
  const t = useSupplementT();
  const at = useApprovalT();
  const { id } = route.useSearch();
  const navigate = useNavigate();
  const s = useSuspenseQuery(supplementDetailQuery(id)).data.data;
  const info = useGetSupplementApproveInfo({ supplementId: id });
  const history = useGetSupplementApproveHistory(id);
  const { perform, dialogs } = useSupplementActions({
    onDeleted: () => void navigate({ to: '/contract/supplement/list' }),
  });
  return (
    <DocumentDetailLayout
      label={t('detailTitle')}
      title={s.supplementName}
      number={s.supplementNo}
      status={<ApproveStatusBadge status={s.approveStatus} name={s.approveStatusName} />}
      actions={
        <>
          <ActionButtons actions={detailActions(s)} onAction={(action) => perform(action as never, s)} />
          <BackToSupplements />
        </>
      }
    >
      <DocumentCard title={at('document.header')}>
        <HeaderFields s={s} t={t} />
      </DocumentCard>
      <ApproveStepsCard info={info.data?.data} />
      <DocumentCard title={t('detail.lines')}>
        <LinesTable s={s} t={t} />
      </DocumentCard>
      <DocumentCard title={t('detail.files')}>
        {s.files.length === 0 ? (
          <p className="text-sm text-muted">{t('detail.noFiles')}</p>
        ) : (
          <ul className="flex flex-col gap-1 text-sm">
            {s.files.map((file) => (
              <li key={file.id}>
                <a href={file.link} className="text-primary hover:underline" target="_blank" rel="noreferrer">
                  {file.fileName}
                </a>
              </li>
            ))}
          </ul>
        )}
      </DocumentCard>
      <ApproveHistoryCard records={history.data?.data} />
      {dialogs}
    </DocumentDetailLayout>
  );
}
