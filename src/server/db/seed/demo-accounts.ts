/**
 * The demo organisation's people: one user per role of the approval chain, all in the platform tenant 000000
 * with one password, and what each role is granted. One definition for both places that seed it: the QA demo
 * build (in the page) and the server's optional demo data (`npm start` on a fresh database unless
 * `SEED_DEMO=off`). Data only, no imports: the demo's login page lists these accounts without pulling in the
 * database.
 */
export const DEMO_TENANT_ID = '000000';
export const DEMO_PASSWORD = 'demo1234';

export interface DemoAccount {
  account: string;
  /** blade_role.role_alias in the seed. */
  roleAlias: string;
  roleZh: string;
  roleEn: string;
  /** The user's (real) name. */
  name: string;
  /** blade_dept.dept_name in the seed. */
  deptName: string;
}

export const DEMO_ACCOUNTS: readonly DemoAccount[] = [
  {
    account: 'clerk',
    roleAlias: 'material_clerk',
    roleZh: '材料员',
    roleEn: 'Material clerk',
    name: '陈材',
    deptName: '上海项目部',
  },
  {
    account: 'pm',
    roleAlias: 'project_manager',
    roleZh: '项目经理',
    roleEn: 'Project manager',
    name: '王项目',
    deptName: '上海项目部',
  },
  {
    account: 'director',
    roleAlias: 'director',
    roleZh: '总监',
    roleEn: 'Director',
    name: '李总监',
    deptName: '华东区域',
  },
  {
    account: 'area',
    roleAlias: 'area_manager',
    roleZh: '区域经理',
    roleEn: 'Area manager',
    name: '赵区域',
    deptName: '华东区域',
  },
  {
    account: 'manager',
    roleAlias: 'manager',
    roleZh: '经理',
    roleEn: 'Manager',
    name: '孙经理',
    deptName: '总公司',
  },
  {
    account: 'buyer_admin',
    roleAlias: 'purchase_admin',
    roleZh: '采购主管',
    roleEn: 'Purchase admin',
    name: '周主管',
    deptName: '采购部',
  },
  {
    account: 'buyer',
    roleAlias: 'purchaser',
    roleZh: '采购员',
    roleEn: 'Purchaser',
    name: '吴采购',
    deptName: '采购部',
  },
  {
    account: 'keeper',
    roleAlias: 'warehouse_keeper',
    roleZh: '库管员',
    roleEn: 'Warehouse keeper',
    name: '郑库管',
    deptName: '上海项目部',
  },
  {
    account: 'finance',
    roleAlias: 'finance',
    roleZh: '财务',
    roleEn: 'Finance',
    name: '钱财务',
    deptName: '财务部',
  },
];

/** A screen's menu code and the button codes (`<code>_<suffix>`) granted with it. */
const screen = (code: string, ...buttons: string[]) => [
  code,
  ...buttons.map((suffix) => `${code}_${suffix}`),
];

/**
 * Every role: the home page, reading notices, the approvals inbox (待签, 待办, 已发, 已办) and the leave request
 * (apply; approve and reject as the leader the engine routes it to).
 */
