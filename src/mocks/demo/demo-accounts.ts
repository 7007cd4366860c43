/**
 * The demo build's seeded users: one per role of the approval chain, all in the platform tenant 000000 with one
 * password, so QA can walk a flow alone. Listed on the demo's login page. Data only: the login page's panel
 * imports this without pulling in the database.
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
