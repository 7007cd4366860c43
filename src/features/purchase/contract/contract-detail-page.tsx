import { useSuspenseQuery } from '@tanstack/react-query';
import { getRouteApi, Link, useNavigate, type ErrorComponentProps } from '@tanstack/react-router';
import { ArrowLeft } from 'lucide-react';
import { useState } from 'react';
import {
  createContractOnceOrder,
  terminateContract,
  useGetContractApproveHistory,
  useGetContractApproveInfo,
  voidContract,
} from '@/api/generated/purchase-contract/endpoints/ht-contract/ht-contract';
import type {
  ContractDetail,
  ContractOperation,
  OnceOrderBody,
} from '@/api/generated/purchase-contract/model';
import { ActionButtons } from '@/components/approval/approval-action-buttons';
import { useApprovalT } from '@/components/approval/approval-i18n';
import { detailActions } from '@/components/approval/approval-actions';
import { ApproveHistoryCard } from '@/components/approval/approve-history';
import { ApproveStatusBadge } from '@/components/approval/approve-status-badge';
import { ApproveStepsCard } from '@/components/approval/approve-steps';
import { OpinionDialog } from '@/components/approval/opinion-dialog';
import { DocumentCard, DocumentDetailLayout } from '@/components/document/document-detail-layout';
import { DocumentLoadError } from '@/components/document/document-route-states';
import { Button, buttonClasses } from '@/components/ui/button';
import { DescriptionItem, DescriptionList } from '@/components/ui/description-list';
import { cn } from '@/lib/cn';
import { notify } from '@/lib/notify';
import { usePurchaseT, type PurchaseTranslate } from '../purchase-i18n';
import { ContractSupplementsSection } from '../shared/contract-supplements-section';
import { contractDetailQuery } from './contract-detail-query';
import { OnceOrderDialog } from './once-order-dialog';
import { useContractActions, useRefreshContracts } from './use-contract-actions';

const route = getRouteApi('/_authenticated/contractDetail/index');
const money = (value: number) => value.toFixed(2);
const head = 'border-b border-line px-3 py-2 text-left text-xs font-medium text-muted whitespace-nowrap';
const cell = 'border-b border-line px-3 py-2 align-top';
const num = 'text-right tabular-nums';

function HeaderFields({ c, t }: { c: ContractDetail; t: PurchaseTranslate }) {
  return (
    <DescriptionList>
      <DescriptionItem label={t('contract.field.contractNo')}>{c.contractNo}</DescriptionItem>
      <DescriptionItem label={t('contract.field.contractName')}>{c.contractName}</DescriptionItem>
      <DescriptionItem label={t('contract.field.contractType')}>{c.contractTypeName}</DescriptionItem>
      <DescriptionItem label={t('contract.field.contractStatus')}>{c.contractStatusName}</DescriptionItem>
      <DescriptionItem label={t('contract.field.dept')}>{c.deptName}</DescriptionItem>
      <DescriptionItem label={t('contract.field.buyer')}>{c.buyerName}</DescriptionItem>
      <DescriptionItem label={t('contract.field.supplier')}>{c.supplierName}</DescriptionItem>
      <DescriptionItem label={t('contract.field.salerAccount')}>
        {[c.salerBankName, c.salerAccountNo].filter(Boolean).join(' ')}
      </DescriptionItem>
      <DescriptionItem label={t('contract.field.signDate')}>{c.signDate ?? ''}</DescriptionItem>
      <DescriptionItem label={t('contract.field.startDate')}>{c.startDate ?? ''}</DescriptionItem>
      <DescriptionItem label={t('contract.field.endDate')}>{c.endDate ?? ''}</DescriptionItem>
      <DescriptionItem label={t('contract.field.currency')}>{c.currency}</DescriptionItem>
      <DescriptionItem label={t('contract.field.totalAmount')}>{money(c.totalAmount)}</DescriptionItem>
      <DescriptionItem label={t('contract.field.totalAmountUpper')}>{c.totalAmountUpper}</DescriptionItem>
      <DescriptionItem label={t('contract.field.amountExclTax')}>{money(c.amountExclTax)}</DescriptionItem>
      <DescriptionItem label={t('contract.field.taxAmount')}>{money(c.taxAmount)}</DescriptionItem>
      <DescriptionItem label={t('contract.field.orderedAmount')}>{money(c.orderedAmount)}</DescriptionItem>
      {(['receivedAmount', 'invoicedAmount', 'appliedAmount', 'paidAmount'] as const).map((key) => (
        <DescriptionItem key={key} label={t(`contract.field.${key}`)}>
          {money(c[key])}
        </DescriptionItem>
      ))}
      <DescriptionItem label={t('contract.field.purchaser')}>{c.purchaserName}</DescriptionItem>
      <DescriptionItem label={t('contract.field.deliveryTerms')}>{c.deliveryTerms}</DescriptionItem>
      <DescriptionItem label={t('contract.field.createUser')}>{c.createUserName}</DescriptionItem>
      <DescriptionItem label={t('contract.field.createTime')}>{c.createTime}</DescriptionItem>
      {c.lastRejectReason ? (
        <DescriptionItem label={t('contract.field.lastRejectReason')}>
          <span className="text-danger">{c.lastRejectReason}</span>
        </DescriptionItem>
      ) : null}
      {c.terminateReason ? (
        <DescriptionItem label={t('contract.field.terminateReason')}>{c.terminateReason}</DescriptionItem>
      ) : null}
      {c.cancelReason ? (
        <DescriptionItem label={t('contract.field.cancelReason')}>{c.cancelReason}</DescriptionItem>
      ) : null}
      <DescriptionItem label={t('contract.field.remark')}>{c.remark}</DescriptionItem>
    </DescriptionList>
  );
}

