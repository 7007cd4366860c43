import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useState, type ReactNode } from 'react';
import type {
  ApprovalIdBody,
  ApproveBody,
  ConfirmBody,
  NodeCode,
  RejectBody,
} from '@/api/generated/purchar-needs/model/approval';
import { useDeleteConfirm } from '@/components/crud/use-delete-confirm';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { notify } from '@/lib/notify';
import { useToolkitT } from '@/lib/toolkit-i18n';
import type { DocumentAction } from './approval-actions';
import { useApprovalT } from './approval-i18n';
import { OpinionDialog } from './opinion-dialog';

/** What every approvable document row and detail carries for the approval flow. */
export interface ApprovableDoc {
  id: string;
  approveStatus: number;
  roundNo: number;
  currentNode?: NodeCode | null;
}

/** What the caller saw, so a document someone else moved on meanwhile answers 409 instead of acting twice. */
export type Seen = Required<Pick<ApprovalIdBody, 'seenStatus' | 'seenRoundNo'>>;

export const seenOf = (doc: ApprovableDoc): Seen => ({
  seenStatus: doc.approveStatus,
  seenRoundNo: doc.roundNo,
});

/** The nodes after the project manager's confirmation, each approved through its own call. */
export type ApproveNodeCode = Exclude<NodeCode, 'PM'>;

/**
 * A document's generated calls for the approval flow (the dict-hooks precedent: one object of generated
 * functions per document, handed to the shared UI). The request bodies are the contract's shared ones
 * (openapi/approval.yaml).
 */
export interface ApprovalApi<Doc extends ApprovableDoc> {
  /** The document's number, as the dialogs name it. */
  numberOf: (doc: Doc) => string;
  /** The first segment of every query key of the document's calls: an action refreshes them all. */
  queryPrefix: string;
  remove: (id: string) => Promise<unknown>;
  submit: (body: ApprovalIdBody) => Promise<unknown>;
  cancel: (body: ApprovalIdBody) => Promise<unknown>;
  /** The project manager's confirmation (PM node). */
  confirm: (id: string, body: ConfirmBody) => Promise<unknown>;
  /** The approval call of each later node. */
  approve: Record<ApproveNodeCode, (body: ApproveBody) => Promise<unknown>>;
  reject: (body: RejectBody) => Promise<unknown>;
}

/** The actions the shared flow performs (rejectLines needs the document's lines: its own dialog). */
export type ApprovalAction = Exclude<DocumentAction, 'rejectLines'>;

type Asking = 'submit' | 'cancel' | 'confirm' | 'approve' | 'reject';

/** Refreshes every query of one document's calls (lists, queues, detail, progress, history). */
export function useRefreshDocument(queryPrefix: string) {
  const queryClient = useQueryClient();
  return useCallback(
    () =>
      queryClient.invalidateQueries({
        predicate: (query) =>
          typeof query.queryKey[0] === 'string' && query.queryKey[0].startsWith(queryPrefix),
      }),
    [queryClient, queryPrefix],
  );
}

export interface ApprovalActionsOptions<Doc> {
  /** The document's noun in the dialogs (需求单). */
  documentName: string;
  onView: (doc: Doc) => void;
  onEdit: (doc: Doc) => void;
  /** After a delete (the detail page leaves for the list). */
  onDeleted?: () => void;
}

/**
 * The actions on an approvable document shared by its list and detail page: view and edit navigate; remove,
 * submit and withdraw ask first; confirm/approve take an optional comment and reject a required reason. Each
 * success toasts and refreshes every query of the document; a refusal (shown by the http layer) refreshes too, as
 * the document may have moved on. Render `dialogs` once.
 */
