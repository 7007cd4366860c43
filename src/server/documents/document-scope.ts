import type { SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Caller } from '../context.ts';
import type { ScopeRules } from '../modules/system/scope-rules.service.ts';

/** A document table's columns a data scope can name: its creator, its creating and its owning department. */
export interface DocumentOwnerColumns {
  createUser: PgColumn;
  createDept: PgColumn;
  deptId: PgColumn;
}

/**
 * The rows of a document table the caller may see under the data scope granted on `resourceCode`: own rows by
 * the creator, department rules on create_user, create_dept or dept_id. Undefined = no restriction. Every
 * document list, and every read that shows the same documents, narrows through this one mapping.
 */
export function documentScope(
  scopeRules: Pick<ScopeRules, 'rowFilter'>,
  caller: Caller,
  resourceCode: string,
  table: DocumentOwnerColumns,
): Promise<SQL | undefined> {
  return scopeRules.rowFilter(caller, resourceCode, table.createUser, {
    create_user: { column: table.createUser },
    create_dept: { column: table.createDept },
    dept_id: { column: table.deptId },
  });
}
