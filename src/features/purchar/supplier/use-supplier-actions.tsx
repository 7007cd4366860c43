import { useNavigate } from '@tanstack/react-router';
import { useCallback } from 'react';
import {
  approveSupplierAsAreaManager,
  approveSupplierAsDirector,
  approveSupplierAsManager,
  cancelSupplier,
  deleteSupplier,
  rejectSupplier,
  submitSupplierForApproval,
} from '@/api/generated/purchar-supplier/endpoints/gys-supplier/gys-supplier';
import type { SupplierHeader } from '@/api/generated/purchar-supplier/model';
import {
  useApprovalActions,
  useRefreshDocument,
  type ApprovalApi,
} from '@/components/approval/use-approval-actions';
import { usePurcharT } from '../purchar-i18n';

/** Suppliers have no PM node: their chain starts at the director, so confirm is never offered. */
const noConfirm = () => Promise.reject(new Error('suppliers have no project manager confirmation'));

/** The supplier's generated calls, as the shared approval flow takes them. */
export const supplierApproval: ApprovalApi<SupplierHeader> = {
  numberOf: (supplier) => supplier.supplierCode,
  queryPrefix: '/api/purchar/gys-supplier',
  remove: deleteSupplier,
  submit: submitSupplierForApproval,
  cancel: cancelSupplier,
  confirm: noConfirm,
  approve: {
    DIRECTOR: approveSupplierAsDirector,
    AREA_MANAGER: approveSupplierAsAreaManager,
    MANAGER: approveSupplierAsManager,
  },
  reject: rejectSupplier,
};

/** Every query of the supplier calls (lists, queues, detail, progress, history, the blacklist). */
export const useRefreshSuppliers = () => useRefreshDocument(supplierApproval.queryPrefix);

/** The shared approval actions on a supplier; view and edit open its pages. */
export function useSupplierActions({ onDeleted }: { onDeleted?: () => void } = {}) {
  const t = usePurcharT();
  const navigate = useNavigate();
  const onView = useCallback(
    (supplier: SupplierHeader) => void navigate({ to: '/purchar/supplier/$id', params: { id: supplier.id } }),
    [navigate],
  );
  const onEdit = useCallback(
    (supplier: SupplierHeader) =>
      void navigate({ to: '/purchar/supplier/edit/$id', params: { id: supplier.id } }),
    [navigate],
  );
  return useApprovalActions(supplierApproval, {
    documentName: t('supplier.noun'),
    onView,
    onEdit,
    onDeleted,
  });
}
