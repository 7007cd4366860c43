import type { Caller } from '../../../context.ts';
import type { Database } from '../../../db/database.ts';
import { APPROVE_STATUS, isNodeCode, isPending } from '../../../domain/approval/approval-codes.ts';
import type { NextId } from '../../../domain/ids.ts';
import type { ApprovalService } from '../../../approval/approval-views.ts';
import { createDocumentApproval, type Seen } from '../../../approval/document-approval.ts';
import { AppError, badRequest } from '../../../http/errors.ts';
import type { Lang } from '../../../http/messages.ts';
import type { PermissionSource } from '../../../http/permission.ts';
import type { SignedLinks } from '../contract/contract-records.ts';
import { checkAndApplySupplement } from './supplement-apply.ts';
import { createSupplementReader } from './supplement-read.service.ts';
import { SUPPLEMENT_RESOURCE, findSupplement, type SupplementSubmit } from './supplement-records.ts';
import { createSupplementSaver } from './supplement-save.service.ts';

export { SUPPLEMENT_RESOURCE } from './supplement-records.ts';

/**
 * Contract supplements (补充协议) on the document kit: createDocumentApproval('SUPPLEMENT') with the contract's
 * chain shape; the supplement is checked against its contract inside the submit transaction and applied to it
 * inside the final approval's (onApproved), both under the contract's row lock (supplement-apply.ts).
 */
export function createSupplementService(deps: {
  db: Database;
  clock: () => Date;
  nextId: NextId;
  approvals: ApprovalService;
  permissions: PermissionSource;
  links: SignedLinks;
  /** The contract's line workbook (importDetails reads new lines with it), composed in services.ts. */
  lineImport: { importItems(caller: Caller, file: File, lang: Lang): Promise<unknown> };
}) {
  const { db, clock, nextId } = deps;

  const approval = createDocumentApproval(deps, 'SUPPLEMENT', {
    find: (caller, id) => findSupplement(db, caller, id),
    number: (supplement) => supplement.supplementNo,
    permissionPrefix: SUPPLEMENT_RESOURCE,
    supports: ['edit', 'remove', 'submit', 'cancel', 'approve', 'reject'],
    onSubmit: async (tx, caller, supplement) =>
      checkAndApplySupplement(tx, caller, await findSupplement(tx, caller, supplement.id), { apply: false }),
    onApproved: async (tx, caller, _outcome, doc) =>
      checkAndApplySupplement(tx, caller, await findSupplement(tx, caller, doc.id), {
        apply: true,
        nextId,
        now: clock(),
      }),
  });

  const reader = createSupplementReader({ db, permissions: deps.permissions, links: deps.links, approval });
  const saver = createSupplementSaver({ db, clock, nextId });

  /** `approve`: status 1 approves at the level the supplement waits at, status 2 rejects there (opinion required). */
  async function approveHere(
    caller: Caller,
    body: { id: string; status: number; opinion?: string | null } & Seen,
    lang: Lang,
  ) {
    const supplement = await findSupplement(db, caller, body.id);
    if (body.status === 2) {
      const opinion = body.opinion?.trim() ?? '';
      if (!opinion) throw badRequest('supplementApproveOpinionRequired');
      return approval.reject(caller, { ...body, opinion }, lang);
    }
    // Read before the engine's lock: if the supplement moves on meanwhile, the engine refuses (409, not at level).
    const level =
      isNodeCode(supplement.currentNode) && supplement.currentNode !== 'PM'
        ? supplement.currentNode
        : 'DIRECTOR';
    if (!isPending(supplement.approveStatus) && supplement.approveStatus !== APPROVE_STATUS.APPROVED)
      throw new AppError(409, 'supplementNotPending');
    return approval.approve(caller, level, body, lang);
  }

  return {
    page: reader.page,
    approvePage: reader.approvePage,
    /** The RoutableApproval's per-level queue: supplements have one queue (approve/pages), so none is mounted. */
    queue: (caller: Caller, _node: unknown, query: Parameters<typeof reader.approvePage>[1], lang: Lang) =>
      reader.approvePage(caller, query, lang),
    ofContract: reader.ofContract,
    detail: reader.detail,
    save: async (caller: Caller, input: SupplementSubmit, lang: Lang) =>
      reader.detail(caller, await saver.save(caller, input), lang),
    remove: saver.remove,
    importItems: deps.lineImport.importItems,
    submit: approval.submit,
    cancel: approval.cancel,
    confirm: approval.confirm,
    approve: approval.approve,
    reject: approval.reject,
    approveHere,
    approveInfo: approval.approveInfo,
    approveList: approval.approveList,
  };
}

export type SupplementService = ReturnType<typeof createSupplementService>;
