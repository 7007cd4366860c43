import { eq, ne, sql, type SQL } from 'drizzle-orm';
import type { components } from '../../../api/generated/types/purchar-config';
import type { Caller } from '../../context.ts';
import type { Database, Tx } from '../../db/database.ts';
import { cgReportConfigs } from '../../db/schema/procurement.ts';
import { tenantScope } from '../../db/tenant-scope.ts';
import {
  BIZ_TYPES,
  formatChainNodes,
  formatMinAmounts,
  parseChainNodes,
  parseMinAmounts,
  type BizType,
} from '../../domain/approval/approval-chain.ts';
import { sumDecimals } from '../../domain/decimal.ts';
import { decimalFromJson } from '../../domain/values.ts';
import { isNodeCode, type NodeCode } from '../../domain/approval/approval-codes.ts';
import type { NextId } from '../../domain/ids.ts';
import { AppError, badRequest } from '../../http/errors.ts';
import type { Lang } from '../../http/messages.ts';
import { codeName } from '../../lib/code-names.ts';
import { isUniqueViolation } from '../../lib/db-errors.ts';
import { formatDateTime } from '../../lib/dates.ts';
import { pageOf, type PageQuery } from '../../lib/page.ts';
import { findLive, removeLive } from '../../lib/records.ts';
import { BIZ_TYPE_NAMES } from '../../approval/biz-type-names.ts';

type ReportConfig = components['schemas']['ReportConfig'];
type ReportConfigAdd = components['schemas']['ReportConfigAdd'];
type ReportConfigEdit = components['schemas']['ReportConfigEdit'];
type ReportConfigRow = typeof cgReportConfigs.$inferSelect;
type MinAmounts = ReportConfig['minAmounts'];

const bizTypeName = (bizType: string, lang: Lang) => codeName<string>(BIZ_TYPE_NAMES, bizType, lang);

const live = eq(cgReportConfigs.isDeleted, 0);

// The list follows the order document types are listed in everywhere else (BIZ_TYPES), not the alphabet.
const BIZ_TYPE_ORDER = sql`array_position(${sql.raw(
  `ARRAY[${BIZ_TYPES.map((type) => `'${type}'`).join(',')}]::text[]`,
)}, ${cgReportConfigs.bizType}::text)`;

/**
 * Approval settings (cg_report_config): the chain the engine follows per document type, one row per type and
 * tenant. The approval service reads the same rows (chainFor); the chain rules are the engine's
 * (parseChainNodes), so what is saved here is exactly what a submit will use.
 */
