import { desc, eq } from 'drizzle-orm';
import { strToU8, zipSync } from 'fflate';
import type { components } from '../../../api/generated/types/blade-develop';
import type { Caller } from '../../context.ts';
import type { Database, Tx } from '../../db/database.ts';
import { codeConfigs } from '../../db/schema/devtools.ts';
import { sharedTables } from '../../db/tenant-scope.ts';
import type { NextId } from '../../domain/ids.ts';
import { badRequest } from '../../http/errors.ts';
import { formatDateTime } from '../../lib/dates.ts';
import { contains, pageOf, type PageQuery } from '../../lib/page.ts';
import { findAllLive, findLive, platformWide, removeLive } from '../../lib/records.ts';
import { businessFields, generateResource, resourceNames, type CodeSpec } from './code-templates.ts';
import { listTables, tableColumns, tableExists } from './table-columns.ts';

type Code = components['schemas']['Code'];
type CodeSubmit = components['schemas']['CodeSubmit'];
type CodeRow = typeof codeConfigs.$inferSelect;

/** 代码生成: configurations of the generator, platform-wide; the routes admit the platform administrator only. */
export function createCodeService(db: Database, clock: () => Date, nextId: NextId) {
  const live = eq(codeConfigs.isDeleted, 0);

  async function describe(rows: CodeRow[]): Promise<Code[]> {
    const existing = new Set((await listTables(db)).map((table) => table.tableName));
    return rows.map((row) => ({
      id: row.id,
      codeName: row.codeName,
      serviceName: row.serviceName,
      tableName: row.tableName,
      tablePrefix: row.tablePrefix,
      packageName: row.packageName,
      apiPath: row.apiPath,
      tableExists: existing.has(row.tableName),
      createTime: formatDateTime(row.createTime),
    }));
  }

  async function list(query: PageQuery & { codeName?: string; tableName?: string }) {
    const where = platformWide(
      live,
      contains(codeConfigs.codeName, query.codeName),
      contains(codeConfigs.tableName, query.tableName),
    );
    return pageOf(
      db,
      codeConfigs,
      where,
      [desc(codeConfigs.createTime), desc(codeConfigs.id)],
      query,
      describe,
    );
  }

  async function detail(id: string) {
    const [code] = await describe([await findLive(db, codeConfigs, platformWide, id)]);
    return code!;
  }

  /** The rules a configuration must keep to generate anything: its table exists and has columns of its own. */
  async function assertGeneratable(tx: Database | Tx, spec: CodeSpec) {
    if (spec.tablePrefix && !spec.tableName.startsWith(spec.tablePrefix)) {
      throw badRequest('codePrefixMismatch', spec.tablePrefix, spec.tableName);
    }
    if (!resourceNames(spec).snake) throw badRequest('codeResourceEmpty', spec.tableName);
    if (!(await tableExists(tx, spec.tableName))) throw badRequest('codeTableMissing', spec.tableName);
    const columns = await tableColumns(tx, spec.tableName);
    if (businessFields(columns).length === 0) throw badRequest('codeNoColumns', spec.tableName);
    return columns;
  }

  const specOf = (input: CodeSubmit | CodeRow): CodeSpec => ({
    codeName: input.codeName.trim(),
    serviceName: input.serviceName,
    tableName: input.tableName,
    tablePrefix: input.tablePrefix ?? '',
    packageName: input.packageName,
    apiPath: input.apiPath,
  });

  async function submit(caller: Caller, input: CodeSubmit) {
    const spec = specOf(input);
    await db.transaction(async (tx) => {
      await assertGeneratable(tx, spec);
      const shared = sharedTables(tx);
      const values = { ...spec, updateUser: caller.userId, updateTime: clock() };
      if (input.id) {
        await findLive(tx, codeConfigs, platformWide, input.id);
        await shared.update(codeConfigs, values, eq(codeConfigs.id, input.id));
      } else {
        await shared.insert(codeConfigs, [
          { id: nextId(), ...values, createUser: caller.userId, createTime: clock() },
        ]);
      }
    });
  }

  const remove = (ids: string[]) => removeLive(db, codeConfigs, platformWide, ids);

  /** A copy under the same table, named "<name>-copy", for a variant of a resource. */
  async function copy(caller: Caller, id: string) {
    const row = await findLive(db, codeConfigs, platformWide, id);
    await sharedTables(db).insert(codeConfigs, [
      {
        ...specOf(row),
        codeName: `${row.codeName}-copy`.slice(0, 100),
        id: nextId(),
        createUser: caller.userId,
        createTime: clock(),
        updateUser: caller.userId,
        updateTime: clock(),
      },
    ]);
  }

  const tables = () => listTables(db);

  /**
   * The zip of the chosen configurations, each resource in a folder of its own (named after it) that mirrors the
   * project's layout. Every table is checked before anything is generated: one missing table refuses the lot.
   */
  async function generate(ids: string[]): Promise<{ bytes: Uint8Array; fileName: string }> {
    const rows = await findAllLive(db, codeConfigs, platformWide, ids);
    // Keep the order the ids were given in.
    rows.sort((a, b) => ids.indexOf(a.id) - ids.indexOf(b.id));
    const entries: Record<string, Uint8Array> = {};
    for (const row of rows) {
      const spec = specOf(row);
      const columns = await assertGeneratable(db, spec);
      const folder = resourceNames(spec).kebab;
      for (const file of generateResource(spec, columns))
        entries[`${folder}/${file.path}`] = strToU8(file.text);
    }
    const only = rows.length === 1 ? resourceNames(specOf(rows[0]!)).kebab : 'resources';
    return { bytes: zipSync(entries, { level: 6, mtime: clock() }), fileName: `code-${only}.zip` };
  }

  return { list, detail, submit, remove, copy, tables, generate };
}

export type CodeService = ReturnType<typeof createCodeService>;
