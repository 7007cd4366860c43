import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useCallback, useState, type ReactNode } from 'react';
import {
  approveNeedsAsAreaManager,
  approveNeedsAsDirector,
  approveNeedsAsManager,
  cancelNeeds,
  confirmNeedsSubmit,
  deleteNeeds,
  rejectNeeds,
  submitNeedsForApproval,
} from '@/api/generated/purchar-needs/endpoints/cg-needs/cg-needs';
import type { NeedsHeader } from '@/api/generated/purchar-needs/model';
import { useDeleteConfirm } from '@/components/crud/use-delete-confirm';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { notify } from '@/lib/notify';
import { useToolkitT } from '@/lib/toolkit-i18n';
import { usePurcharT } from '../purchar-i18n';
import type { NeedsAction } from './needs-rules';
import { OpinionDialog } from './opinion-dialog';

type Pending = { kind: 'submit' | 'cancel' | 'confirm' | 'approve' | 'reject'; bill: NeedsHeader } | null;

/** Every query of the demand bill calls (lists, queues, detail, progress, history). */
export function useRefreshNeeds() {
  const queryClient = useQueryClient();
  return useCallback(
    () =>
      queryClient.invalidateQueries({
        predicate: (query) =>
          typeof query.queryKey[0] === 'string' && query.queryKey[0].startsWith('/api/purchar/cg-needs'),
      }),
    [queryClient],
  );
}

/** What the caller saw, so a bill someone else moved on meanwhile answers 409 instead of acting twice. */
const seen = (bill: NeedsHeader) => ({ seenStatus: bill.approveStatus, seenRoundNo: bill.roundNo });

function approveCall(bill: NeedsHeader, opinion: string) {
  const data = { id: bill.id, opinion: opinion || null, ...seen(bill) };
  switch (bill.currentNode) {
    case 'PM':
      return confirmNeedsSubmit(bill.id, { opinion: opinion || null, ...seen(bill) });
    case 'AREA_MANAGER':
      return approveNeedsAsAreaManager(data);
    case 'MANAGER':
      return approveNeedsAsManager(data);
    default:
      return approveNeedsAsDirector(data);
  }
}

/**
 * The actions on a bill shared by the list and the detail page: view and edit navigate; delete, submit and
 * withdraw ask first; confirm/approve take an optional comment and reject a required reason. Each success toasts
 * and refreshes every demand bill query. Render `dialogs` once.
 */
export function useNeedsActions({ onDeleted }: { onDeleted?: () => void } = {}): {
  perform: (action: NeedsAction, bill: NeedsHeader) => void;
  dialogs: ReactNode;
} {
  const t = usePurcharT();
  const tk = useToolkitT();
  const navigate = useNavigate();
  const refresh = useRefreshNeeds();
  const [pending, setPending] = useState<Pending>(null);

  const deletion = useDeleteConfirm(
    async (bills: NeedsHeader[]) => {
      for (const bill of bills) await deleteNeeds(bill.id);
    },
    () => {
      void refresh();
      onDeleted?.();
    },
  );
  const requestDelete = deletion.request;

  const perform = useCallback(
    (action: NeedsAction, bill: NeedsHeader) => {
      switch (action) {
        case 'view':
          void navigate({ to: '/purchar/needs/$id', params: { id: bill.id } });
          return;
        case 'edit':
          void navigate({ to: '/purchar/needs/edit/$id', params: { id: bill.id } });
          return;
        case 'delete':
          requestDelete([bill]);
          return;
        case 'submit':
        case 'cancel':
        case 'confirm':
        case 'approve':
        case 'reject':
          setPending({ kind: action, bill });
          return;
        default:
          // rejectMaterial needs the lines: the detail page handles it.
          return;
      }
    },
    [navigate, requestDelete],
  );

  const close = (open: boolean) => {
    if (!open) setPending(null);
  };
  const done = async (message: string) => {
    notify.success(message);
    await refresh();
  };
  const bill = pending?.bill;
  const needsNo = bill?.needsNo ?? '';

  const dialogs = (
    <>
      {deletion.dialog}
      <ConfirmDialog
        open={pending?.kind === 'submit' || pending?.kind === 'cancel'}
        onOpenChange={close}
        title={t(pending?.kind === 'cancel' ? 'needs.confirm.cancelTitle' : 'needs.confirm.submitTitle')}
        description={t(pending?.kind === 'cancel' ? 'needs.confirm.cancel' : 'needs.confirm.submit', {
          needsNo,
        })}
        confirmText={t(pending?.kind === 'cancel' ? 'needs.action.cancel' : 'needs.action.submit')}
        cancelText={tk('crud.cancel')}
        onConfirm={async () => {
          if (!bill) return;
          try {
            if (pending?.kind === 'cancel') {
              await cancelNeeds({ id: bill.id, ...seen(bill) });
              await done(t('needs.done.cancelled'));
            } else {
              await submitNeedsForApproval({ id: bill.id, ...seen(bill) });
              await done(t('needs.done.submitted'));
            }
          } catch {
            // Refused: the http layer has shown why; the list may be stale, so show the bill as it is now.
            await refresh();
          }
        }}
      />
      <OpinionDialog
        open={pending?.kind === 'confirm' || pending?.kind === 'approve'}
        onOpenChange={close}
        title={t(pending?.kind === 'confirm' ? 'needs.opinion.confirmTitle' : 'needs.opinion.approveTitle', {
          needsNo,
        })}
        label={t('needs.opinion.comment')}
        confirmText={t(pending?.kind === 'confirm' ? 'needs.action.confirm' : 'needs.action.approve')}
        onConfirm={async (opinion) => {
          if (!bill) return;
          await approveCall(bill, opinion).catch(async (error: unknown) => {
            await refresh();
            throw error;
          });
          await done(t(pending?.kind === 'confirm' ? 'needs.done.confirmed' : 'needs.done.approved'));
        }}
      />
      <OpinionDialog
        open={pending?.kind === 'reject'}
        onOpenChange={close}
        title={t('needs.opinion.rejectTitle', { needsNo })}
        label={t('needs.opinion.reason')}
        requiredMessage={t('needs.opinion.reasonRequired')}
        confirmText={t('needs.action.reject')}
        confirmVariant="danger"
        onConfirm={async (opinion) => {
          if (!bill) return;
          await rejectNeeds({
            id: bill.id,
            opinion,
            nodeCode: bill.currentNode ?? undefined,
            ...seen(bill),
          }).catch(async (error: unknown) => {
            await refresh();
            throw error;
          });
          await done(t('needs.done.rejected'));
        }}
      />
    </>
  );

  return { perform, dialogs };
}
