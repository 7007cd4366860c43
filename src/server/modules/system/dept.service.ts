import { asc, count, eq, inArray, like, notInArray, or, sql } from 'drizzle-orm';
import type { components } from '../../../api/generated/types/blade-system';
import type { Caller } from '../../context.ts';
import type { Database, Tx } from '../../db/database.ts';
import { depts } from '../../db/schema/platform.ts';
import { tenantScope } from '../../db/tenant-scope.ts';
import type { NextId } from '../../domain/ids.ts';
import { badRequest } from '../../http/errors.ts';
import { message, type Lang } from '../../http/messages.ts';
import { readTenant } from '../../http/access.ts';
import { dictLabels, type Labels } from '../../lib/dict-labels.ts';
import { assertNotHeldByUsers } from '../../lib/held-by-users.ts';
import { contains } from '../../lib/page.ts';
import { findLive, removeLive, type Scoped } from '../../lib/records.ts';
import { forest, parentOrTop, treeNode, treeNodes } from '../../lib/tree-nodes.ts';

type Dept = components['schemas']['Dept'];
type DeptSubmit = components['schemas']['DeptSubmit'];
type DeptRow = typeof depts.$inferSelect;

/** `ancestors` of everything at or below `prefix` (the ancestors of a dept's children): the prefix or prefix + ','. */
const atOrBelow = (prefix: string) =>
  or(eq(depts.ancestors, prefix), like(depts.ancestors, `${prefix.replace(/[\\%_]/g, '\\$&')},%`));

/**
 * Departments of a tenant. `ancestors` ("0,<root>,...,<parent>") is kept right on every save, for the dept and
 * everything below it, so "this dept and below" is one indexed-prefix query (user page filter, data scopes).
 */
