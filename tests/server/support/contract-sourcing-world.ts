import { eq } from 'drizzle-orm';
import { cgSourcing, cgSourcingAwards } from '../../../src/server/db/schema/sourcing.ts';
import { CEMENT, PURCHAR_CODES, REBAR, expectOk } from './execution-world.ts';
import { grantMenus, seededOrganisation } from './needs-world.ts';
import {
  SOURCING_BUYER_CODES,
  assignedLines,
  assignmentOf,
  buildSourcingWorld,
  type SourcingWorld,
} from './sourcing-world.ts';
import type { TestContext } from './test-app.ts';

/**
 * The sourcing world with the purchasers also drafting contracts, and a helper that walks one bill to 已定标:
 * rebar 10 t and cement 4 t, offers from 甲/乙/丙, rebar to 乙 at 3850.5 and cement to 丙 at 480, approved by
 * director, area manager and manager.
 */
export const CONTRACT_DRAFT_CODES = [
  'ht_contract',
  ...['view', 'add', 'edit', 'delete', 'submit', 'void'].map((s) => `ht_contract_${s}`),
];

export async function buildContractSourcingWorld(ctx: TestContext) {
  const world = await buildSourcingWorld(ctx);
  const { role } = await seededOrganisation(ctx);
  // A grant replaces the role's menus: the purchaser keeps its execution and sourcing buttons.
  await grantMenus(
    ctx,
    world.admin,
    [role('purchaser')],
    [...PURCHAR_CODES, ...SOURCING_BUYER_CODES, ...CONTRACT_DRAFT_CODES],
  );
  return { ...world, ctx };
}

export async function awardedSourcing(
  world: SourcingWorld & { ctx: TestContext },
  options: {
    approve?: boolean;
    /** The demand lines' estimated prices (the sourcing lines' budget prices): rebar, cement. */
    budget?: [number, number];
    /** Rebar to 丙 at 3900 (not the lowest, with a reason) instead of 乙 at 3850.5. */
    rebarToC?: boolean;
  } = {},
) {
  const buyer = world.buyer2;
  const [rebarBudget, cementBudget] = options.budget ?? [];
  const bill = await assignedLines(world, buyer.id, [
    { materialId: REBAR, qty: 10, estimatedPrice: rebarBudget },
    { materialId: CEMENT, qty: 4, estimatedPrice: cementBudget },
  ]);
  const ctx = world.ctx;
  const lines = [];
  for (const needsItemId of bill.lineIds)
    lines.push({ allocationId: (await assignmentOf(ctx, needsItemId, buyer.id)).id });
  const made = await expectOk(
    await buyer.as.post('/purchar/cg-needs-purchar/create-sourcing', {
      json: { sourcingName: '主体材料寻源', lines },
    }),
  );
  const id = made.id as string;
  const detail = await expectOk(await buyer.as.get(`/purchar/cg-sourcing/${id}`));
  const [rebarLine, cementLine] = (detail.items as { id: string }[]).map((i) => i.id) as [string, string];
  const { a, b, c } = world.suppliers;
  await expectOk(
    await buyer.as.post('/purchar/cg-sourcing/edit', {
      json: { id, sourcingName: '主体材料寻源', supplierIds: [a, b, c] },
    }),
  );
  const prices: [string, number, number][] = [
    [a, 4000, 500],
    [b, 3850.5, 510],
    [c, 3900, 480],
  ];
  for (const [supplierId, rebar, cement] of prices)
    await expectOk(
      await buyer.as.post('/purchar/cg-sourcing/supplier-offer/add', {
        json: {
          sourcingId: id,
          supplierId,
          offers: [
            { sourcingItemId: rebarLine, unitPrice: rebar, taxRate: 13 },
            { sourcingItemId: cementLine, unitPrice: cement, taxRate: 9 },
          ],
        },
      }),
    );
  const award = (sourcingItemId: string, supplierId: string, winQty: number, reason?: string) =>
    buyer.as.post('/purchar/cg-sourcing/award', {
      json: { sourcingId: id, sourcingItemId, awards: [{ supplierId, winQty, reason }] },
    });
  if (options.rebarToC) await expectOk(await award(rebarLine, c, 10, '交货期短'));
  else await expectOk(await award(rebarLine, b, 10));
  await expectOk(await award(cementLine, c, 4));
  await expectOk(await buyer.as.post('/purchar/cg-sourcing/submitApprove', { json: { id } }));
  if (options.approve !== false)
    for (const who of [world.director, world.areaManager, world.manager])
      await expectOk(await who.as.post('/purchar/cg-sourcing/approve', { json: { id } }));
  return { id, rebarLine, cementLine };
}

/** The bill's contract status and each award's contracted quantity, straight from the tables. */
export async function awardState(ctx: TestContext, sourcingId: string) {
  const db = ctx.database.db;
  const [bill] = await db.select().from(cgSourcing).where(eq(cgSourcing.id, sourcingId));
  const awards = await db.select().from(cgSourcingAwards).where(eq(cgSourcingAwards.sourcingId, sourcingId));
  return {
    contractStatus: bill!.contractStatus,
    contracted: Object.fromEntries(awards.map((a) => [a.supplierId, a.contractedQty])),
  };
}