const DESK = [
  ...screen('wel_index'),
  ...screen('wel_dashboard'),
  ...screen('notice', 'view'),
  ...screen('cg_message'),
  ...screen('work_start', 'submit', 'approve', 'reject'),
  ...screen('work_claim'),
  ...screen('work_todo'),
  ...screen('work_send'),
  ...screen('work_done'),
];
/** Reading what a demand bill's editor picks from (material, category and delivery-address look-ups). */
const BILL_PICKERS = [
  ...screen('cg_material', 'view'),
  ...screen('cg_material_category', 'view'),
  ...screen('cg_delivery_address', 'view'),
];
/** An approver's share of the demand bill: read it, work the level queues (approve/confirm), reject. */
const NEEDS_APPROVER = screen('cg_needs', 'view', 'approve', 'reject', 'export');
/** The same share of demand plans and plan changes, and the plan summary. */
const PLAN_APPROVER = [
  ...screen('cg_plan_needs', 'view', 'approve', 'reject', 'export'),
  ...screen('cg_plan_needs_change', 'view', 'approve', 'reject', 'export'),
  ...screen('cg_plan_needs_summary', 'view', 'export'),
];
const CRUD = ['view', 'add', 'edit', 'delete'];
/** Approvers of supplier admission and blacklist requests (tenant-wide: any director, area manager, manager). */
const SUPPLIER_APPROVER = [
  ...screen('gys_supplier', 'view', 'approve', 'reject'),
  ...screen('gys_supplier_black', 'view', 'approve', 'reject'),
];
/** 定标审批: read sourcing bills, approve or reject them at the approver's level, see the winners. */
const SOURCING_APPROVER = [
  ...screen('cg_sourcing', 'view', 'approve', 'reject', 'export'),
  ...screen('purchase_approve'),
  ...screen('supplier_win'),
];
/** Contracts: approvers read, approve and reject them and see the orders; drafting is the purchaser's. */
const CONTRACT_APPROVER = [
  ...screen('ht_contract', 'view', 'approve', 'reject', 'export'),
  ...screen('ht_contract_supplement', 'view', 'approve', 'reject'),
  ...screen('cg_order', 'view'),
  // Payment requests go through the same three levels.
  ...screen('cw_payment', 'view', 'approve', 'reject'),
];

/**
 * Menu and button codes per role alias, as the job needs them today; the menus above a granted code (the
 * 需求管理 folder and so on) are granted with it. Screens that have not landed yet (orders, stock, payments)
 * are granted when they do. The administrator needs no grants (platform super-user).
 */
