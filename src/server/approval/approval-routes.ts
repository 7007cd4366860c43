import type { Hono } from 'hono';
import type { z } from 'zod';
import type { AppEnv, Caller } from '../context.ts';
import type { NodeCode } from '../domain/approval/approval-codes.ts';
import { ok } from '../http/envelope.ts';
import type { Lang } from '../http/messages.ts';
import { requirePermission, type PermissionSource } from '../http/permission.ts';
import { parseJson, parseOptionalJson, parseQuery } from '../http/validate.ts';
import { parseParams } from '../lib/routing.ts';
import type { DocumentApproval, Opinion, Seen } from './document-approval.ts';

type IdBody = { id: string } & Seen;
type Level = Exclude<NodeCode, 'PM'>;

/**
 * Where a document's approval calls live. SPEC spells them differently per document (`/approve` is the
 * director's level for demand bills, `/approveDirector` elsewhere), so each document gives its table; the
 * schemas are the generated zod of its own YAML, so every call is checked against its contract.
 */
export interface ApprovalPaths<Q> {
  /** One queue per level, oldest submission first (GET, the list's narrowing filters). */
  queues: readonly { path: string; node: NodeCode; query: z.ZodType<Q> }[];
  /** One approve call per level after PM: each accepts the document only at its own level. */
  approvals: readonly { path: string; level: Level; body: z.ZodType<{ id: string } & Opinion & Seen> }[];
  submit: { path: string; body: z.ZodType<IdBody> };
  cancel: { path: string; body: z.ZodType<IdBody> };
  /** The PM's confirmation: the id in the path (`/confirmSubmit/:id`), an optional body; none without a PM node. */
  confirm?: { path: string; params: z.ZodType<{ id: string }>; body: z.ZodType<Opinion & Seen> };
  reject: { path: string; body: z.ZodType<IdBody & { opinion: string; nodeCode?: NodeCode }> };
  /** Progress and history (GET), the document id in the query parameter `idParam` (`needsId`…). */
  approveInfo: { path: string; query: z.ZodType<Record<string, unknown>>; idParam: string };
  approveList: { path: string; query: z.ZodType<Record<string, unknown>>; idParam: string };
}

/** What the routes call: the document's approval plus its own queue page (it knows its list columns). */
export type RoutableApproval<Q> = Pick<
  DocumentApproval,
  'submit' | 'cancel' | 'confirm' | 'approve' | 'reject' | 'approveInfo' | 'approveList'
> & { queue: (caller: Caller, node: NodeCode, query: Q, lang: Lang) => Promise<unknown> };

/**
 * Mounts a document's approval calls with their button permissions (`<prefix>_approve` for queues, PM
 * confirmation and level approvals; `_submit`, `_cancel`, `_reject`; `_view` for progress and history).
 * Mount it before the document's `/:id` route, which would otherwise swallow these paths.
 */
export function mountApprovalRoutes<Q>(
  routes: Hono<AppEnv>,
  approval: RoutableApproval<Q>,
  config: { permissions: PermissionSource; permissionPrefix: string; paths: ApprovalPaths<Q> },
) {
  const { paths } = config;
  const can = (suffix: string) =>
    requirePermission(config.permissions, `${config.permissionPrefix}_${suffix}`);
  const who = (c: { get(key: 'caller'): Caller }) => c.get('caller');

  for (const { path, node, query } of paths.queues) {
    routes.get(path, can('approve'), async (c) =>
      ok(c, await approval.queue(who(c), node, parseQuery(c, query), c.get('lang'))),
    );
  }
  routes.post(paths.submit.path, can('submit'), async (c) =>
    ok(c, await approval.submit(who(c), await parseJson(c, paths.submit.body), c.get('lang'))),
  );
  routes.post(paths.cancel.path, can('cancel'), async (c) =>
    ok(c, await approval.cancel(who(c), await parseJson(c, paths.cancel.body), c.get('lang'))),
  );
  const confirm = paths.confirm;
  if (confirm) {
    routes.post(confirm.path, can('approve'), async (c) => {
      const { id } = parseParams(c, confirm.params);
      const body = await parseOptionalJson(c, confirm.body);
      return ok(c, await approval.confirm(who(c), id, body, c.get('lang')));
    });
  }
  for (const { path, level, body } of paths.approvals) {
    routes.post(path, can('approve'), async (c) =>
      ok(c, await approval.approve(who(c), level, await parseJson(c, body), c.get('lang'))),
    );
  }
  routes.post(paths.reject.path, can('reject'), async (c) =>
    ok(c, await approval.reject(who(c), await parseJson(c, paths.reject.body), c.get('lang'))),
  );
  routes.get(paths.approveInfo.path, can('view'), async (c) => {
    const query = parseQuery(c, paths.approveInfo.query);
    return ok(c, await approval.approveInfo(who(c), String(query[paths.approveInfo.idParam]), c.get('lang')));
  });
  routes.get(paths.approveList.path, can('view'), async (c) => {
    const query = parseQuery(c, paths.approveList.query);
    return ok(c, await approval.approveList(who(c), String(query[paths.approveList.idParam]), c.get('lang')));
  });
}
