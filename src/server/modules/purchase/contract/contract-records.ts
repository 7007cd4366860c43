import { asc, eq } from 'drizzle-orm';
import type { components } from '../../../../api/generated/types/purchase-contract';
import type { Caller } from '../../../context.ts';
import type { Database, Tx } from '../../../db/database.ts';
import {
  htContractFiles,
  htContractItems,
  htContractPayTerms,
  htContracts,
} from '../../../db/schema/contracts.ts';
import { tenantScope } from '../../../db/tenant-scope.ts';
import { subtractDecimal } from './contract-money.ts';
import type { Lang } from '../../../http/messages.ts';
import { codeName, type Names } from '../../../lib/code-names.ts';
import { notFound } from '../../../lib/records.ts';

/** What every part of the contract module shares: its types, codes, and how a contract and its parts are read. */

type Schemas = components['schemas'];
export type ContractHeader = Schemas['ContractHeader'];
export type ContractDetail = Schemas['ContractDetail'];
export type ContractItem = Schemas['ContractItem'];
export type ContractSubmit = Schemas['ContractSubmit'];
export type ContractOperation = Schemas['ContractOperation'];
export type ContractRow = typeof htContracts.$inferSelect;
export type ItemRow = typeof htContractItems.$inferSelect;
export type PayTermRow = typeof htContractPayTerms.$inferSelect;
export type FileRow = typeof htContractFiles.$inferSelect;

/** The menu code (button permissions `ht_contract_*`). */
export const CONTRACT_RESOURCE = 'ht_contract';
export const PAY_CONTENT_DICT = 'pay_content';

export const CONTRACT_TYPE = { ONE_OFF: 1, FRAMEWORK: 2 } as const;
export const CONTRACT_STATUS = {
  NOT_IN_FORCE: 0,
  EXECUTING: 1,
  COMPLETED: 2,
  TERMINATED: 3,
  VOIDED: 4,
} as const;

export const CONTRACT_TYPE_NAMES: Record<number, Names> = {
  1: { zh: '单次采购合同', en: 'One-off contract' },
  2: { zh: '框架协议', en: 'Framework agreement' },
};
export const CONTRACT_STATUS_NAMES: Record<number, Names> = {
  0: { zh: '未生效', en: 'Not in force' },
  1: { zh: '履行中', en: 'Executing' },
  2: { zh: '已完成', en: 'Completed' },
  3: { zh: '已终止', en: 'Terminated' },
  4: { zh: '已作废', en: 'Voided' },
};
export const FILE_TYPE_NAMES: Record<number, Names> = {
  1: { zh: '合同正文', en: 'Contract text' },
  2: { zh: '盖章扫描件', en: 'Signed scan' },
  3: { zh: '其他', en: 'Other' },
};

/**
 * The one supplier eligibility rule (modules/purchar/supplier/eligibility.ts `assertSuppliersEligible`), handed in
 * by services.ts: modules do not import each other, and this rule must stay the one rule.
 */
export type EligibilityRule = (
  tx: Tx,
  tenantId: string,
  supplierIds: readonly string[],
  today: string,
) => Promise<void>;

/** Signed links to stored files (the resource module's file links), handed in by services.ts. */
export interface SignedLinks {
  link(tenantId: string, name: string, forever: boolean): Promise<string>;
}

/** The material unit dictionary (system dictionary `material_unit`, as the material master uses it). */
export const MATERIAL_UNIT_DICT = 'material_unit';

export const contractStatusName = (status: number, lang: Lang) =>
  codeName(CONTRACT_STATUS_NAMES, status, lang);

export const live = eq(htContracts.isDeleted, 0);

/** One live contract of the caller's tenant (404 otherwise), under a row lock when asked. */
export async function findContract(
  on: Database | Tx,
  caller: Pick<Caller, 'tenantId'>,
  id: string,
  lock = false,
): Promise<ContractRow> {
  const query = tenantScope(on, caller.tenantId).from(htContracts).where(eq(htContracts.id, id), live);
  const [row] = await (lock ? query.for('update') : query);
  if (!row) throw notFound(id);
  return row;
}

/** A contract's live lines in lineNo order (under row locks when asked, after the contract's own lock). */
export async function itemsOf(on: Database | Tx, tenantId: string, contractId: string, lock = false) {
  const query = tenantScope(on, tenantId)
    .from(htContractItems)
    .where(eq(htContractItems.contractId, contractId), eq(htContractItems.isDeleted, 0))
    .orderBy(asc(htContractItems.lineNo), asc(htContractItems.id));
  return lock ? query.for('update') : query;
}

export function payTermsOf(on: Database | Tx, tenantId: string, contractId: string) {
  return tenantScope(on, tenantId)
    .from(htContractPayTerms)
    .where(eq(htContractPayTerms.contractId, contractId), eq(htContractPayTerms.isDeleted, 0))
    .orderBy(asc(htContractPayTerms.lineNo));
}

export function filesOf(on: Database | Tx, tenantId: string, contractId: string) {
  return tenantScope(on, tenantId)
    .from(htContractFiles)
    .where(eq(htContractFiles.contractId, contractId), eq(htContractFiles.isDeleted, 0))
    .orderBy(asc(htContractFiles.createTime), asc(htContractFiles.id));
}

export const remainingOf = (item: Pick<ItemRow, 'qty' | 'orderedQty'>) =>
  subtractDecimal(item.qty, item.orderedQty, 3);

/** A stored line as the API shows it. */
export function toContractItem(item: ItemRow, unitName: string): ContractItem {
  return {
    id: item.id,
    contractId: item.contractId,
    lineNo: item.lineNo,
    sourcingId: item.sourcingId,
    sourcingItemId: item.sourcingItemId,
    offerId: item.offerId,
    materialId: item.materialId,
    materialCode: item.materialCode,
    materialName: item.materialName,
    spec: item.spec,
    unit: item.unit,
    unitName: unitName || item.unit,
    qty: Number(item.qty),
    unitPrice: Number(item.unitPrice),
    taxRate: Number(item.taxRate),
    unitPriceExclTax: Number(item.unitPriceExclTax),
    amount: Number(item.amount),
    amountExclTax: Number(item.amountExclTax),
    taxAmount: Number(item.taxAmount),
    orderedQty: Number(item.orderedQty),
    receivedQty: Number(item.receivedQty),
    remainingQty: Number(remainingOf(item)),
    remark: item.remark,
  };
}
