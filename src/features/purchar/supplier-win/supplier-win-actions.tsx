import { useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import {
  createSourcingContract,
  createSourcingContractMulti,
} from '@/api/generated/purchar-sourcing/endpoints/cg-sourcing/cg-sourcing';
import type { WinRow } from '@/api/generated/purchar-sourcing/model';
import { getContractSourcingList } from '@/api/generated/purchase-contract/endpoints/ht-contract/ht-contract';
import { Button } from '@/components/ui/button';
import { notify } from '@/lib/notify';
import { usePermissions } from '@/lib/permission';
import { usePurcharT } from '../purchar-i18n';

/**
 * 生成合同 on a winner row: a draft contract from this winner's awards, or one per winner of the bill still
 * without a contract (createContractMulti, all or none). The one made for this row opens in the editor; a row
 * that has its contract links to it.
 */
export function WinRowActions({ row }: { row: WinRow }) {
  const t = usePurcharT();
  const { can } = usePermissions();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState<'one' | 'all'>();
  if (row.contractId)
    return (
      <Link
        to="/contractDetail/index"
        search={{ id: row.contractId }}
        className="font-mono text-xs text-primary hover:underline"
      >
        {row.contractNo}
      </Link>
    );
  if (!can('cg_sourcing_edit') || !can('ht_contract_add')) return null;
  const make = async (which: 'one' | 'all') => {
    setBusy(which);
    try {
      let supplierIds = [row.supplierId];
      if (which === 'all') {
        const bills = (await getContractSourcingList({ keyword: row.sourcingNo })).data;
        const bill = bills.find((b) => b.sourcingId === row.sourcingId);
        supplierIds = bill ? bill.winners.map((w) => w.supplierId) : supplierIds;
      }
      const answer =
        which === 'one'
          ? await createSourcingContract({ sourcingId: row.sourcingId, supplierId: row.supplierId })
          : await createSourcingContractMulti({ sourcingId: row.sourcingId, supplierIds });
      notify.success(t('sourcing.win.made', { nos: answer.data.contractNos.join(', ') }));
      await queryClient.invalidateQueries();
      const index = supplierIds.indexOf(row.supplierId);
      const id = answer.data.contractIds[index] ?? answer.data.contractIds[0];
      if (id) void navigate({ to: '/contractEdit/index', search: { id } });
    } catch {
      // The http layer has shown the server's reason (not awarded, already made, winner blacklisted…).
    } finally {
      setBusy(undefined);
    }
  };
  return (
    <div className="flex flex-wrap gap-2">
      <Button size="sm" loading={busy === 'one'} disabled={!!busy} onClick={() => void make('one')}>
        {t('sourcing.win.makeContract')}
      </Button>
      <Button
        size="sm"
        variant="secondary"
        loading={busy === 'all'}
        disabled={!!busy}
        onClick={() => void make('all')}
      >
        {t('sourcing.win.makeAll')}
      </Button>
    </div>
  );
}
