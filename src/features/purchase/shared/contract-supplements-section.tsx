import { Link } from '@tanstack/react-router';
import { FilePlus2 } from 'lucide-react';
import { useEffect } from 'react';
import { useGetContractSupplements } from '@/api/generated/purchase-supplement/endpoints/ht-contract-supplement/ht-contract-supplement';
import { ApproveStatusBadge } from '@/components/approval/approve-status-badge';
import { DocumentCard } from '@/components/document/document-detail-layout';
import { buttonClasses } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { usePermissions } from '@/lib/permission';
import { money, signedMoney } from './supplement-format';
import { supplementMessages, useSupplementT } from './supplement-i18n';

const head = 'border-b border-line px-3 py-2 text-left text-xs font-medium text-muted whitespace-nowrap';
const cell = 'border-b border-line px-3 py-2 align-top';
const num = 'text-right tabular-nums';

/**
 * The contract detail's 补充协议 card: each supplement with the contract amount before and after it, and
 * 新增补充协议 when the server says the caller may add one now (executing, none in flight, granted).
 */
export function ContractSupplementsSection({ contractId }: { contractId: string }) {
  const t = useSupplementT();
  const { can } = usePermissions();
  const allowed = can('ht_contract_supplement_view');
  // The contract detail's route loads the contract strings; this card's own follow the language here.
  useEffect(() => void supplementMessages.load(), []);
  const answer = useGetContractSupplements({ contractId }, { query: { enabled: allowed } });
  if (!allowed) return null;
  const data = answer.data?.data;
  return (
    <DocumentCard
      title={t('section.title')}
      actions={
        data?.canAdd ? (
          <Link
            to="/contractSupplementAdd/index"
            search={{ contractId }}
            className={buttonClasses('primary', 'sm')}
          >
            <FilePlus2 className="size-4" aria-hidden="true" />
            {t('section.add')}
          </Link>
        ) : null
      }
    >
      {!data || data.records.length === 0 ? (
        <p className="text-sm text-muted">{answer.isError ? '' : t('section.none')}</p>
      ) : (
        <table aria-label={t('section.title')} className="w-full text-sm">
          <thead>
            <tr>
              <th className={head}>{t('field.supplementNo')}</th>
              <th className={head}>{t('field.supplementName')}</th>
              <th className={head}>{t('field.changeTypes')}</th>
              <th className={cn(head, 'text-right')}>{t('field.amountBefore')}</th>
              <th className={cn(head, 'text-right')}>{t('field.deltaAmount')}</th>
              <th className={cn(head, 'text-right')}>{t('field.amountAfter')}</th>
              <th className={head}>{t('field.approveStatus')}</th>
              <th className={head}>{t('field.applied')}</th>
            </tr>
          </thead>
          <tbody>
            {data.records.map((s) => (
              <tr key={s.id}>
                <td className={cn(cell, 'font-mono text-xs')}>
                  <Link
                    to="/contractSupplementDetail/index"
                    search={{ id: s.id }}
                    className="text-primary hover:underline"
                  >
                    {s.supplementNo}
                  </Link>
                </td>
                <td className={cell}>{s.supplementName}</td>
                <td className={cell}>{s.changeTypeNames}</td>
                <td className={cn(cell, num)}>{money(s.amountBefore)}</td>
                <td className={cn(cell, num)}>{signedMoney(s.deltaAmount)}</td>
                <td className={cn(cell, num)}>{money(s.amountAfter)}</td>
                <td className={cell}>
                  <ApproveStatusBadge status={s.approveStatus} name={s.approveStatusName} />
                </td>
                <td className={cell}>{s.applied ? t('yes') : t('no')}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </DocumentCard>
  );
}