export function createDeptService(db: Database, nextId: NextId) {
  const live = eq(depts.isDeleted, 0);
  const scopedTo = (tenantId: string, on: Database | Tx = db): Scoped => {
    const scope = tenantScope(on, tenantId);
    return (...conditions) => scope.where(depts, ...conditions);
  };
  const labelsFor = (lang: Lang) => dictLabels(db, ['dept_category'], lang);

  function toDept(row: DeptRow, labels: Labels, parentName: string): Dept {
    return {
      id: row.id,
      parentId: row.parentId,
      tenantId: row.tenantId,
      ancestors: row.ancestors,
      deptCategory: row.deptCategory,
      deptCategoryName: labels('dept_category', row.deptCategory),
      deptName: row.deptName,
      fullName: row.fullName,
      sort: row.sort,
      remark: row.remark,
      parentName,
    };
  }

  const rowsOf = (tenantId: string, ...conditions: Parameters<Scoped>) =>
    tenantScope(db, tenantId)
      .from(depts)
      .where(live, ...conditions)
      .orderBy(asc(depts.sort), asc(depts.id));

  async function views(tenantId: string, rows: DeptRow[], lang: Lang): Promise<Dept[]> {
    const parentIds = [...new Set(rows.map((row) => row.parentId).filter((id) => id !== '0'))];
    const [labels, parents] = await Promise.all([
      labelsFor(lang),
      parentIds.length ? rowsOf(tenantId, inArray(depts.id, parentIds)) : [],
    ]);
    const names = new Map(parents.map((row) => [row.id, row.deptName]));
    const top = message(lang, 'topLevel');
    return rows.map((row) =>
      toDept(row, labels, row.parentId === '0' ? top : (names.get(row.parentId) ?? '')),
    );
  }

  async function list(caller: Caller, filters: { deptName?: string; fullName?: string }, lang: Lang) {
    const rows = await rowsOf(
      caller.tenantId,
      contains(depts.deptName, filters.deptName),
      contains(depts.fullName, filters.fullName),
    );
    return forest(await views(caller.tenantId, rows, lang));
  }

  async function detail(caller: Caller, id: string, lang: Lang): Promise<Dept> {
    const row = await findLive(db, depts, scopedTo(caller.tenantId), id);
    const [view] = await views(caller.tenantId, [row], lang);
    return view!;
  }

  async function childrenSet(tenantId: string, ids: string[]) {
    if (ids.length === 0) return new Set<string>();
    const rows = await tenantScope(db, tenantId)
      .from(depts, { parentId: depts.parentId, n: count() })
      .where(live, inArray(depts.parentId, ids))
      .groupBy(depts.parentId);
    return new Set(rows.map((row) => row.parentId));
  }

  async function lazyList(
    caller: Caller,
    parentId: string | undefined,
    deptName: string | undefined,
    lang: Lang,
  ) {
    const rows = await rowsOf(
      caller.tenantId,
      eq(depts.parentId, parentOrTop(parentId)),
      contains(depts.deptName, deptName),
    );
    const below = await childrenSet(
      caller.tenantId,
      rows.map((row) => row.id),
    );
    return (await views(caller.tenantId, rows, lang)).map((dept) => ({
      ...dept,
      hasChildren: below.has(dept.id),
    }));
  }

  async function tree(caller: Caller, tenantId?: string) {
    const rows = await rowsOf(readTenant(caller, tenantId));
    return treeNodes(rows, (row) => ({ id: row.id, parentId: row.parentId, title: row.deptName }));
  }

  async function lazyTree(caller: Caller, parentId: string | undefined) {
    const rows = await rowsOf(caller.tenantId, eq(depts.parentId, parentOrTop(parentId)));
    const below = await childrenSet(
      caller.tenantId,
      rows.map((row) => row.id),
    );
    return rows.map((row) => treeNode(row.id, row.parentId, row.deptName, below.has(row.id)));
  }

  /** The dept ids at or below one dept of the tenant (the dept itself first). */
  async function selfAndBelow(tenantId: string, deptId: string): Promise<string[]> {
    const [dept] = await rowsOf(tenantId, eq(depts.id, deptId));
    if (!dept) return [];
    const below = await rowsOf(tenantId, atOrBelow(`${dept.ancestors},${dept.id}`));
    return [dept.id, ...below.map((row) => row.id)];
  }

  async function submit(caller: Caller, input: DeptSubmit, lang: Lang): Promise<Dept> {
    const id = await db.transaction(async (tx) => {
      const scope = tenantScope(tx, caller.tenantId);
      const scoped = scopedTo(caller.tenantId, tx);
      const existing = input.id ? await findLive(tx, depts, scoped, input.id) : undefined;
      const parentId = parentOrTop(input.parentId);
      let ancestors = '0';
      if (parentId !== '0') {
        const [parent] = await scope.select(depts, live, eq(depts.id, parentId));
        if (!parent) throw badRequest('parentMissing', parentId);
        // The parent's ancestors list every dept above it: the dept itself there means a cycle.
        if (existing && (parent.id === existing.id || parent.ancestors.split(',').includes(existing.id))) {
          throw badRequest('parentCycle');
        }
        ancestors = `${parent.ancestors},${parent.id}`;
      }
      const values = {
        parentId,
        ancestors,
        deptCategory: input.deptCategory,
        deptName: input.deptName,
        fullName: input.fullName || input.deptName,
        sort: input.sort,
        remark: input.remark ?? '',
      };
      if (!existing) {
        const newId = nextId();
        await scope.insert(depts, [{ id: newId, ...values }]);
        return newId;
      }
      await scope.update(depts, values, eq(depts.id, existing.id));
      if (existing.ancestors !== ancestors) {
        // Everything below moves along: swap the old path prefix for the new one.
        const oldPrefix = `${existing.ancestors},${existing.id}`;
        const newPrefix = `${ancestors},${existing.id}`;
        await scope.update(
          depts,
          { ancestors: sql`${newPrefix} || substr(${depts.ancestors}, ${oldPrefix.length + 1})` },
          atOrBelow(oldPrefix),
        );
      }
      return existing.id;
    });
    return detail(caller, id, lang);
  }

  async function remove(caller: Caller, ids: string[]) {
    const scoped = scopedTo(caller.tenantId);
    await removeLive(db, depts, scoped, ids, async (tx, rows) => {
      const children = await tenantScope(tx, caller.tenantId)
        .from(depts, { deptName: depts.deptName })
        .where(live, inArray(depts.parentId, ids), notInArray(depts.id, ids));
      if (children.length) throw badRequest('hasChildren', children.map((c) => c.deptName).join(','));
      const named = rows.map((row) => ({ id: row.id, name: row.deptName }));
      await assertNotHeldByUsers(tx, caller.tenantId, 'deptId', named, 'deptHasUsers');
    });
  }

  return { list, detail, lazyList, tree, lazyTree, selfAndBelow, submit, remove };
}

export type DeptService = ReturnType<typeof createDeptService>;