function ItemsTable({ c, t }: { c: ContractDetail; t: PurchaseTranslate }) {
  return (
    <div className="max-h-[60vh] overflow-auto">
      <table aria-label={t('contract.detail.items')} className="w-full text-sm">
        <thead className="sticky top-0 bg-surface">
          <tr>
            {(['lineNo', 'materialCode', 'materialName', 'spec', 'unit'] as const).map((key) => (
              <th key={key} className={head}>
                {t(`contract.item.${key}`)}
              </th>
            ))}
            {(
              [
                'qty',
                'unitPrice',
                'taxRate',
                'amount',
                'amountExclTax',
                'taxAmount',
                'orderedQty',
                'receivedQty',
                'remainingQty',
              ] as const
            ).map((key) => (
              <th key={key} className={cn(head, 'text-right')}>
                {t(`contract.item.${key}`)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {c.items.map((i) => (
            <tr key={i.id}>
              <td className={cn(cell, 'tabular-nums')}>{i.lineNo}</td>
              <td className={cn(cell, 'font-mono text-xs')}>{i.materialCode}</td>
              <td className={cell}>{i.materialName}</td>
              <td className={cell}>{i.spec}</td>
              <td className={cell}>{i.unitName}</td>
              <td className={cn(cell, num)}>{i.qty}</td>
              <td className={cn(cell, num)}>{i.unitPrice}</td>
              <td className={cn(cell, num)}>{i.taxRate}</td>
              <td className={cn(cell, num)}>{money(i.amount)}</td>
              <td className={cn(cell, num)}>{money(i.amountExclTax)}</td>
              <td className={cn(cell, num)}>{money(i.taxAmount)}</td>
              <td className={cn(cell, num)}>{i.orderedQty}</td>
              <td className={cn(cell, num)}>{i.receivedQty}</td>
              <td className={cn(cell, num)}>{i.remainingQty}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function TermsTable({ c, t }: { c: ContractDetail; t: PurchaseTranslate }) {
  return (
    <table aria-label={t('contract.detail.terms')} className="w-full text-sm">
      <thead>
        <tr>
          <th className={head}>{t('contract.term.lineNo')}</th>
          <th className={head}>{t('contract.term.payContent')}</th>
          <th className={cn(head, 'text-right')}>{t('contract.term.ratio')}</th>
          <th className={cn(head, 'text-right')}>{t('contract.term.amount')}</th>
          <th className={head}>{t('contract.term.payCondition')}</th>
          <th className={cn(head, 'text-right')}>{t('contract.term.dueDays')}</th>
        </tr>
      </thead>
      <tbody>
        {c.payTerms.map((term) => (
          <tr key={term.id}>
            <td className={cn(cell, 'tabular-nums')}>{term.lineNo}</td>
            <td className={cell}>{term.payContentName}</td>
            <td className={cn(cell, num)}>{term.ratio}</td>
            <td className={cn(cell, num)}>{money(term.amount)}</td>
            <td className={cell}>{term.payCondition}</td>
            <td className={cn(cell, num)}>{term.dueDays ?? ''}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function OrdersTable({ c, t }: { c: ContractDetail; t: PurchaseTranslate }) {
  if (c.orders.length === 0) return <p className="text-sm text-muted">{t('contract.detail.noOrders')}</p>;
  return (
    <table aria-label={t('contract.detail.orders')} className="w-full text-sm">
      <thead>
        <tr>
          <th className={head}>{t('order.field.orderNo')}</th>
          <th className={head}>{t('order.field.orderDate')}</th>
          <th className={head}>{t('order.field.expectedArrivalDate')}</th>
          <th className={cn(head, 'text-right')}>{t('order.field.orderAmount')}</th>
          <th className={head}>{t('order.field.orderStatus')}</th>
          <th className={head}>{t('order.field.closeReason')}</th>
        </tr>
      </thead>
      <tbody>
        {c.orders.map((o) => (
          <tr key={o.id}>
            <td className={cn(cell, 'font-mono text-xs')}>{o.orderNo}</td>
            <td className={cn(cell, 'tabular-nums')}>{o.orderDate}</td>
            <td className={cn(cell, 'tabular-nums')}>{o.expectedArrivalDate ?? ''}</td>
            <td className={cn(cell, num)}>{money(o.orderAmount)}</td>
            <td className={cell}>{o.orderStatusName}</td>
            <td className={cell}>{o.closeReason}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** 返回列表, a link styled as a button (it is a navigation). */
function BackToContracts() {
  const at = useApprovalT();
  return (
    <Link to="/purchase/contract" className={buttonClasses('secondary', 'sm')}>
      <ArrowLeft className="size-4" aria-hidden="true" />
      {at('document.back')}
    </Link>
  );
}

export function ContractLoadError({ reset }: ErrorComponentProps) {
  const t = usePurchaseT();
  const at = useApprovalT();
  return (
    <DocumentLoadError
      message={at('document.loadFailed', { document: t('contract.noun') })}
      reset={reset}
      back={<BackToContracts />}
    />
  );
}

/**
 * One contract: header (with the amount in 大写), lines with what is ordered and left, payment terms, files,
 * orders, where it stands in the approval chain (skipped levels shown) and its history. Buttons: the approval
 * actions the server allows, and the contract's own operations (order everything left, terminate, void).
 */
export function ContractDetailPage() {
  const t = usePurchaseT();
  const at = useApprovalT();
  const { id } = route.useSearch();
  const navigate = useNavigate();
  const c = useSuspenseQuery(contractDetailQuery(id)).data.data;
  const info = useGetContractApproveInfo({ contractId: id });
  const history = useGetContractApproveHistory({ contractId: id });
  const refresh = useRefreshContracts();
  const [asking, setAsking] = useState<ContractOperation | null>(null);
  const { perform, dialogs } = useContractActions({
    onDeleted: () => void navigate({ to: '/purchase/contract' }),
  });

  const order = async (body: Omit<OnceOrderBody, 'contractId'>) => {
    const answer = await createContractOnceOrder({ contractId: c.id, ...body });
    notify.success(t('contract.done.ordered', { no: answer.data.orderNo }));
    await refresh();
  };
  const run = async (operation: Exclude<ContractOperation, 'order'>, reason: string) => {
    if (operation === 'terminate') {
      await terminateContract(c.id, { reason });
      notify.success(t('contract.done.terminated'));
    } else {
      await voidContract(c.id, { reason });
      notify.success(t('contract.done.voided'));
    }
    await refresh();
  };

  return (
    <DocumentDetailLayout
      label={t('contract.detailTitle')}
      title={c.contractName}
      number={c.contractNo}
      status={<ApproveStatusBadge status={c.approveStatus} name={c.approveStatusName} />}
      actions={
        <>
          <ActionButtons actions={detailActions(c)} onAction={(action) => perform(action as never, c)} />
          {c.operations.map((operation) => (
            <Button
              key={operation}
              size="sm"
              variant={operation === 'order' ? 'primary' : 'secondary'}
              onClick={() => setAsking(operation)}
            >
              {t(`contract.action.${operation}`)}
            </Button>
          ))}
          <BackToContracts />
        </>
      }
    >
      <DocumentCard title={at('document.header')}>
        <HeaderFields c={c} t={t} />
      </DocumentCard>
      <ApproveStepsCard info={info.data?.data} />
      <DocumentCard title={t('contract.detail.items')}>
        <ItemsTable c={c} t={t} />
      </DocumentCard>
      <DocumentCard title={t('contract.detail.terms')}>
        <TermsTable c={c} t={t} />
      </DocumentCard>
      <DocumentCard title={t('contract.detail.files')}>
        {c.files.length === 0 ? (
          <p className="text-sm text-muted">{t('contract.detail.noFiles')}</p>
        ) : (
          <ul className="flex flex-col gap-1 text-sm">
            {c.files.map((file) => (
              <li key={file.id}>
                <span className="text-muted">{file.fileTypeName}: </span>
                <a href={file.link} className="text-primary hover:underline" target="_blank" rel="noreferrer">
                  {file.fileName}
                </a>
              </li>
            ))}
          </ul>
        )}
      </DocumentCard>
      <DocumentCard title={t('contract.detail.orders')}>
        <OrdersTable c={c} t={t} />
      </DocumentCard>
      <ContractSupplementsSection contractId={c.id} />
      <ApproveHistoryCard records={history.data?.data} />
      {dialogs}
      <OnceOrderDialog
        open={asking === 'order'}
        onOpenChange={(open) => (open ? undefined : setAsking(null))}
        contractNo={c.contractNo}
        onConfirm={order}
      />
      <OpinionDialog
        open={asking === 'terminate' || asking === 'void'}
        onOpenChange={(open) => (open ? undefined : setAsking(null))}
        title={
          asking === 'terminate'
            ? t('contract.dialog.terminateTitle', { no: c.contractNo })
            : t('contract.dialog.voidTitle', { no: c.contractNo })
        }
        label={t('contract.dialog.reason')}
        requiredMessage={t('contract.dialog.reasonRequired')}
        confirmText={asking ? t(`contract.action.${asking}`) : ''}
        confirmVariant="danger"
        onConfirm={(reason) =>
          asking === 'terminate' || asking === 'void' ? run(asking, reason) : Promise.resolve()
        }
      />
    </DocumentDetailLayout>
  );
}
