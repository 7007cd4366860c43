import { useSuspenseQuery } from '@tanstack/react-query';
import { getRouteApi, Link, useNavigate, type ErrorComponentProps } from '@tanstack/react-router';
import { ArrowLeft, Ban, CirclePause, CirclePlay, ShieldCheck } from 'lucide-react';
import {
  useGetSupplierApproveHistory,
  useGetSupplierApproveInfo,
} from '@/api/generated/purchar-supplier/endpoints/gys-supplier/gys-supplier';
import type { BankAccount, SupplierDetail } from '@/api/generated/purchar-supplier/model';
import { ActionButtons } from '@/components/approval/approval-action-buttons';
import { useApprovalT } from '@/components/approval/approval-i18n';
import { detailActions } from '@/components/approval/approval-actions';
import { ApproveHistoryCard } from '@/components/approval/approve-history';
import { ApproveStatusBadge } from '@/components/approval/approve-status-badge';
import { ApproveStepsCard } from '@/components/approval/approve-steps';
import { DocumentCard, DocumentDetailLayout } from '@/components/document/document-detail-layout';
import { DocumentLoadError } from '@/components/document/document-route-states';
import { Badge } from '@/components/ui/badge';
import { Button, buttonClasses } from '@/components/ui/button';
import { DescriptionItem, DescriptionList } from '@/components/ui/description-list';
import { cn } from '@/lib/cn';
import { usePermissions } from '@/lib/permission';
import { usePurcharT, type PurcharTranslate } from '../purchar-i18n';
import { useBlacklistRequest } from '../shared/use-blacklist-request';
import { useQualificationRenewal } from './qualification-renewal-dialog';
import { SupplierStanding } from './supplier-columns';
import { supplierDetailQuery } from './supplier-detail-query';
import { QualificationHistoryCard, QualificationsCard } from './supplier-qualifications';
import { SupplierStatusHistoryCard, useSupplierStatusChange } from './supplier-status';
import { useRefreshSuppliers, useSupplierActions } from './use-supplier-actions';

const route = getRouteApi('/_authenticated/purchar/supplier/$id');
const head = 'border-b border-line px-3 py-2 text-left text-xs font-medium text-muted whitespace-nowrap';
const cell = 'border-b border-line px-3 py-2 align-top';

function HeaderFields({ supplier, t }: { supplier: SupplierDetail; t: PurcharTranslate }) {
  return (
    <DescriptionList>
      <DescriptionItem label={t('supplier.field.supplierCode')}>{supplier.supplierCode}</DescriptionItem>
      <DescriptionItem label={t('supplier.field.supplierName')}>{supplier.supplierName}</DescriptionItem>
      <DescriptionItem label={t('supplier.field.creditCode')}>
        <span className="font-mono">{supplier.creditCode}</span>
      </DescriptionItem>
      <DescriptionItem label={t('supplier.field.supplierStatus')}>
        <SupplierStanding supplier={supplier} t={t} />
      </DescriptionItem>
      <DescriptionItem label={t('supplier.field.supplierType')}>{supplier.supplierTypeName}</DescriptionItem>
      <DescriptionItem label={t('supplier.field.taxpayerType')}>{supplier.taxpayerTypeName}</DescriptionItem>
      <DescriptionItem label={t('supplier.field.categoryIds')}>{supplier.categoryNames}</DescriptionItem>
      <DescriptionItem label={t('supplier.field.legalPerson')}>{supplier.legalPerson}</DescriptionItem>
      <DescriptionItem label={t('supplier.field.registeredCapital')}>
        {supplier.registeredCapital?.toFixed(2) ?? ''}
      </DescriptionItem>
      <DescriptionItem label={t('supplier.field.establishDate')}>
        {supplier.establishDate ?? ''}
      </DescriptionItem>
      <DescriptionItem label={t('supplier.field.contactName')}>{supplier.contactName}</DescriptionItem>
      <DescriptionItem label={t('supplier.field.contactPhone')}>{supplier.contactPhone}</DescriptionItem>
      <DescriptionItem label={t('supplier.field.email')}>{supplier.email}</DescriptionItem>
      <DescriptionItem label={t('supplier.field.address')}>{supplier.address}</DescriptionItem>
      <DescriptionItem label={t('supplier.field.licenceValidTo')}>
        {supplier.licenceValidTo ?? t('supplier.longTerm')}
      </DescriptionItem>
      <DescriptionItem label={t('supplier.field.createUser')}>{supplier.createUserName}</DescriptionItem>
      <DescriptionItem label={t('supplier.field.createTime')}>{supplier.createTime}</DescriptionItem>
      <DescriptionItem label={t('supplier.field.approveTime')}>{supplier.approveTime}</DescriptionItem>
      {supplier.blacklistFlag === 1 ? (
        <>
          <DescriptionItem label={t('supplier.field.blacklistReason')}>
            <span className="text-danger">{supplier.blacklistReason}</span>
          </DescriptionItem>
          <DescriptionItem label={t('supplier.field.blacklistTime')}>
            {supplier.blacklistTime} {supplier.blacklistUserName}
          </DescriptionItem>
        </>
      ) : null}
      {supplier.lastRejectReason ? (
        <DescriptionItem label={t('supplier.field.lastRejectReason')}>
          <span className="text-danger">{supplier.lastRejectReason}</span>
        </DescriptionItem>
      ) : null}
      <DescriptionItem label={t('supplier.field.remark')}>{supplier.remark}</DescriptionItem>
    </DescriptionList>
  );
}

