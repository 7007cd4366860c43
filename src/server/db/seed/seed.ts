import { eq } from 'drizzle-orm';
import { md5 } from 'js-md5';
import type { Database } from '../database.ts';
import {
  clients,
  depts,
  dicts,
  menus,
  params,
  posts,
  regions,
  roleMenus,
  roles,
  tenants,
  users,
} from '../schema/platform.ts';
import { hashPassword } from '../../domain/password.ts';
import { INVOICE_BEFORE_PAYMENT_KEY } from '../../lib/param-keys.ts';
import { POSTS, ROLES, SYSTEM_DICTS } from './dictionaries.ts';
import { flattenMenus, MENU_TREE } from './menu-tree.ts';
import { sampleRegions } from './regions.ts';
import { seedMasterData } from './master-data.ts';
import { seedOperations } from './operations.ts';

export const PLATFORM_TENANT = '000000';
/** What account.initPassword holds until a tenant changes it (reset-password, new tenant administrators). */
export const DEFAULT_INIT_PASSWORD = 'abc123456';

/**
 * Seed rows get small fixed ids (a block per table) so they are the same on every installation; runtime ids are
 * snowflakes far above these blocks.
 */
const ids = (block: number) => {
  let n = 0;
  return () => String(block * 1_000_000 + ++n);
};

export { flattenMenus };

/**
 * Seeds the platform tenant on first start; does nothing when it is already there. Reference tables added
 * later (regions) are filled when empty, so installations seeded before they existed get them too.
 */
export async function seedDatabase(
  db: Database,
  options: { passwordIterations?: number } = {},
): Promise<boolean> {
  const [anyRegion] = await db.select({ code: regions.code }).from(regions).limit(1);
  if (!anyRegion) await db.insert(regions).values(sampleRegions());
  await seedOperations(db);
  const existing = await db
    .select({ id: tenants.id })
    .from(tenants)
    .where(eq(tenants.tenantId, PLATFORM_TENANT));
  if (existing.length > 0) return false;
  const adminPassword = await hashPassword(md5('admin'), options.passwordIterations);

  await db.transaction(async (tx) => {
    await tx.insert(tenants).values({
      id: '1',
      tenantId: PLATFORM_TENANT,
      tenantName: '管理组',
      linkman: 'admin',
      contactNumber: '',
    });
    await tx.insert(clients).values({
      id: '1',
      clientId: 'saber',
      clientSecret: 'saber_secret',
      authorizedGrantTypes: 'refresh_token,password,social',
      accessTokenValidity: 3600,
      refreshTokenValidity: 604800,
    });

    const roleId = ids(3);
    const roleRows = ROLES.map(([alias, name], i) => ({
      id: roleId(),
      tenantId: PLATFORM_TENANT,
      roleName: name,
      roleAlias: alias,
      sort: i + 1,
    }));
    await tx.insert(roles).values(roleRows);

    const menuRows = flattenMenus(MENU_TREE);
    await tx.insert(menus).values(menuRows);
    // The plain user role sees the desk; the administrator needs no grants (platform super-user).
    const userRole = roleRows.find((r) => r.roleAlias === 'user');
    const deskIds = new Set<string>();
    const desk = menuRows.find((m) => m.code === 'desk');
    for (const row of menuRows) {
      if (row.id === desk?.id || (row.parentId && (row.parentId === desk?.id || deskIds.has(row.parentId)))) {
        deskIds.add(row.id!);
      }
    }
    const grantId = ids(4);
    if (userRole) {
      await tx
        .insert(roleMenus)
        .values([...deskIds].map((menuId) => ({ id: grantId(), roleId: userRole.id, menuId })));
    }

    const deptId = ids(5);
    const company = deptId();
    const area = deptId();
    await tx.insert(depts).values([
      {
        id: company,
        tenantId: PLATFORM_TENANT,
        deptName: '总公司',
        fullName: '示范建设集团有限公司',
        deptCategory: 1,
        sort: 1,
      },
      {
        id: area,
        tenantId: PLATFORM_TENANT,
        parentId: company,
        ancestors: `0,${company}`,
        deptName: '华东区域',
        fullName: '华东区域公司',
        deptCategory: 2,
        sort: 1,
      },
      {
        id: deptId(),
        tenantId: PLATFORM_TENANT,
        parentId: area,
        ancestors: `0,${company},${area}`,
        deptName: '上海项目部',
        fullName: '上海一号项目部',
        deptCategory: 3,
        sort: 1,
      },
      {
        id: deptId(),
        tenantId: PLATFORM_TENANT,
        parentId: company,
        ancestors: `0,${company}`,
        deptName: '采购部',
        fullName: '集团采购部',
        deptCategory: 4,
        sort: 2,
      },
      {
        id: deptId(),
        tenantId: PLATFORM_TENANT,
        parentId: company,
        ancestors: `0,${company}`,
        deptName: '财务部',
        fullName: '集团财务部',
        deptCategory: 4,
        sort: 3,
      },
    ]);

    const postId = ids(6);
    await tx.insert(posts).values(
      POSTS.map(([code, name, category], i) => ({
        id: postId(),
        tenantId: PLATFORM_TENANT,
        postCode: code,
        postName: name,
        category,
        sort: i + 1,
      })),
    );

    const dictId = ids(7);
    for (const [code, name, nameEn, entries] of SYSTEM_DICTS) {
      const parent = dictId();
      await tx.insert(dicts).values([
        { id: parent, code, dictKey: '-1', dictValue: name, dictValueEn: nameEn, sort: 0 },
        ...entries.map(([key, value, valueEn], i) => ({
          id: dictId(),
          parentId: parent,
          code,
          dictKey: key,
          dictValue: value,
          dictValueEn: valueEn,
          sort: i + 1,
        })),
      ]);
    }

    await tx.insert(params).values([
      {
        id: '8000001',
        tenantId: PLATFORM_TENANT,
        paramName: '是否开启注册功能',
        paramKey: 'account.registerUser',
        paramValue: 'true',
      },
      {
        id: '8000002',
        tenantId: PLATFORM_TENANT,
        paramName: '账号初始密码',
        paramKey: 'account.initPassword',
        paramValue: DEFAULT_INIT_PASSWORD,
      },
      {
        id: '8000101',
        tenantId: PLATFORM_TENANT,
        paramName: '先票后款 (付款申请需关联发票)',
        paramKey: INVOICE_BEFORE_PAYMENT_KEY,
        paramValue: 'false',
      },
    ]);

    const admin = roleRows.find((r) => r.roleAlias === 'administrator');
    await tx.insert(users).values({
      id: '9000001',
      tenantId: PLATFORM_TENANT,
      account: 'admin',
      password: adminPassword,
      name: '管理员',
      realName: '管理员',
      email: 'admin@example.com',
      roleId: admin?.id ?? '',
      deptId: company,
    });
    await seedMasterData(tx);
  });
  return true;
}
