import { eq } from 'drizzle-orm';
import type { Tx } from '../../../db/database.ts';
import { cgFrameworkContractLines } from '../../../db/schema/execution.ts';
import { tenantScope } from '../../../db/tenant-scope.ts';
import type { NextId } from '../../../domain/ids.ts';
import { APPROVE_STATUS } from '../../../domain/approval/approval-codes.ts';
import {
  CONTRACT_STATUS,
  CONTRACT_TYPE,
  itemsOf,
  remainingOf,
  type ContractRow,
} from './contract-records.ts';

/**
 * cg_framework_contract_line (read by the demand summary: "has a framework contract") is written here, from the
 * contract's own rows, in the transaction of every change that moves it: final approval, orders, order close,
 * termination, void. The contract's rows stay the truth; this table is their read model, rebuilt per contract
 * (a handful of lines), so it can never drift by an increment missed.
 */
export async function syncFrameworkLines(
  tx: Tx,
  tenantId: string,
  contract: ContractRow,
  now: Date,
  nextId: NextId,
) {
  const scope = tenantScope(tx, tenantId);
  await scope.delete(cgFrameworkContractLines, eq(cgFrameworkContractLines.contractId, contract.id));
  const offered =
    contract.contractType === CONTRACT_TYPE.FRAMEWORK &&
    contract.approveStatus === APPROVE_STATUS.APPROVED &&
    contract.contractStatus === CONTRACT_STATUS.EXECUTING &&
    contract.isDeleted === 0;
  if (!offered) return;
  const items = await itemsOf(tx, tenantId, contract.id);
  if (items.length === 0) return;
  await scope.insert(
    cgFrameworkContractLines,
    items.map((item) => ({
      id: nextId(),
      contractId: contract.id,
      contractNo: contract.contractNo,
      contractItemId: item.id,
      materialId: item.materialId,
      supplierId: contract.supplierId,
      supplierName: contract.supplierName,
      contractPrice: item.unitPrice,
      remainingQty: remainingOf(item),
      startDate: contract.startDate,
      endDate: contract.endDate,
      contractStatus: contract.contractStatus,
      createTime: now,
      updateTime: now,
    })),
  );
}