function AccountsTable({ rows, t }: { rows: readonly BankAccount[]; t: PurcharTranslate }) {
  if (rows.length === 0) return <p className="text-sm text-muted">{t('supplier.bank.none')}</p>;
  return (
    <div className="overflow-auto">
      <table aria-label={t('supplier.bank.title')} className="w-full text-sm">
        <thead>
          <tr>
            <th className={head}>{t('supplier.bank.accountName')}</th>
            <th className={head}>{t('supplier.bank.bankName')}</th>
            <th className={head}>{t('supplier.bank.bankBranch')}</th>
            <th className={head}>{t('supplier.bank.accountNo')}</th>
            <th className={head}>{t('supplier.bank.isDefault')}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((a) => (
            <tr key={a.id}>
              <td className={cell}>{a.accountName}</td>
              <td className={cell}>{a.bankName}</td>
              <td className={cell}>{a.bankBranch}</td>
              <td className={cn(cell, 'font-mono text-xs')}>{a.accountNo}</td>
              <td className={cell}>
                {a.isDefault === 1 ? <Badge tone="primary">{t('supplier.bank.isDefault')}</Badge> : ''}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** 返回列表, a link styled as a button (it is a navigation). */
export function BackToSuppliers() {
  const at = useApprovalT();
  return (
    <Link to="/purchar/supplier" className={buttonClasses('secondary', 'sm')}>
      <ArrowLeft className="size-4" aria-hidden="true" />
      {at('document.back')}
    </Link>
  );
}

/** The route's error state: the supplier could not be loaded. */
export function SupplierLoadError({ reset }: ErrorComponentProps) {
  const t = usePurcharT();
  const at = useApprovalT();
  return (
    <DocumentLoadError
      message={at('document.loadFailed', { document: t('supplier.noun') })}
      reset={reset}
      back={<BackToSuppliers />}
    />
  );
}

/**
 * One supplier: master data, qualifications with their scans, bank accounts, the admission progress and history;
 * the buttons are what the server allows (admission), suspend / resume and 资质更新 (statusActions) and a blacklist
 * request. Certificates replaced by a renewal are listed below the current ones.
 */
export function SupplierDetailPage() {
  const t = usePurcharT();
  const at = useApprovalT();
  const { id } = route.useParams();
  const navigate = useNavigate();
  const { can } = usePermissions();
  const supplier = useSuspenseQuery(supplierDetailQuery(id)).data.data;
  const info = useGetSupplierApproveInfo({ supplierId: id });
  const history = useGetSupplierApproveHistory(id);
  const refresh = useRefreshSuppliers();
  const blacklist = useBlacklistRequest(refresh);
  const { perform, dialogs } = useSupplierActions({
    onDeleted: () => void navigate({ to: '/purchar/supplier' }),
  });

  const status = useSupplierStatusChange(supplier, refresh);
  const renewal = useQualificationRenewal(supplier, refresh);
  // Only an admitted supplier is worth a blacklist request; one in flight is refused by the server with its number.
  const mayRequestBlacklist = can('gys_supplier_black_add') && supplier.approveStatus === 5;

  return (
    <DocumentDetailLayout
      label={t('supplier.detailTitle')}
      title={supplier.supplierName}
      number={supplier.supplierCode}
      status={<ApproveStatusBadge status={supplier.approveStatus} name={supplier.approveStatusName} />}
      actions={
        <>
          <ActionButtons
            actions={detailActions(supplier)}
            onAction={(action) => (action === 'rejectLines' ? undefined : perform(action, supplier))}
          />
          {supplier.statusActions.includes('suspend') ? (
            <Button size="sm" variant="secondary" onClick={() => status.open('suspend')}>
              <CirclePause className="size-4" aria-hidden="true" />
              {t('supplier.action.suspend')}
            </Button>
          ) : null}
          {supplier.statusActions.includes('resume') ? (
            <Button size="sm" variant="secondary" onClick={() => status.open('resume')}>
              <CirclePlay className="size-4" aria-hidden="true" />
              {t('supplier.action.resume')}
            </Button>
          ) : null}
          {mayRequestBlacklist ? (
            <Button
              size="sm"
              variant={supplier.blacklistFlag === 1 ? 'secondary' : 'danger'}
              onClick={() => blacklist.open(supplier)}
            >
              {supplier.blacklistFlag === 1 ? (
                <ShieldCheck className="size-4" aria-hidden="true" />
              ) : (
                <Ban className="size-4" aria-hidden="true" />
              )}
              {supplier.blacklistFlag === 1
                ? t('supplier.action.unblacklist')
                : t('supplier.action.blacklist')}
            </Button>
          ) : null}
          <BackToSuppliers />
        </>
      }
    >
      <DocumentCard title={at('document.header')}>
        <HeaderFields supplier={supplier} t={t} />
      </DocumentCard>
      <ApproveStepsCard info={info.data?.data} />
      <QualificationsCard
        rows={supplier.qualifications}
        t={t}
        onRenew={
          supplier.statusActions.includes('renewQualification')
            ? (replace) => renewal.open({ replace })
            : undefined
        }
      />
      <QualificationHistoryCard rows={supplier.qualificationHistory} t={t} />
      <DocumentCard title={t('supplier.bank.title')}>
        <AccountsTable rows={supplier.bankAccounts} t={t} />
      </DocumentCard>
      <SupplierStatusHistoryCard logs={supplier.statusLogs} />
      <ApproveHistoryCard records={history.data?.data} />
      {dialogs}
      {status.dialog}
      {renewal.dialog}
      {blacklist.dialog}
    </DocumentDetailLayout>
  );
}
