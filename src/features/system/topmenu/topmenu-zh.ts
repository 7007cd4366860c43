/** Chinese strings of the topmenu screens; a section of the system bundle (system-zh.ts). topmenu-en.ts mirrors the keys. */
export const topmenuZh = {
  title: '顶部菜单',
  name: '菜单名称',
  code: '菜单编号',
  source: '菜单图标',
  path: '菜单路径',
  sort: '菜单排序',
  nameRequired: '请输入菜单名称',
  codeRequired: '请输入菜单编号',
  sortRequired: '请输入菜单排序',
  pathHint: '点击顶部菜单时打开的页面（可不填）',
  setting: '菜单配置',
  settingTitle: '菜单配置: {name}',
  settingDescription: '勾选的菜单会在选中此顶部菜单时出现在侧边栏',
  menus: '菜单',
  settingSaved: '配置成功',
};
