import { useNavigate } from '@tanstack/react-router';
import { useCallback } from 'react';
import {
  approveContract,
  deleteContracts,
  rejectContract,
  submitContractForApproval,
  withdrawContract,
} from '@/api/generated/purchase-contract/endpoints/ht-contract/ht-contract';
import type { ContractHeader } from '@/api/generated/purchase-contract/model';
import {
  useApprovalActions,
  useRefreshDocument,
  type ApprovalApi,
} from '@/components/approval/use-approval-actions';
import { usePurchaseT } from '../purchase-i18n';
import { PURCHASE_QUERY_PREFIX } from '../shared/use-refresh-purchase';

/** One approve call serves every level: the server acts at the level the contract waits at. */
const approveHere = (body: Parameters<ApprovalApi<ContractHeader>['approve']['DIRECTOR']>[0]) =>
  approveContract({ ...body, status: 1 });

/** The contract's generated calls, as the shared approval flow takes them (contracts have no PM node). */
export const contractApproval: ApprovalApi<ContractHeader> = {
  numberOf: (contract) => contract.contractNo,
  queryPrefix: PURCHASE_QUERY_PREFIX,
  remove: (id) => deleteContracts({ ids: id }),
  submit: submitContractForApproval,
  cancel: withdrawContract,
  confirm: () => Promise.reject(new Error('contracts have no project manager confirmation')),
  approve: { DIRECTOR: approveHere, AREA_MANAGER: approveHere, MANAGER: approveHere },
  reject: rejectContract,
};

/** Every query of the contract and order calls (lists, queue, detail, progress, history). */
export const useRefreshContracts = () => useRefreshDocument(contractApproval.queryPrefix);

/** The shared approval actions on a contract; view opens its detail, edit the editor (/contractEdit/index?id=…). */
export function useContractActions({ onDeleted }: { onDeleted?: () => void } = {}) {
  const t = usePurchaseT();
  const navigate = useNavigate();
  const onView = useCallback(
    (contract: ContractHeader) => void navigate({ to: '/contractDetail/index', search: { id: contract.id } }),
    [navigate],
  );
  const onEdit = useCallback(
    (contract: ContractHeader) => void navigate({ to: '/contractEdit/index', search: { id: contract.id } }),
    [navigate],
  );
  return useApprovalActions(contractApproval, {
    documentName: t('contract.noun'),
    onView,
    onEdit,
    onDeleted,
  });
}