export function useApprovalActions<Doc extends ApprovableDoc>(
  api: ApprovalApi<Doc>,
  { documentName, onView, onEdit, onDeleted }: ApprovalActionsOptions<Doc>,
): { perform: (action: ApprovalAction, doc: Doc) => void; dialogs: ReactNode } {
  const t = useApprovalT();
  const tk = useToolkitT();
  const refresh = useRefreshDocument(api.queryPrefix);
  const [pending, setPending] = useState<{ kind: Asking; doc: Doc } | null>(null);

  const deletion = useDeleteConfirm(
    async (docs: Doc[]) => {
      for (const doc of docs) await api.remove(doc.id);
    },
    () => {
      void refresh();
      onDeleted?.();
    },
  );
  const requestDelete = deletion.request;

  const perform = useCallback(
    (action: ApprovalAction, doc: Doc) => {
      if (action === 'view') onView(doc);
      else if (action === 'edit') onEdit(doc);
      else if (action === 'remove') requestDelete([doc]);
      else setPending({ kind: action, doc });
    },
    [onView, onEdit, requestDelete],
  );

  const close = (open: boolean) => {
    if (!open) setPending(null);
  };
  const done = async (message: string) => {
    notify.success(message);
    await refresh();
  };
  // A refused decision: show the document as it is now, and keep the dialog open with the text.
  const refreshAndThrow = async (error: unknown) => {
    await refresh();
    throw error;
  };
  const doc = pending?.doc;
  const kind = pending?.kind;
  const names = { document: documentName, no: doc ? api.numberOf(doc) : '' };

  const decide = async (opinion: string) => {
    if (!doc) return;
    const seen = seenOf(doc);
    const node = doc.currentNode;
    if (node === 'PM' || !node) await api.confirm(doc.id, { opinion: opinion || null, ...seen });
    else await api.approve[node]({ id: doc.id, opinion: opinion || null, ...seen });
  };

  const dialogs = (
    <>
      {deletion.dialog}
      <ConfirmDialog
        open={kind === 'submit' || kind === 'cancel'}
        onOpenChange={close}
        title={t(kind === 'cancel' ? 'confirm.cancelTitle' : 'confirm.submitTitle', names)}
        description={t(kind === 'cancel' ? 'confirm.cancel' : 'confirm.submit', names)}
        confirmText={t(kind === 'cancel' ? 'action.cancel' : 'action.submit')}
        cancelText={tk('crud.cancel')}
        onConfirm={async () => {
          if (!doc) return;
          try {
            if (kind === 'cancel') {
              await api.cancel({ id: doc.id, ...seenOf(doc) });
              await done(t('done.cancelled'));
            } else {
              await api.submit({ id: doc.id, ...seenOf(doc) });
              await done(t('done.submitted'));
            }
          } catch {
            // Refused: the http layer has shown why; the list may be stale, so show the document as it is now.
            await refresh();
          }
        }}
      />
      <OpinionDialog
        open={kind === 'confirm' || kind === 'approve'}
        onOpenChange={close}
        title={t(kind === 'confirm' ? 'opinion.confirmTitle' : 'opinion.approveTitle', names)}
        label={t('opinion.comment')}
        confirmText={t(kind === 'confirm' ? 'action.confirm' : 'action.approve')}
        onConfirm={async (opinion) => {
          await decide(opinion).catch(refreshAndThrow);
          await done(t(kind === 'confirm' ? 'done.confirmed' : 'done.approved'));
        }}
      />
      <OpinionDialog
        open={kind === 'reject'}
        onOpenChange={close}
        title={t('opinion.rejectTitle', names)}
        label={t('opinion.reason')}
        requiredMessage={t('opinion.reasonRequired')}
        confirmText={t('action.reject')}
        confirmVariant="danger"
        onConfirm={async (opinion) => {
          if (!doc) return;
          await api
            .reject({ id: doc.id, opinion, nodeCode: doc.currentNode ?? undefined, ...seenOf(doc) })
            .catch(refreshAndThrow);
          await done(t('done.rejected'));
        }}
      />
    </>
  );

  return { perform, dialogs };
}
