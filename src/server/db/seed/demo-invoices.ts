import { and, eq } from 'drizzle-orm';
import type { Tx } from '../database.ts';
import { htContracts } from '../schema/contracts.ts';
import { cwInvoices } from '../schema/finance.ts';
import { gysSuppliers } from '../schema/suppliers.ts';
import { DEMO_TENANT_ID } from './demo-accounts.ts';

/**
 * One 增值税专用发票 from the demo contract's supplier, registered by finance and not linked yet, so `finance` can
 * walk 发票 → 关联合同 on the demo contract at once: 68 141.59 + 8 858.41 = 77 000.00 (20 t of rebar at 3 850,
 * 13 %). Runs inside the demo seed's transaction after the contracts; without the contract there is nothing to seed.
 */
export async function seedDemoInvoices(tx: Tx, userId: (account: string) => string) {
  const [contract] = await tx
    .select()
    .from(htContracts)
    .where(and(eq(htContracts.tenantId, DEMO_TENANT_ID), eq(htContracts.contractNo, 'HT202611160001')));
  if (!contract) return;
  const [supplier] = await tx.select().from(gysSuppliers).where(eq(gysSuppliers.id, contract.supplierId));
  const finance = userId('finance');
  const registered = new Date('2026-11-20T09:30:00+08:00');
  await tx.insert(cwInvoices).values({
    id: '9600001',
    tenantId: DEMO_TENANT_ID,
    invoiceNo: '04512377',
    invoiceCode: '3100262130',
    invoiceType: '1',
    supplierId: contract.supplierId,
    sellerName: contract.supplierName,
    sellerTaxNo: supplier?.creditCode ?? '',
    buyerId: contract.buyerId,
    buyerName: contract.buyerName,
    invoiceDate: '2026-11-19',
    amountExclTax: '68141.59',
    taxRate: '13',
    taxAmount: '8858.41',
    totalAmount: '77000.00',
    remark: '首批钢筋到货发票',
    createUser: finance,
    createTime: registered,
    updateUser: finance,
    updateTime: registered,
  });
}
