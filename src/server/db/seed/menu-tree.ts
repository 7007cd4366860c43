/**
 * The sidebar, as data: DESIGN §10. Each leaf's path is the client route of its screen; button codes
 * (`<code>_add`, `_edit`, `_delete`, `_view`, plus extras) are the permission flags screens and the server check.
 * This file is the one place that owns those paths.
 */
export interface MenuSeed {
  code: string;
  name: string;
  nameEn: string;
  path: string;
  source?: string;
  isOpen?: 1 | 2;
  /** Standard buttons to create under the menu. */
  crud?: boolean;
  /** Extra buttons: [code suffix, name, English name, action]. */
  extra?: [string, string, string, number][];
  children?: MenuSeed[];
}

const leaf = (
  code: string,
  name: string,
  nameEn: string,
  path: string,
  more: Partial<MenuSeed> = {},
): MenuSeed => ({
  code,
  name,
  nameEn,
  path,
  crud: true,
  ...more,
});

const approve: [string, string, string, number][] = [
  ['submit', '提交审批', 'Submit', 2],
  ['approve', '审批', 'Approve', 2],
  ['reject', '驳回', 'Reject', 2],
  ['cancel', '撤回', 'Withdraw', 2],
  ['export', '导出', 'Export', 1],
];

export const MENU_TREE: MenuSeed[] = [
  {
    code: 'desk',
    name: '工作台',
    nameEn: 'Desk',
    path: '/wel',
    source: 'layout-dashboard',
    children: [
      leaf('wel_index', '首页', 'Home', '/wel/index', { crud: false, source: 'house' }),
      leaf('wel_dashboard', '仪表盘', 'Dashboard', '/wel/dashboard', { crud: false, source: 'gauge' }),
      leaf('notice', '通知公告', 'Notices', '/desk/notice', { source: 'megaphone' }),
    ],
  },
  {
    code: 'demand',
    name: '需求管理',
    nameEn: 'Demand',
    path: '/demand',
    source: 'clipboard-list',
    children: [
      leaf('cg_needs', '需求单', 'Demand bills', '/purchar/needs', {
        extra: [
          ...approve,
          ['import', '导入', 'Import', 1],
          ['reject_material', '驳回物料', 'Reject line', 2],
        ],
      }),
      leaf('cg_plan_needs', '需求计划', 'Demand plans', '/purchar/plan-needs', {
        extra: [...approve, ['import', '导入', 'Import', 1], ['status', '启用/停用', 'Enable/disable', 2]],
      }),
      leaf('cg_plan_needs_change', '计划变更', 'Plan changes', '/purchar/plan-needs-change', {
        extra: approve,
      }),
      leaf('cg_needs_summary', '需求汇总', 'Demand summary', '/purchar/needs-summary'),
      leaf('cg_needs_subpackage', '需求分包', 'Sub-packaging', '/purchar/needs-subpackage', {
        extra: [
          ['assign', '分包', 'Assign', 2],
          ['cancel', '取消分包', 'Cancel assignment', 2],
          ['export', '导出', 'Export', 1],
        ],
      }),
      leaf('cg_needs_purchar', '采购执行', 'Purchase execution', '/purchar/needs-purchar', {
        extra: [['export', '导出', 'Export', 1]],
      }),
      leaf('cg_plan_needs_summary', '计划汇总', 'Plan summary', '/purchar/plan-needs-summary', {
        crud: false,
        extra: [
          ['view', '查看', 'View', 1],
          ['export', '导出', 'Export', 1],
        ],
      }),
    ],
  },
  {
    code: 'sourcing',
    name: '寻源管理',
    nameEn: 'Sourcing',
    path: '/sourcing',
    source: 'search-check',
    children: [
      leaf('cg_sourcing', '寻源单', 'Sourcing bills', '/purchar/sourcing', { extra: approve }),
      leaf('purchase_approve', '定标审批', 'Award approval', '/purchaseApprove/index', { crud: false }),
      leaf('supplier_win', '中标供应商', 'Winning suppliers', '/purchar/supplier-win', { crud: false }),
    ],
  },
  {
    code: 'contract',
    name: '合同管理',
    nameEn: 'Contracts',
    path: '/contract',
    source: 'file-signature',
    children: [
      leaf('ht_contract', '采购合同', 'Contracts', '/purchase/contract', {
        extra: [
          ...approve,
          ['import', '导入', 'Import', 1],
          ['order', '下单', 'Order', 2],
          ['terminate', '终止', 'Terminate', 2],
          ['void', '作废', 'Void', 2],
        ],
      }),
      leaf('ht_contract_supplement', '补充协议', 'Supplements', '/contract/supplement/list', {
        extra: [...approve, ['import', '导入', 'Import', 1]],
      }),
      leaf('contract_tracking', '采购过程跟踪', 'Process tracking', '/purchase/contract-tracking', {
        crud: false,
      }),
    ],
  },
  {
    code: 'order',
    name: '订单管理',
    nameEn: 'Orders',
    path: '/order',
    source: 'shopping-cart',
    children: [
      leaf('cg_order', '采购订单', 'Purchase orders', '/purchase/order', {
        extra: [['close', '关闭', 'Close', 2]],
      }),
    ],
  },
  {
    code: 'stock',
    name: '库存管理',
    nameEn: 'Stock',
    path: '/stock',
    source: 'warehouse',
    children: [
      leaf('kc_stock_in', '入库', 'Stock in', '/stock/stock-in', {
        extra: [['confirm', '确认入库', 'Post', 2]],
      }),
      leaf('kc_stock_out', '出库', 'Stock out', '/stock/stock-out', {
        extra: [['confirm', '确认出库', 'Post', 2]],
      }),
      leaf('kc_stock_summary', '库存汇总', 'Stock summary', '/stock/summary', {
        crud: false,
        extra: [
          ['view', '查看', 'View', 1],
          ['export', '导出', 'Export', 1],
        ],
      }),
    ],
  },
  {
    code: 'finance',
    name: '财务管理',
    nameEn: 'Finance',
    path: '/finance',
    source: 'wallet',
    children: [
      leaf('cw_payment', '付款申请', 'Payment requests', '/purchase/payment', {
        extra: [...approve, ['void', '作废', 'Void', 2]],
      }),
      leaf('cw_invoice', '发票', 'Invoices', '/purchase/invoice', {
        extra: [
          ['export', '导出', 'Export', 1],
          ['link', '关联合同', 'Link to contracts', 2],
        ],
      }),
      leaf('cw_paid', '付款信息', 'Payments', '/payment/paid/list'),
      leaf('cw_payables', '应付账款', 'Payables', '/purchase/payables', {
        crud: false,
        extra: [
          ['view', '查看', 'View', 1],
          ['export', '导出', 'Export', 1],
        ],
      }),
    ],
  },
  {
    code: 'supplier',
    name: '供应商',
    nameEn: 'Suppliers',
    path: '/supplier',
    source: 'building-2',
    children: [
      leaf('gys_supplier', '供应商', 'Suppliers', '/purchar/supplier', {
        extra: [
          ...approve,
          ['status', '暂停/恢复', 'Suspend / resume', 2],
          ['renew', '资质更新', 'Renew qualifications', 2],
        ],
      }),
      leaf('gys_supplier_black', '黑名单', 'Blacklist', '/purchar/supplier-black', { extra: approve }),
    ],
  },
  {
    code: 'master',
    name: '基础数据',
    nameEn: 'Master data',
    path: '/master',
    source: 'database',
    children: [
      leaf('cg_material', '物料', 'Materials', '/purchar/material', {
        extra: [['export', '导出', 'Export', 1]],
      }),
      leaf('cg_material_category', '物料分类', 'Material categories', '/purchar/material-category'),
      leaf('cg_commodity', '商品', 'Commodities', '/purchar/commodity'),
      leaf('kc_storehouse', '仓库', 'Storehouses', '/purchar/storehouse'),
      leaf('cg_delivery_address', '收货地址', 'Delivery addresses', '/purchar/delivery-address'),
      leaf('cg_report_config', '报表/审批配置', 'Approval settings', '/purchar/report-config'),
      leaf('cg_message', '消息', 'Messages', '/purchar/message', { crud: false }),
      leaf('cg_report', '报表', 'Reports', '/purchar/report', { crud: false }),
    ],
  },
  {
    code: 'system',
    name: '系统管理',
    nameEn: 'System',
    path: '/system',
    source: 'settings',
    children: [
      leaf('user', '用户管理', 'Users', '/system/user', {
        extra: [
          ['role', '角色配置', 'Assign roles', 1],
          ['reset', '密码重置', 'Reset password', 1],
        ],
      }),
      leaf('dept', '部门管理', 'Departments', '/system/dept'),
      leaf('post', '岗位管理', 'Posts', '/system/post'),
      leaf('role', '角色管理', 'Roles', '/system/role'),
      leaf('menu', '菜单管理', 'Menus', '/system/menu'),
      leaf('topmenu', '顶部菜单', 'Top menus', '/system/topmenu', {
        extra: [['setting', '菜单配置', 'Menu setup', 2]],
      }),
      leaf('dict', '字典管理', 'Dictionaries', '/dict-horizontal/index'),
      leaf('dict_tree', '字典树', 'Dictionary tree', '/dict-vertical/index'),
      leaf('dictbiz', '业务字典', 'Business dictionaries', '/system/dictbiz'),
      leaf('param', '参数管理', 'Parameters', '/system/param'),
      leaf('tenant', '租户管理', 'Tenants', '/system/tenant'),
      leaf('client', '应用管理', 'Clients', '/system/client'),
      leaf('region', '行政区划', 'Regions', '/system/region'),
      leaf('data_scope', '数据权限', 'Data scopes', '/authority/datascope', {
        crud: false,
        extra: [['setting', '权限配置', 'Setup', 2]],
      }),
      leaf('api_scope', '接口权限', 'API scopes', '/authority/apiscope', {
        crud: false,
        extra: [['setting', '权限配置', 'Setup', 2]],
      }),
    ],
  },
  {
    code: 'resource',
    name: '资源管理',
    nameEn: 'Resources',
    path: '/resource',
    source: 'hard-drive',
    children: [
      leaf('oss', '对象存储', 'Object storage', '/resource/oss', {
        extra: [['enable', '启用', 'Enable', 2]],
      }),
      leaf('sms', '短信配置', 'SMS', '/resource/sms', {
        extra: [
          ['enable', '启用', 'Enable', 2],
          ['send', '发送短信', 'Send', 2],
        ],
      }),
      leaf('attach', '附件管理', 'Attachments', '/resource/attach'),
    ],
  },
  {
    code: 'monitor',
    name: '日志管理',
    nameEn: 'Logs',
    path: '/monitor/log',
    source: 'scroll-text',
    children: [
      leaf('log_usual', '通用日志', 'General logs', '/monitor/log/usual', {
        crud: false,
        extra: [['view', '查看', 'View', 2]],
      }),
      leaf('log_api', '接口日志', 'API logs', '/monitor/log/api', {
        crud: false,
        extra: [['view', '查看', 'View', 2]],
      }),
      leaf('log_error', '错误日志', 'Error logs', '/monitor/log/error', {
        crud: false,
        extra: [['view', '查看', 'View', 2]],
      }),
    ],
  },
  {
    code: 'task',
    name: '任务调度',
    nameEn: 'Jobs',
    path: '/task',
    source: 'timer',
    children: [
      leaf('schedulejob', '定时任务', 'Scheduled jobs', '/task/schedulejob', {
        extra: [
          ['start', '启动', 'Start', 2],
          ['stop', '停止', 'Stop', 2],
          ['run', '执行一次', 'Run now', 2],
        ],
      }),
    ],
  },
  {
    code: 'work',
    name: '流程管理',
    nameEn: 'Workflow',
    path: '/work',
    source: 'workflow',
    children: [
      leaf('work_start', '发起事务', 'Start', '/work/start', {
        crud: false,
        // The processes started here (the leave request): apply, and approve or reject as its approver.
        extra: [
          ['submit', '提交申请', 'Apply', 1],
          ['approve', '审批申请', 'Approve', 2],
          ['reject', '驳回申请', 'Reject', 2],
        ],
      }),
      leaf('work_claim', '待签事务', 'To claim', '/work/claim', { crud: false }),
      leaf('work_todo', '待办事务', 'To do', '/work/todo', { crud: false }),
      leaf('work_send', '已发事务', 'Sent', '/work/send', { crud: false }),
      leaf('work_done', '办结事务', 'Done', '/work/done', { crud: false }),
    ],
  },
  {
    code: 'tool',
    name: '研发工具',
    nameEn: 'Developer tools',
    path: '/tool',
    source: 'wrench',
    children: [
      leaf('code', '代码生成', 'Code generator', '/tool/code', { extra: [['gen', '生成', 'Generate', 2]] }),
      leaf('datasource', '数据源管理', 'Data sources', '/tool/datasource'),
      leaf('report_list', '报表管理', 'Reports', '/tool/report', {
        crud: false,
        extra: [['delete', '删除', 'Delete', 3]],
      }),
    ],
  },
];