export const DEMO_ROLE_GRANTS: Readonly<Record<string, readonly string[]>> = {
  material_clerk: [
    ...DESK,
    ...screen('cg_needs', 'view', 'add', 'edit', 'delete', 'submit', 'cancel', 'export', 'import'),
    ...screen(
      'cg_plan_needs',
      'view',
      'add',
      'edit',
      'delete',
      'submit',
      'cancel',
      'export',
      'import',
      'status',
    ),
    ...screen('cg_plan_needs_change', 'view', 'add', 'edit', 'delete', 'submit', 'cancel', 'export'),
    ...screen('cg_plan_needs_summary', 'view', 'export'),
    ...BILL_PICKERS,
  ],
  project_manager: [...DESK, ...NEEDS_APPROVER, ...PLAN_APPROVER],
  director: [
    ...DESK,
    ...NEEDS_APPROVER,
    ...PLAN_APPROVER,
    ...SUPPLIER_APPROVER,
    ...SOURCING_APPROVER,
    ...CONTRACT_APPROVER,
    // The procurement reports (spend, contract execution, open orders) the approvers decide with.
    ...screen('cg_report'),
  ],
  area_manager: [
    ...DESK,
    ...NEEDS_APPROVER,
    ...PLAN_APPROVER,
    ...SUPPLIER_APPROVER,
    ...SOURCING_APPROVER,
    ...CONTRACT_APPROVER,
    // The procurement reports (spend, contract execution, open orders) the approvers decide with.
    ...screen('cg_report'),
  ],
  manager: [
    ...DESK,
    ...NEEDS_APPROVER,
    ...PLAN_APPROVER,
    ...SUPPLIER_APPROVER,
    ...SOURCING_APPROVER,
    ...CONTRACT_APPROVER,
    // The procurement reports (spend, contract execution, open orders) the approvers decide with.
    ...screen('cg_report'),
  ],
  // The master data and the approval settings are the purchase admin's; single lines of approved bills too.
  purchase_admin: [
    ...DESK,
    ...screen('cg_needs', 'view', 'export', 'reject_material'),
    // Purchasing after approval: the summary (purchase methods) and assigning lines to purchasers.
    ...screen('cg_needs_summary', 'view', 'edit', 'add'),
    ...screen('cg_needs_subpackage', 'view', 'assign', 'cancel', 'export'),
    ...screen('cg_sourcing', 'view', 'export'),
    ...screen('supplier_win'),
    ...screen('cg_plan_needs', 'view', 'export', 'status'),
    ...screen('cg_plan_needs_summary', 'view', 'export'),
    ...screen('cg_material', ...CRUD, 'export'),
    ...screen('cg_material_category', ...CRUD),
    ...screen('cg_commodity', ...CRUD),
    ...screen('kc_storehouse', ...CRUD),
    ...screen('cg_delivery_address', ...CRUD),
    ...screen('cg_report_config', ...CRUD),
    // The procurement reports list (基础数据 › 报表), each report opening its own screen.
    ...screen('cg_report'),
    // The supplier master, admission requests, suspension and blacklist requests are the purchase admin's.
    ...screen('gys_supplier', ...CRUD, 'submit', 'cancel', 'export', 'status', 'renew'),
    ...screen('gys_supplier_black', 'view', 'add', 'delete', 'submit', 'cancel'),
    // Contracts: approves like the approvers, and terminates or voids them; closes orders.
    ...screen('ht_contract', 'view', 'approve', 'reject', 'export', 'terminate', 'void'),
    ...screen('ht_contract_supplement', 'view', 'approve', 'reject'),
    ...screen('cg_order', 'view', 'close'),
    ...screen('contract_tracking'),
  ],
  purchaser: [
    ...DESK,
    ...screen('cg_needs', 'view', 'export'),
    ...screen('cg_needs_purchar', 'view', 'export', 'add'),
    // Sourcing from the purchaser's own assigned lines, through to submitting the award.
    ...screen('cg_sourcing', 'view', 'edit', 'delete', 'submit', 'cancel', 'export'),
    ...screen('supplier_win'),
    ...BILL_PICKERS,
    ...screen('cg_commodity', 'view'),
    ...screen('kc_storehouse', 'view'),
    ...screen('gys_supplier', 'view'),
    ...screen('gys_supplier_black', 'view'),
    ...screen('kc_stock_summary', 'view'),
    // Drafts contracts by hand, submits them, orders on them and closes the orders.
    ...screen('ht_contract', ...CRUD, 'submit', 'cancel', 'export', 'import', 'order'),
    // Drafts supplements (补充协议) to executing contracts and submits them.
    ...screen('ht_contract_supplement', ...CRUD, 'submit', 'cancel', 'import'),
    ...screen('cg_order', 'view', 'close'),
    ...screen('contract_tracking'),
    // Raises payment requests on the contracts, withdraws and voids them.
    ...screen('cw_payment', ...CRUD, 'submit', 'cancel', 'void'),
  ],
  warehouse_keeper: [
    ...DESK,
    ...screen('kc_stock_in', ...CRUD, 'confirm'),
    // 采购订单 to find what to receive (its 入库 action); receiving itself is kc_stock_in_add.
    ...screen('cg_order', 'view'),
    ...screen('kc_stock_out', ...CRUD, 'confirm'),
    ...screen('kc_stock_summary', 'view', 'export'),
    ...screen('kc_storehouse', ...CRUD),
    ...screen('cg_material', 'view'),
    ...screen('cg_material_category', 'view'),
    ...screen('cg_delivery_address', 'view'),
  ],
  finance: [
    ...DESK,
    ...screen('cg_needs', 'view', 'export'),
    ...screen('cg_material', 'view'),
    ...screen('kc_stock_summary', 'view', 'export'),
    // Records what was paid against approved payment requests (reads the requests, changes none).
    ...screen('cw_payment', 'view'),
    ...screen('cw_paid', ...CRUD),
    // Registers suppliers' invoices and links them to contracts; reads what is owed.
    ...screen('cw_invoice', ...CRUD, 'export', 'link'),
    ...screen('cw_payables', 'view', 'export'),
  ],
};
