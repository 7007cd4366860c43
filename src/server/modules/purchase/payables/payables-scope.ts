import type { SQL } from 'drizzle-orm';
import type { Caller } from '../../../context.ts';
import { htContracts } from '../../../db/schema/contracts.ts';
import { documentScope } from '../../../documents/document-scope.ts';
import type { ScopeRules } from '../../system/scope-rules.service.ts';

/** The 应付账款 menu's code: its buttons (`cw_payables_view`, `_export`) and its data scopes' resource code. */
export const PAYABLES_RESOURCE = 'cw_payables';

/**
 * The contracts whose payables the caller may see: the data scope granted on the 应付账款 menu, applied to the
 * contract each row is owed on (its creator, creating department, owning department), as the contract list
 * applies the 采购合同 one. Undefined = no restriction. The list, its totals and its export all read through it.
 */
export function payablesDataScope(
  scopeRules: Pick<ScopeRules, 'rowFilter'>,
  caller: Caller,
): Promise<SQL | undefined> {
  return documentScope(scopeRules, caller, PAYABLES_RESOURCE, htContracts);
}