export const CRUD_BUTTONS: [string, string, string, number][] = [
  ['add', '新增', 'Add', 1],
  ['edit', '修改', 'Edit', 2],
  ['delete', '删除', 'Delete', 3],
  ['view', '查看', 'View', 2],
];

/**
 * Menus (with their buttons) that manage platform-wide data only the platform administrator may change; a new
 * tenant's administrator role is granted every menu except these.
 */
export const PLATFORM_MENU_CODES = [
  'tenant',
  'client',
  'menu',
  'dict',
  'dict_tree',
  'region',
  'data_scope',
  'api_scope',
  'code',
  'datasource',
];

/** A menu or button row of the seed, as blade_menu holds it (category 1 menu, 2 button). */
export interface SeedMenuRow {
  id: string;
  parentId: string;
  code: string;
  name: string;
  nameEn: string;
  path: string;
  source?: string;
  alias?: string;
  sort: number;
  category: 1 | 2;
  action?: number;
  isOpen?: 1 | 2;
}

/**
 * The tree as rows with fixed ids (1000001…, the same on every installation), buttons under their menu. Pure
 * data: the seed inserts these, and dev:mock answers `menu/routes` and `menu/buttons` from them.
 */
export function flattenMenus(tree: MenuSeed[]): SeedMenuRow[] {
  let n = 0;
  const nextId = () => String(1_000_000 + ++n);
  const rows: SeedMenuRow[] = [];
  const walk = (items: MenuSeed[], parentId: string) => {
    items.forEach((item, index) => {
      const id = nextId();
      rows.push({
        id,
        parentId,
        code: item.code,
        name: item.name,
        nameEn: item.nameEn,
        path: item.path,
        source: item.source ?? '',
        sort: index + 1,
        category: 1,
        isOpen: item.isOpen ?? 1,
      });
      const buttons = [...(item.crud ? CRUD_BUTTONS : []), ...(item.extra ?? [])];
      buttons.forEach(([suffix, name, nameEn, action], b) =>
        rows.push({
          id: nextId(),
          parentId: id,
          code: `${item.code}_${suffix}`,
          name,
          nameEn,
          alias: suffix,
          path: `${item.path}/${suffix}`,
          sort: b + 1,
          category: 2,
          action,
        }),
      );
      if (item.children) walk(item.children, id);
    });
  };
  walk(tree, '0');
  return rows;
}
