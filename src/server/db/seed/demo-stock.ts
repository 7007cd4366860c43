import type { Tx } from '../database.ts';
import { cstDay, DAY_MS } from '../../domain/values.ts';
import { nextDocumentNo } from '../../documents/numbering.ts';
import {
  kcStockInItems,
  kcStockIns,
  kcStockLedger,
  kcStockOutItems,
  kcStockOuts,
  kcStocks,
} from '../schema/stock.ts';
import { DEMO_TENANT_ID } from './demo-accounts.ts';

/** Fixed ids of the demo stock rows (after the demo suppliers' 93000xx). */
const ID = 9_400_001;
const SITE = '42000002'; // CK002 上海一号项目仓库 (seed/master-data.ts)
const REBAR = { id: '41000001', code: 'WZ0101001', name: '热轧带肋钢筋', spec: 'HRB400E Φ12', unit: 't' };
const CEMENT = {
  id: '41000004',
  code: 'WZ0102001',
  name: '普通硅酸盐水泥',
  spec: 'P.O 42.5 散装',
  unit: 't',
};

/**
 * The keeper's demo stock, posted as the server would post it (figures worked out here, the same rules as
 * postStockMovement: amount = qty × unit cost; an issue costs qty × the moving average): 120 days ago a 甲供
 * stock-in of 100 t cement at 380 (never issued since, so it shows among slow movers); today a 盘盈 stock-in of
 * 20 t rebar at 3 400 and a 领用 of 8 t of it to 1#楼 3层, leaving 12 t / 40 800.00. Numbers come from the shared
 * counter, so the keeper's own documents of the day continue after them.
 */
export async function seedDemoStock(tx: Tx, userId: (account: string) => string, now = new Date()) {
  const keeper = userId('keeper');
  const today = cstDay(now);
  const longAgo = cstDay(new Date(now.getTime() - 120 * DAY_MS));
  const clock = () => now;
  const base = {
    tenantId: DEMO_TENANT_ID,
    createUser: keeper,
    updateUser: keeper,
    createTime: now,
    updateTime: now,
  };
  const line = (material: typeof REBAR) => ({
    materialId: material.id,
    materialCode: material.code,
    materialName: material.name,
    spec: material.spec,
    unit: material.unit,
  });
  const receipts = [
    {
      id: String(ID),
      day: longAgo,
      type: '4',
      material: CEMENT,
      qty: '100',
      cost: '380.0000',
      amount: '38000.00',
    },
    {
      id: String(ID + 1),
      day: today,
      type: '1',
      material: REBAR,
      qty: '20',
      cost: '3400.0000',
      amount: '68000.00',
    },
  ];
  const ledger: (typeof kcStockLedger.$inferInsert)[] = [];
  for (const [i, r] of receipts.entries()) {
    const no = await nextDocumentNo(tx, DEMO_TENANT_ID, 'RK', () => new Date(`${r.day}T09:00:00+08:00`));
    await tx.insert(kcStockIns).values({
      ...base,
      id: r.id,
      stockInNo: no,
      stockInType: 2,
      otherType: r.type,
      storehouseId: SITE,
      stockInDate: r.day,
      supplierName: r.type === '4' ? '城南安置房项目业主' : '',
      acceptorName: '周库管',
      totalQty: r.qty,
      totalAmount: r.amount,
      status: 1,
      postUser: keeper,
      postTime: now,
    });
    const itemId = String(ID + 10 + i);
    await tx.insert(kcStockInItems).values({
      ...base,
      id: itemId,
      stockInId: r.id,
      lineNo: 1,
      ...line(r.material),
      qty: r.qty,
      unitCost: r.cost,
      costAmount: r.amount,
    });
    ledger.push({
      id: String(ID + 30 + i),
      tenantId: DEMO_TENANT_ID,
      storehouseId: SITE,
      materialId: r.material.id,
      bizType: 2,
      bizId: r.id,
      bizNo: no,
      bizItemId: itemId,
      bizDate: r.day,
      direction: 1,
      qty: r.qty,
      unitCost: r.cost,
      costAmount: r.amount,
      balanceQty: r.qty,
      balanceAmount: r.amount,
      createUser: keeper,
      createTime: now,
    });
  }
  const outNo = await nextDocumentNo(tx, DEMO_TENANT_ID, 'CK', clock);
  const outId = String(ID + 2);
  await tx.insert(kcStockOuts).values({
    ...base,
    id: outId,
    stockOutNo: outNo,
    stockOutType: 1,
    storehouseId: SITE,
    stockOutDate: today,
    receiveDeptName: '上海项目部',
    receiverName: '钢筋班组',
    usePart: '1#楼 3层 梁板',
    totalQty: '8',
    totalAmount: '27200.00',
    status: 1,
    postUser: keeper,
    postTime: now,
  });
  await tx.insert(kcStockOutItems).values({
    ...base,
    id: String(ID + 20),
    stockOutId: outId,
    lineNo: 1,
    ...line(REBAR),
    qty: '8',
    unitCost: '3400.0000',
    costAmount: '27200.00',
  });
  ledger.push({
    id: String(ID + 32),
    tenantId: DEMO_TENANT_ID,
    storehouseId: SITE,
    materialId: REBAR.id,
    bizType: 3,
    bizId: outId,
    bizNo: outNo,
    bizItemId: String(ID + 20),
    bizDate: today,
    direction: -1,
    qty: '8',
    unitCost: '3400.0000',
    costAmount: '27200.00',
    balanceQty: '12',
    balanceAmount: '40800.00',
    createUser: keeper,
    createTime: now,
  });
  await tx.insert(kcStockLedger).values(ledger);
  await tx.insert(kcStocks).values([
    {
      id: String(ID + 40),
      tenantId: DEMO_TENANT_ID,
      storehouseId: SITE,
      materialId: CEMENT.id,
      qty: '100',
      amount: '38000.00',
      avgCost: '380.0000',
      inQtyTotal: '100',
      firstInDate: longAgo,
      lastInDate: longAgo,
    },
    {
      id: String(ID + 41),
      tenantId: DEMO_TENANT_ID,
      storehouseId: SITE,
      materialId: REBAR.id,
      qty: '12',
      amount: '40800.00',
      avgCost: '3400.0000',
      inQtyTotal: '20',
      outQtyTotal: '8',
      firstInDate: today,
      lastInDate: today,
      lastOutDate: today,
    },
  ]);
}
