import { eq } from 'drizzle-orm';
import { cgOrderItems, htContracts } from '../../../src/server/db/schema/contracts.ts';
import { kcStockIns } from '../../../src/server/db/schema/stock.ts';
import { approvedContract, buildContractWorld, expectOk } from './contract-world.ts';
import { buildStockWorld, SITE, TODAY } from './stock-world.ts';
import { caller } from './system-fixtures.ts';
import { signIn, type TestContext } from './test-app.ts';

/**
 * Receiving against orders: the stock world's keepers and the contract world's buyer and approvers, an approved
 * contract ordered at once (HT-B of the golden path by default: 100 t rebar at 3880 incl. 13 %), and the body of
 * a receipt against its order lines.
 */
export async function buildReceiveWorld(ctx: TestContext) {
  const stock = await buildStockWorld(ctx);
  const admin = caller(ctx, (await signIn(ctx.app)).access_token);
  const contracts = await buildContractWorld(ctx, admin);
  return { ...stock, contracts };
}
export type ReceiveWorld = Awaited<ReturnType<typeof buildReceiveWorld>>;

export interface OpenOrder {
  id: string;
  orderNo: string;
  contractId: string;
  contractNo: string;
  items: { id: string; orderQty: number; materialId: string }[];
}

/** An approved contract of `items` (default HT-B) and its once-order into the site storehouse. */
export async function openOrder(
  world: ReceiveWorld,
  items: { materialId: string; qty: number; unitPrice: number; taxRate?: number }[],
): Promise<OpenOrder> {
  const contract = await approvedContract(world.contracts, { taxRate: 13, items });
  const order = await expectOk(
    await world.contracts.buyer.as.post('/purchase/ht-contract/createOnceOrder', {
      json: { contractId: contract.id, storehouseId: SITE, expectedArrivalDate: '2026-12-10' },
    }),
  );
  return order as OpenOrder;
}

/** A receipt of accepted (and rejected) quantities against order lines, today, into the site storehouse. */
export function receiptOf(
  order: OpenOrder,
  lines: { line?: number; qty: number; rejected?: number; arrival?: number }[],
  more: Record<string, unknown> = {},
) {
  return {
    orderId: order.id,
    storehouseId: SITE,
    stockInDate: TODAY,
    deliveryNoteNo: 'SH-20261122-01',
    acceptorName: '周库管',
    items: lines.map((l) => ({
      orderItemId: order.items[l.line ?? 0]!.id,
      arrivalQty: l.arrival ?? l.qty + (l.rejected ?? 0),
      qty: l.qty,
      rejectedQty: l.rejected ?? 0,
    })),
    ...more,
  };
}

/** What the order and contract rows hold now (received quantities and money as stored text). */
export async function progress(ctx: TestContext, order: OpenOrder) {
  const db = ctx.database.db;
  const lines = await db.select().from(cgOrderItems).where(eq(cgOrderItems.orderId, order.id));
  const [contract] = await db.select().from(htContracts).where(eq(htContracts.id, order.contractId));
  const receipts = await db.select().from(kcStockIns).where(eq(kcStockIns.orderId, order.id));
  return {
    received: lines.sort((a, b) => a.lineNo - b.lineNo).map((l) => l.receivedQty),
    contract: contract!,
    receipts: receipts.length,
  };
}
