import type { SQL } from 'drizzle-orm';
import type { Caller } from '../../../context.ts';
import { cgNeeds } from '../../../db/schema/procurement.ts';
import { documentScope } from '../../../documents/document-scope.ts';
import type { ScopeRules } from '../../system/scope-rules.service.ts';
import { NEEDS_RESOURCE } from './needs-records.ts';

/**
 * The demand bills the caller may see under the data scope granted on the 需求 menu (own, own department, a
 * project's…); undefined = no restriction. The needs list applies it, and so does every other read that shows a
 * bill's lines (采购过程跟踪 found by a bill number), so a rule on the menu hides the same bills everywhere.
 */
export function needsDataScope(
  scopeRules: Pick<ScopeRules, 'rowFilter'>,
  caller: Caller,
): Promise<SQL | undefined> {
  return documentScope(scopeRules, caller, NEEDS_RESOURCE, cgNeeds);
}
