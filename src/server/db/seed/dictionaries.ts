/** System dictionaries: [code, name, English name, entries as [key, value, English value]]. */
export type DictSeed = [string, string, string, [string, string, string][]];

export const SYSTEM_DICTS: DictSeed[] = [
  [
    'sex',
    '性别',
    'Sex',
    [
      ['1', '男', 'Male'],
      ['2', '女', 'Female'],
      ['3', '未知', 'Unknown'],
    ],
  ],
  [
    'notice',
    '通知类型',
    'Notice type',
    [
      ['1', '发布通知', 'Announcement'],
      ['2', '批转通知', 'Forwarded approval'],
      ['3', '转发通知', 'Forwarded notice'],
      ['4', '指示通知', 'Instruction'],
      ['5', '任免通知', 'Appointment'],
      ['6', '事务通知', 'Business notice'],
    ],
  ],
  [
    'menu_category',
    '菜单类型',
    'Menu category',
    [
      ['1', '菜单', 'Menu'],
      ['2', '按钮', 'Button'],
    ],
  ],
  [
    'button_func',
    '按钮功能',
    'Button position',
    [
      ['1', '工具栏', 'Toolbar'],
      ['2', '操作栏', 'Row'],
      ['3', '工具操作栏', 'Toolbar and row'],
    ],
  ],
  [
    'yes_no',
    '是否',
    'Yes/No',
    [
      ['1', '否', 'No'],
      ['2', '是', 'Yes'],
    ],
  ],
  [
    'data_scope_type',
    '数据权限',
    'Data scope type',
    [
      ['1', '全部可见', 'All'],
      ['2', '本人可见', 'Own'],
      ['3', '所在机构可见', 'Own department'],
      ['4', '所在机构及子级可见', 'Own department and below'],
      ['5', '自定义', 'Custom'],
    ],
  ],
  [
    'api_scope_type',
    '接口权限',
    'API scope type',
    [
      ['1', '系统接口', 'System'],
      ['2', '业务接口', 'Business'],
    ],
  ],
  [
    'post_category',
    '岗位类型',
    'Post category',
    [
      ['1', '高层', 'Senior'],
      ['2', '中层', 'Middle'],
      ['3', '基层', 'Staff'],
      ['4', '其他', 'Other'],
    ],
  ],
  [
    'region',
    '行政区划',
    'Region level',
    [
      ['0', '国家', 'Country'],
      ['1', '省份/直辖市', 'Province'],
      ['2', '地市', 'City'],
      ['3', '区县', 'District'],
      ['4', '乡镇', 'Town'],
      ['5', '村委', 'Village'],
    ],
  ],
  [
    'dept_category',
    '机构类型',
    'Department category',
    [
      ['1', '公司', 'Company'],
      ['2', '区域', 'Area'],
      ['3', '项目部', 'Project department'],
      ['4', '部门', 'Department'],
    ],
  ],
  [
    'pay_content',
    '付款内容',
    'Payment content',
    [
      ['1', '预付款', 'Advance payment'],
      ['2', '进度款', 'Progress payment'],
      ['3', '到货款', 'Payment on delivery'],
      ['4', '结算款', 'Settlement payment'],
      ['5', '质保金', 'Retention money'],
    ],
  ],
  [
    'cw_pay_method',
    '付款方式',
    'Payment method',
    [
      ['1', '银行转账', 'Bank transfer'],
      ['2', '银行承兑汇票', "Banker's acceptance"],
      ['3', '商业承兑汇票', 'Commercial acceptance'],
      ['4', '现金', 'Cash'],
      ['9', '其他', 'Other'],
    ],
  ],
  [
    'cw_invoice_type',
    '发票类型',
    'Invoice type',
    [
      ['1', '增值税专用发票', 'VAT special invoice'],
      ['2', '增值税普通发票', 'VAT ordinary invoice'],
      ['3', '数电票(专用发票)', 'Digital invoice (special)'],
      ['4', '数电票(普通发票)', 'Digital invoice (ordinary)'],
    ],
  ],
  [
    'currency',
    '币种',
    'Currency',
    [
      ['CNY', '人民币', 'Chinese yuan'],
      ['USD', '美元', 'US dollar'],
      ['EUR', '欧元', 'Euro'],
      ['HKD', '港币', 'Hong Kong dollar'],
    ],
  ],
  [
    'plan_type',
    '计划类型',
    'Plan type',
    [
      ['1', '月度计划', 'Monthly plan'],
      ['2', '季度计划', 'Quarterly plan'],
      ['3', '年度计划', 'Annual plan'],
      ['4', '临时计划', 'Ad hoc plan'],
    ],
  ],
  [
    'material_unit',
    '计量单位',
    'Unit of measure',
    [
      ['t', '吨', 'tonne'],
      ['kg', '千克', 'kilogram'],
      ['m', '米', 'metre'],
      ['m2', '平方米', 'square metre'],
      ['m3', '立方米', 'cubic metre'],
      ['pcs', '个', 'piece'],
      ['set', '套', 'set'],
      ['box', '箱', 'box'],
      ['bag', '袋', 'bag'],
      ['roll', '卷', 'roll'],
    ],
  ],
  [
    'kc_storehouse_type',
    '仓库类型',
    'Storehouse type',
    [
      ['1', '中心仓库', 'Central warehouse'],
      ['2', '项目仓库', 'Project warehouse'],
      ['3', '临时仓库', 'Temporary store'],
    ],
  ],
  // Appended, not inserted: seed ids are sequential, so existing rows keep theirs.
  [
    'user_type',
    '用户平台',
    'User platform',
    [
      ['1', 'WEB', 'Web'],
      ['2', 'APP', 'App'],
      ['3', '其他', 'Other'],
    ],
  ],
  [
    'purchar_type',
    '采购方式',
    'Purchase method',
    [
      ['1', '招标采购', 'Tender'],
      ['2', '询比价', 'Request for quotation'],
      ['3', '竞争性谈判', 'Competitive negotiation'],
      ['4', '单一来源', 'Single source'],
      ['5', '框架协议下单', 'Framework agreement order'],
      ['6', '零星采购', 'Petty purchase'],
    ],
  ],
  [
    'business_type',
    '业务类型',
    'Business type',
    [
      ['1', '材料采购', 'Materials'],
      ['2', '设备采购', 'Equipment'],
      ['3', '周转材料租赁', 'Formwork and scaffolding hire'],
      ['4', '劳务分包', 'Labour subcontract'],
      ['5', '专业分包', 'Specialist subcontract'],
      ['6', '服务采购', 'Services'],
    ],
  ],
  [
    'gys_supplier_type',
    '供应商类型',
    'Supplier type',
    [
      ['1', '生产厂家', 'Manufacturer'],
      ['2', '贸易商', 'Trader'],
      ['3', '服务商', 'Service provider'],
      ['4', '劳务分包', 'Labour subcontractor'],
    ],
  ],
  [
    'gys_qual_type',
    '资质类型',
    'Qualification type',
    [
      ['BUSINESS_LICENSE', '营业执照', 'Business licence'],
      ['SAFETY', '安全生产许可证', 'Work safety licence'],
      ['PRODUCTION', '生产许可证', 'Production licence'],
      ['ISO9001', 'ISO9001 质量体系认证', 'ISO 9001 certificate'],
      ['CCC', '3C 认证', 'CCC certificate'],
    ],
  ],
  [
    'kc_stock_in_type',
    '其他入库类型',
    'Other stock-in type',
    [
      ['1', '盘盈', 'Stock-take surplus'],
      ['2', '退库', 'Return to store'],
      ['3', '调拨入', 'Transfer in'],
      ['4', '甲供', 'Owner-supplied'],
      ['9', '其他', 'Other'],
    ],
  ],
  [
    'kc_stock_out_type',
    '出库类型',
    'Stock-out type',
    [
      ['1', '领用', 'Issue to use'],
      ['2', '调拨出', 'Transfer out'],
      ['3', '报废', 'Scrapped'],
      ['4', '盘亏', 'Stock-take shortage'],
      ['5', '退货', 'Return to supplier'],
      ['9', '其他', 'Other'],
    ],
  ],
];

export const POSTS: [string, string, number][] = [
  ['ceo', '首席执行官', 1],
  ['coo', '首席运营官', 1],
  ['cfo', '首席财务官', 1],
  ['cto', '首席技术官', 1],
  ['cio', '首席信息官', 1],
  ['pm', '技术经理', 2],
  ['hrm', '人力经理', 2],
  ['staff', '普通员工', 3],
];

/** [alias, name]: the platform super-user, a plain user, and the procurement roles of the approval chain. */
export const ROLES: [string, string][] = [
  ['administrator', '超级管理员'],
  ['user', '用户'],
  ['material_clerk', '材料员'],
  ['project_manager', '项目经理'],
  ['director', '总监'],
  ['area_manager', '区域经理'],
  ['manager', '经理'],
  ['purchase_admin', '采购主管'],
  ['purchaser', '采购员'],
  ['warehouse_keeper', '库管员'],
  ['finance', '财务'],
];
