/** Chinese strings of the 仓库 screen; a section of the procurement bundle. storehouse-en.ts mirrors the keys. */
export const storehouseZh = {
  title: '仓库',
};
