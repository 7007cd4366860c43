import { faker } from '@faker-js/faker';

/**
 * Faker recipes for the generated MSW mocks (orval `override.mock.properties`, used by orval.config.ts).
 *
 * Orval matches a key against each property's name and its path in the answer (`#.data.records.[].realName`):
 * a plain key matches one path from the root (`msg` is the envelope's message only), a `/regex/` key matches
 * names or paths anywhere, and the first matching key wins. Strings and numbers are written into the generated
 * code as literals; a function is written as its own source and called there, so every function below must be
 * self-contained and use nothing but `faker` (the generated files import the zh_CN faker under that name).
 *
 * Runtime shaping that depends on the request (page `records` length, `total`, `current`, `pages`; `data: null`
 * in status answers) lives in ./shape-answer.ts.
 */
export const mockProperties: Record<string, unknown> = {
  // The envelope of every success answer (BladeX: success is code === 200).
  success: true,
  code: 200,
  msg: '操作成功',

  '/(^|\\.)(tenantId|tenant_id)$/': '000000',
  // Long ids travel as strings; snowflake-sized like the real server's.
  // The mock user (src/mocks/seeded-menus.ts MOCK_USER_ID) created every record and is every bill's project
  // manager, so the owner's and the approver's actions are reachable on mock data.
  '/(^|\\.)(createUser|updateUser|projectManagerId)$/': '1',
  '/(^|\\.)(id|parentId|userId|user_id|deptId|dept_id|roleId|role_id|postId|menuId|attachId|datasourceId)$/':
    () => `1${faker.string.numeric(18)}`,
  '/(^|\\.)clientId$/': () => faker.helpers.arrayElement(['saber', 'sword', 'purchase-app']),
  // Every other id (materialId, deliveryAddressId, …) too, rather than the contract's one example id everywhere.
  '/(^|\\.)[a-z]\\w*Id$/': () => `1${faker.string.numeric(18)}`,
  // Document numbers and codes as people read them.
  '/(^|\\.)(needsNo|bizNo)$/': () =>
    `XQ${faker.date.recent({ days: 120 }).toISOString().slice(0, 10).replaceAll('-', '')}${faker.string.numeric(4)}`,
  '/(^|\\.)materialCode$/': () => `WZ${faker.string.numeric(7)}`,
  '/(^|\\.)commodityCode$/': () => `SP${faker.string.numeric(6)}`,
  '/(^|\\.)storehouseCode$/': () => `CK${faker.string.numeric(3)}`,
  '/(^|\\.)categoryCode$/': () => faker.string.numeric({ length: { min: 2, max: 6 } }),
  '/(^|\\.)(provinceCode|cityCode|districtCode|townCode|villageCode|parentCode)$/': () =>
    `31${faker.string.numeric(4)}`,
  '/(^|\\.)postCode$/': () =>
    faker.helpers.arrayElement(['ceo', 'manager', 'buyer', 'clerk', 'keeper', 'cashier']),
  '/(^|\\.)unit$/': () => faker.helpers.arrayElement(['t', 'm3', 'm', 'pcs', 'kg', '套']),
  '/(^|\\.)spec$/': () =>
    faker.helpers.arrayElement([
      'HRB400E Φ12',
      'P.O 42.5 散装',
      'C30',
      'YJV-0.6/1kV 4×25',
      'DN25 S5',
      '600×200×200',
    ]),
  '/(^|\\.)(brand|brandRequirement)$/': () =>
    faker.helpers.arrayElement(['沙钢', '海螺', '远东', '联塑', '宝钢', '']),
  '/(^|\\.)model$/': () => faker.helpers.arrayElement(['A 型', 'B 型', 'Z-200', '']),
  '/(^|\\.)usePart$/': () => faker.helpers.arrayElement(['1#楼 3层 梁板', '2#楼 基础', '地下室 外墙', '']),
  '/(^|\\.)technicalParams$/': () => faker.helpers.arrayElement(['符合 GB/T 1499.2', '出厂合格证齐全', '']),
  '/(^|\\.)(opinion|rejectReason|lastRejectReason)$/': () =>
    faker.helpers.arrayElement(['同意', '数量偏大，请核实', '请补充使用部位', '']),
  '/(^|\\.)province$/': () => faker.helpers.arrayElement(['上海市', '浙江省', '江苏省']),
  '/(^|\\.)city$/': () => faker.helpers.arrayElement(['上海市', '杭州市', '南京市']),
  '/(^|\\.)district$/': () => faker.helpers.arrayElement(['浦东新区', '西湖区', '鼓楼区']),
  '/(^|\\.)(detailAddress|fullAddress|deliveryAddress)$/': () =>
    faker.helpers.arrayElement(['张江路 1 号工地北门', '文三路 90 号项目部', '中山北路 200 号材料堆场']),
  '/(^|\\.)receiverPhone$/': () => faker.helpers.fromRegExp('1[3-9][0-9]{9}'),
  '/(^|\\.)(businessType|storehouseType)$/': () => faker.helpers.arrayElement(['1', '2']),
  '/(^|\\.)ancestors$/': () => `0,1${faker.string.numeric(18)}`,
  // Distinct within a list (React keys); the dictionaries the forms read come from the seed (dict.mocks.ts).
  '/(^|\\.)dictKey$/': () => String(faker.number.int({ min: 1, max: 99_999 })),
  '/(^|\\.)paramKey$/': () =>
    faker.helpers.arrayElement([
      'account.registerUser',
      'account.initPassword',
      'tenant.default.accountNumber',
    ]),
  // Menu icons: lucide names the sidebar knows.
  '/(^|\\.)source$/': () =>
    faker.helpers.arrayElement(['house', 'settings', 'database', 'clipboard-list', 'warehouse', 'wallet']),
  '/(^|\\.)code$/': () =>
    faker.helpers.arrayElement(['cg_needs', 'cg_material', 'kc_storehouse', 'user', 'dept', 'role', 'param']),
  // Tree nodes carry their id again as key and value.
  '/(^|\\.)(key|value)$/': () => `1${faker.string.numeric(18)}`,

  '/(^|\\.)(realName|real_name|nick_name|linkman)$/': () => faker.person.fullName(),
  '/(^|\\.)(account|user_name)$/': () =>
    faker.helpers.arrayElement([
      'zhangwei',
      'wangfang',
      'liqiang',
      'chenjing',
      'liuyang',
      'zhaolei',
      'admin',
    ]),
  '/(^|\\.)(phone|contactNumber)$/': () => faker.helpers.fromRegExp('1[3-9][0-9]{9}'),
  '/(^|\\.)email$/': () => faker.internet.email(),
  '/(^|\\.)expireTime$/': () => faker.date.soon({ days: 365 }).toISOString().slice(0, 19).replace('T', ' '),
  '/(^|\\.)(\\w*Time|time)$/': () =>
    faker.date.recent({ days: 120 }).toISOString().slice(0, 19).replace('T', ' '),
  '/(^|\\.)\\w*Date$/': () =>
    faker.date.between({ from: '2026-01-01', to: '2026-12-31' }).toISOString().slice(0, 10),
  '/(^|\\.)birthday$/': () =>
    faker.date.birthdate({ min: 20, max: 60, mode: 'age' }).toISOString().slice(0, 10),
  // No image URLs that would leave the page; an empty avatar shows the initials.
  '/(^|\\.)(avatar|backgroundUrl|url)$/': '',
  // Stored files: a same-origin download path of the contract's shape.
  '/(^|\\.)link$/': () => `/api/blade-resource/oss/endpoint/file/${faker.string.alphanumeric(24)}.pdf`,
  '/(^|\\.)image$/': () =>
    'data:image/svg+xml;base64,' +
    btoa(
      `<svg xmlns="http://www.w3.org/2000/svg" width="130" height="48"><rect width="130" height="48" fill="#f4f8ff"/>` +
        `<text x="20" y="33" font-family="Verdana" font-size="24" fill="#409eff">${faker.string.alphanumeric({ length: 4, casing: 'upper' })}</text></svg>`,
    ),
  '/(^|\\.)domain$/': () => faker.internet.domainName(),

  '/(^|\\.)(tenantName|fullName)$/': () => faker.company.name(),
  '/(^|\\.)deptName$/': () =>
    faker.helpers.arrayElement([
      '总公司',
      '华东区域',
      '华南区域',
      '上海项目部',
      '杭州项目部',
      '采购部',
      '财务部',
      '工程部',
    ]),
  '/(^|\\.)roleName$/': () =>
    faker.helpers.arrayElement([
      '超级管理员',
      '材料员',
      '项目经理',
      '总监',
      '区域经理',
      '经理',
      '采购主管',
      '采购员',
      '库管员',
      '财务',
    ]),
  '/(^|\\.)(role_name|roleAlias)$/': () =>
    faker.helpers.arrayElement([
      'administrator',
      'material_clerk',
      'project_manager',
      'director',
      'purchaser',
      'finance',
    ]),
  '/(^|\\.)postName$/': () =>
    faker.helpers.arrayElement([
      '董事长',
      '总经理',
      '项目经理',
      '采购专员',
      '材料员',
      '库管员',
      '会计',
      '出纳',
    ]),
  '/(^|\\.)provinceName$/': () => faker.location.state(),
  '/(^|\\.)(cityName|districtName|townName|villageName)$/': () => faker.location.city(),
  '/(^|\\.)address$/': () => faker.location.streetAddress(),
  '/(^|\\.)(remark|info|description)$/': () =>
    faker.helpers.arrayElement(['', '按月结算', '请尽快处理', '长期合作', '由采购部统一管理', '备用']),
  // Menu paths point at screens the client ships (DESIGN §10), so a mock sidebar leads somewhere.
  '/(^|\\.)path$/': () =>
    faker.helpers.arrayElement([
      '/wel/index',
      '/system/user',
      '/system/dept',
      '/system/role',
      '/system/menu',
      '/system/param',
      '/purchar/needs',
      '/purchase/contract',
      '/purchase/order',
      '/stock/stock-in',
    ]),
  '/(^|\\.)sexName$/': () => faker.helpers.arrayElement(['男', '女']),
  '/(^|\\.)(statusName|isOpenName)$/': () => faker.helpers.arrayElement(['正常', '停用']),
  '/(^|\\.)(dictValueEn|nameEn)$/': () =>
    faker.helpers.arrayElement(['Enabled', 'Disabled', 'Pending', 'Approved', 'Archived']),
  // Labels: short Chinese words rather than random Latin letters.
  '/(^|\\.)(title|name|dictValue|paramName|scopeName|\\w+Name)$/': () =>
    faker.helpers.arrayElement([
      '采购管理',
      '需求计划',
      '合同台账',
      '物料档案',
      '供应商管理',
      '仓库管理',
      '入库单',
      '付款申请',
      '系统设置',
      '数据字典',
      '工程材料',
      '办公用品',
    ]),
  '/(^|\\.)sort$/': () => faker.number.int({ min: 1, max: 99 }),
  // Codes: values every schema's enum (where the contract has one) accepts, not faker's random integers.
  '/(^|\\.)(status|sex|userType|category|isOpen|scopeType)$/': () => faker.helpers.arrayElement([1, 2]),
  '/(^|\\.)(isSealed|wxUser|wxEquipUser|isDeleted)$/': () => faker.helpers.arrayElement([0, 1]),
  '/(^|\\.)deptCategory$/': () => faker.helpers.arrayElement([1, 2, 3, 4]),
  // Both a menu button's position (0–3) and an approval record's action (1–8) accept these.
  '/(^|\\.)action$/': () => faker.helpers.arrayElement([1, 2, 3]),
  '/(^|\\.)alias$/': () => faker.helpers.arrayElement(['add', 'edit', 'delete', 'view', 'export']),
};

/** Per-tag refinements: in the user services `name` is a person's nickname. */
const personName = { mock: { properties: { '/(^|\\.)name$/': () => faker.person.fullName() } } };
export const mockTags = { user: personName, oauth: personName };