export function createReportConfigService(db: Database, clock: () => Date, nextId: NextId) {
  const toDto = (row: ReportConfigRow, lang: Lang): ReportConfig => ({
    id: row.id,
    bizType: row.bizType as BizType,
    bizTypeName: bizTypeName(row.bizType, lang),
    nodes: row.nodes.split(',').filter(isNodeCode),
    minAmounts: Object.fromEntries(
      Object.entries(parseMinAmounts(row.minAmounts)).map(([node, amount]) => [node, Number(amount)]),
    ),
    allowSelfApproval: row.allowSelfApproval === 1 ? 1 : 0,
    status: row.status === 1 ? 1 : 0,
    remark: row.remark,
    createTime: formatDateTime(row.createTime),
    updateTime: formatDateTime(row.updateTime),
  });

  const inTenant = (on: Database | Tx, tenantId: string) => {
    const scope = tenantScope(on, tenantId);
    return (...conditions: (SQL | undefined)[]) => scope.where(cgReportConfigs, ...conditions);
  };

  const taken = (bizType: BizType, lang: Lang) =>
    new AppError(409, 'reportConfigTaken', bizTypeName(bizType, lang));

  /** The nodes in the engine's fixed order, or 400 saying what is wrong with them. */
  function chainNodes(bizType: BizType, nodes: readonly string[], lang: Lang): NodeCode[] {
    const repeated = nodes.find((node, i) => nodes.indexOf(node) !== i);
    if (repeated !== undefined) throw badRequest('reportConfigNodeRepeated', repeated);
    const parsed = parseChainNodes(bizType, nodes);
    if (parsed.ok) return parsed.nodes;
    throw parsed.problem.kind === 'unknownNode'
      ? badRequest('approvalChainUnknownNode', parsed.problem.value)
      : badRequest('reportConfigNoPm', bizTypeName(bizType, lang));
  }

  /** Minimums as stored ("MANAGER:100000"): exact (≤ 2 decimals), ≥ 0, only for levels the chain keeps. */
  function minAmountsText(nodes: readonly NodeCode[], amounts: MinAmounts | undefined): string {
    const kept: Partial<Record<NodeCode, string>> = {};
    for (const [node, value] of Object.entries(amounts ?? {})) {
      if (value === null || value === undefined) continue;
      if (!isNodeCode(node) || !nodes.includes(node))
        throw badRequest('reportConfigMinAmountNotInChain', node);
      // Stored as money is written (100000.5 → 100000.50), which is what the history quotes.
      kept[node] = sumDecimals([decimalFromJson(`minAmounts.${node}`, value, 2)], 2);
    }
    return formatMinAmounts(kept);
  }

  /** One configuration per document type (the table's unique index says the same; this says it clearly). */
  async function assertTypeFree(tx: Tx, caller: Caller, bizType: BizType, lang: Lang, exceptId?: string) {
    const [clash] = await tenantScope(tx, caller.tenantId).select(
      cgReportConfigs,
      live,
      eq(cgReportConfigs.bizType, bizType),
      exceptId ? ne(cgReportConfigs.id, exceptId) : undefined,
    );
    if (clash) throw taken(bizType, lang);
  }

  /** Two administrators adding the same type at once: the second one meets the unique index, and hears why. */
  async function writing<T>(bizType: BizType, lang: Lang, write: () => Promise<T>): Promise<T> {
    try {
      return await write();
    } catch (error) {
      if (isUniqueViolation(error)) throw taken(bizType, lang);
      throw error;
    }
  }

  async function page(caller: Caller, query: PageQuery & { bizType?: BizType; status?: number }, lang: Lang) {
    const where = tenantScope(db, caller.tenantId).where(
      cgReportConfigs,
      live,
      query.bizType ? eq(cgReportConfigs.bizType, query.bizType) : undefined,
      query.status === undefined ? undefined : eq(cgReportConfigs.status, query.status),
    );
    const found = await pageOf(db, cgReportConfigs, where, [BIZ_TYPE_ORDER, cgReportConfigs.id], query);
    return { ...found, records: found.records.map((row) => toDto(row, lang)) };
  }

  async function add(caller: Caller, input: ReportConfigAdd, lang: Lang): Promise<ReportConfig> {
    const nodes = chainNodes(input.bizType, input.nodes, lang);
    const id = nextId();
    const row = await writing(input.bizType, lang, () =>
      db.transaction(async (tx) => {
        await assertTypeFree(tx, caller, input.bizType, lang);
        const now = clock();
        await tenantScope(tx, caller.tenantId).insert(cgReportConfigs, [
          {
            id,
            bizType: input.bizType,
            nodes: formatChainNodes(nodes),
            minAmounts: minAmountsText(nodes, input.minAmounts),
            allowSelfApproval: input.allowSelfApproval === 1 ? 1 : 0,
            status: input.status ?? 1,
            remark: input.remark ?? '',
            createUser: caller.userId,
            createDept: caller.deptIds[0] ?? null,
            createTime: now,
            updateUser: caller.userId,
            updateTime: now,
          },
        ]);
        return findLive(tx, cgReportConfigs, inTenant(tx, caller.tenantId), id);
      }),
    );
    return toDto(row, lang);
  }

  /** Replaces the chain; fields left out (allowSelfApproval, status, remark) keep what is stored. */
  async function edit(caller: Caller, input: ReportConfigEdit, lang: Lang): Promise<ReportConfig> {
    const nodes = chainNodes(input.bizType, input.nodes, lang);
    const row = await writing(input.bizType, lang, () =>
      db.transaction(async (tx) => {
        const scoped = inTenant(tx, caller.tenantId);
        const existing = await findLive(tx, cgReportConfigs, scoped, input.id);
        await assertTypeFree(tx, caller, input.bizType, lang, input.id);
        await tenantScope(tx, caller.tenantId).update(
          cgReportConfigs,
          {
            bizType: input.bizType,
            nodes: formatChainNodes(nodes),
            // Left out: the stored minimums, of the levels still in the chain.
            minAmounts:
              input.minAmounts === undefined
                ? minAmountsText(nodes, keptMinimums(existing.minAmounts, nodes))
                : minAmountsText(nodes, input.minAmounts),
            allowSelfApproval: input.allowSelfApproval ?? existing.allowSelfApproval,
            status: input.status ?? existing.status,
            remark: input.remark === undefined ? existing.remark : (input.remark ?? ''),
            updateUser: caller.userId,
            updateTime: clock(),
          },
          eq(cgReportConfigs.id, input.id),
          live,
        );
        return findLive(tx, cgReportConfigs, scoped, input.id);
      }),
    );
    return toDto(row, lang);
  }

  const keptMinimums = (stored: string, nodes: readonly NodeCode[]): MinAmounts =>
    Object.fromEntries(
      Object.entries(parseMinAmounts(stored))
        .filter(([node]) => nodes.includes(node as NodeCode))
        .map(([node, amount]) => [node, Number(amount)]),
    );

  async function setStatus(caller: Caller, input: { id: string; status: number }, lang: Lang) {
    const row = await db.transaction(async (tx) => {
      const scoped = inTenant(tx, caller.tenantId);
      await findLive(tx, cgReportConfigs, scoped, input.id);
      await tenantScope(tx, caller.tenantId).update(
        cgReportConfigs,
        { status: input.status, updateUser: caller.userId, updateTime: clock() },
        eq(cgReportConfigs.id, input.id),
        live,
      );
      return findLive(tx, cgReportConfigs, scoped, input.id);
    });
    return toDto(row, lang);
  }

  /** Logical delete; the document type follows its default chain again (documents in flight keep theirs). */
  async function remove(caller: Caller, id: string) {
    await removeLive(db, cgReportConfigs, inTenant(db, caller.tenantId), [id]);
  }

  return { page, add, edit, setStatus, remove };
}

export type ReportConfigService = ReturnType<typeof createReportConfigService>;
