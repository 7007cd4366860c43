import { expect } from 'vitest';
import { grantMenus, seededOrganisation, signedInPerson } from './needs-world.ts';
import type { Caller } from './system-fixtures.ts';
import type { TestContext } from './test-app.ts';

/**
 * The supplier world the supplier tests share: gys_supplier and gys_supplier_black granted to the roles that use
 * them, one signed-in person per role (approvers in different departments: supplier approvals are tenant-wide).
 */
const SUPPLIER_CODES = [
  'view',
  'add',
  'edit',
  'delete',
  'submit',
  'approve',
  'reject',
  'cancel',
  'export',
  'status',
  'renew',
];
const BLACK_CODES = ['view', 'add', 'delete', 'submit', 'approve', 'reject', 'cancel'];
export const supplierCodes = [
  'gys_supplier',
  ...SUPPLIER_CODES.map((s) => `gys_supplier_${s}`),
  'gys_supplier_black',
  ...BLACK_CODES.map((s) => `gys_supplier_black_${s}`),
];
const ROLES = ['purchase_admin', 'director', 'area_manager', 'manager'];
/** Purchasers read suppliers and the blacklist (sourcing picks from them), nothing more. */
const READER_CODES = ['gys_supplier', 'gys_supplier_view', 'gys_supplier_black', 'gys_supplier_black_view'];

/** A JPEG's first bytes: enough for put-file's content sniffing. */
const JPEG = [0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46];

export async function supplierWorld(ctx: TestContext, admin: Caller) {
  const { deptId, role } = await seededOrganisation(ctx);
  await grantMenus(ctx, admin, ROLES.map(role), supplierCodes);
  await grantMenus(ctx, admin, [role('purchaser')], READER_CODES);
  const person = (account: string, alias: string, dept: string) =>
    signedInPerson(ctx, admin, account, role(alias), deptId(dept), { realName: account });
  return {
    buyerAdmin: await person('sadmin', 'purchase_admin', '采购部'),
    buyerAdmin2: await person('sadmin2', 'purchase_admin', '采购部'),
    buyer: await person('sbuyer', 'purchaser', '采购部'),
    // A director of a project area: suppliers belong to no department, so any director of the tenant approves.
    director: await person('sdirector', 'director', '华东区域'),
    areaManager: await person('sarea', 'area_manager', '华东区域'),
    manager: await person('smanager', 'manager', '总公司'),
    plain: await person('splain', 'user', '采购部'),
  };
}

export type SupplierWorld = Awaited<ReturnType<typeof supplierWorld>>;

/** Uploads a scan through put-file and answers its attachment id. */
export async function uploadScan(ctx: TestContext, as: Caller, name = 'licence.jpg') {
  const form = new FormData();
  form.set('file', new File([new Uint8Array([...JPEG, ...new Array(64).fill(0)])], name));
  const response = await ctx.app.request('/api/blade-resource/oss/endpoint/put-file', {
    method: 'POST',
    headers: { 'Blade-Auth': `bearer ${as.token}` },
    body: form,
  });
  const body = await response.json();
  expect(response.status, JSON.stringify(body)).toBe(200);
  return body.data.attachId as string;
}

/** Valid GB 32100-2015 codes (the check character computed), one per supplier a test makes. */
export const CREDIT_CODES = [
  '91110000MA01A2B3CN',
  '91310115MA1H7GXX3K',
  '91440300MA5G0QHE19',
  '91330106MA2CCR6G0J',
  '91510100MA6C7YXP14',
  '91420100MA4K3BWT5Q',
  '91370200MA3C5D6E9L',
  '91120116MA05K1LM2M',
];

export const supplierPath = (path = '') => `/purchar/gys-supplier${path}`;
