import type { Tx } from '../database.ts';
import {
  gysSupplierBankAccounts,
  gysSupplierBlacklistLogs,
  gysSupplierQualifications,
  gysSuppliers,
} from '../schema/suppliers.ts';
import { DEMO_TENANT_ID } from './demo-accounts.ts';

/** Fixed ids of the demo suppliers' rows (after the demo plan's 92000xx). */
const FIRST_SUPPLIER_ID = 9_300_001;
const FIRST_CHILD_ID = 9_300_101;

type DemoSupplier = {
  code: string;
  name: string;
  creditCode: string;
  type: string;
  categoryNote: string;
  contact: [string, string];
  bank: [string, string];
  // 'qualified' (admitted), 'pending' (a draft awaiting admission), 'blacklisted' (admitted, then put on the list).
  standing: 'qualified' | 'pending' | 'blacklisted';
  // Days from the seeding day to the business licence's expiry (null = long-term).
  licenceDays: number | null;
};

/**
 * Unified social credit codes with valid GB 32100-2015 check characters, so the demo data passes the same check
 * as a supplier entered by hand.
 */
export const DEMO_SUPPLIERS: DemoSupplier[] = [
  {
    code: 'GYS0001',
    name: '上海宝钢建材有限公司',
    creditCode: '91310000MA1FL0BN35',
    type: '1',
    categoryNote: '钢材',
    contact: ['王建国', '13800010001'],
    bank: ['中国工商银行上海分行', '1001234500000000001'],
    standing: 'qualified',
    licenceDays: null,
  },
  {
    code: 'GYS0002',
    name: '江苏华东钢铁贸易有限公司',
    creditCode: '91320100MA1MXXB08X',
    type: '2',
    categoryNote: '钢材、水泥',
    contact: ['李明', '13800010002'],
    bank: ['中国建设银行南京分行', '3205012300000000002'],
    standing: 'qualified',
    licenceDays: 3650,
  },
  {
    code: 'GYS0003',
    name: '浙江海螺水泥销售有限公司',
    creditCode: '91330100MA27Y6HJ9D',
    type: '1',
    categoryNote: '水泥、混凝土',
    contact: ['张伟', '13800010003'],
    bank: ['中国农业银行杭州分行', '1902012300000000003'],
    standing: 'qualified',
    // Expiring within 30 days: the qualification-expiry list and reminder have something to show.
    licenceDays: 20,
  },
  {
    code: 'GYS0004',
    name: '安徽皖通电线电缆有限公司',
    creditCode: '91340100MA2N0Q6U5G',
    type: '1',
    categoryNote: '电线电缆',
    contact: ['赵磊', '13800010004'],
    bank: ['中国银行合肥分行', '1845012300000000004'],
    standing: 'qualified',
    licenceDays: 1800,
  },
  {
    code: 'GYS0005',
    name: '苏州新兴五金机电有限公司',
    creditCode: '91320500MA1P1XK85B',
    type: '2',
    categoryNote: '五金、机电',
    contact: ['陈静', '13800010005'],
    bank: ['招商银行苏州分行', '5129012300000000005'],
    standing: 'pending',
    licenceDays: 900,
  },
  {
    code: 'GYS0006',
    name: '南通速达建材贸易有限公司',
    creditCode: '91320600MA1T4PD399',
    type: '2',
    categoryNote: '辅材',
    contact: ['周强', '13800010006'],
    bank: ['交通银行南通分行', '3250012300000000006'],
    standing: 'blacklisted',
    licenceDays: 700,
  },
];

function addDays(day: Date, days: number): string {
  const next = new Date(day.getTime() + days * 86_400_000);
  return next.toISOString().slice(0, 10);
}

/**
 * The demo suppliers: four admitted along the default SUPPLIER chain (one with a licence about to expire), one
 * draft awaiting admission, one blacklisted with its approved request; each with a business licence and a default
 * bank account in its own name. Runs inside the demo seed's transaction; `userId` maps a demo account to its id.
 */
export async function seedDemoSuppliers(tx: Tx, userId: (account: string) => string, today = new Date()) {
  const buyerAdmin = userId('buyer_admin');
  const approvedAt = new Date('2026-11-10T10:00:00+08:00');
  let child = FIRST_CHILD_ID;
  const suppliers = DEMO_SUPPLIERS.map((s, i) => {
    const admitted = s.standing !== 'pending';
    return {
      id: String(FIRST_SUPPLIER_ID + i),
      tenantId: DEMO_TENANT_ID,
      supplierCode: s.code,
      supplierName: s.name,
      creditCode: s.creditCode,
      supplierType: s.type,
      taxpayerType: 1,
      contactName: s.contact[0],
      contactPhone: s.contact[1],
      remark: `供货范围: ${s.categoryNote}`,
      grade: admitted ? 'A' : '',
      approveStatus: admitted ? 5 : 0,
      roundNo: admitted ? 1 : 0,
      approveChain: admitted ? 'DIRECTOR,AREA_MANAGER,MANAGER' : '',
      submitTime: admitted ? approvedAt : null,
      approveTime: admitted ? approvedAt : null,
      supplierStatus: admitted ? 1 : 0,
      blacklistFlag: s.standing === 'blacklisted' ? 1 : 0,
      blacklistReason: s.standing === 'blacklisted' ? '2026 年 10 月供货质量不合格且拒不整改' : '',
      blacklistTime: s.standing === 'blacklisted' ? approvedAt : null,
      blacklistUserName: s.standing === 'blacklisted' ? '采购主管' : '',
      createUser: buyerAdmin,
    };
  });
  await tx.insert(gysSuppliers).values(suppliers);
  await tx.insert(gysSupplierQualifications).values(
    DEMO_SUPPLIERS.map((s, i) => ({
      id: String(child++),
      tenantId: DEMO_TENANT_ID,
      supplierId: suppliers[i]!.id,
      qualType: 'BUSINESS_LICENSE',
      certNo: s.creditCode,
      issuer: '市场监督管理局',
      validFrom: '2020-01-01',
      validTo: s.licenceDays === null ? null : addDays(today, s.licenceDays),
      createUser: buyerAdmin,
    })),
  );
  await tx.insert(gysSupplierBankAccounts).values(
    DEMO_SUPPLIERS.map((s, i) => ({
      id: String(child++),
      tenantId: DEMO_TENANT_ID,
      supplierId: suppliers[i]!.id,
      accountName: s.name,
      bankName: s.bank[0],
      accountNo: s.bank[1],
      isDefault: 1,
      createUser: buyerAdmin,
    })),
  );
  const blacklisted = DEMO_SUPPLIERS.findIndex((s) => s.standing === 'blacklisted');
  await tx.insert(gysSupplierBlacklistLogs).values({
    id: String(child++),
    tenantId: DEMO_TENANT_ID,
    requestNo: 'HMD202611100001',
    supplierId: suppliers[blacklisted]!.id,
    action: 1,
    reason: suppliers[blacklisted]!.blacklistReason,
    operatorName: '采购主管',
    approveStatus: 5,
    roundNo: 1,
    approveChain: 'DIRECTOR,AREA_MANAGER,MANAGER',
    submitTime: approvedAt,
    approveTime: approvedAt,
    createUser: buyerAdmin,
  });
}
