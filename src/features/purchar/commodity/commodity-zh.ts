/** Chinese strings of the 商品 screen; a section of the procurement bundle. commodity-en.ts mirrors the keys. */
export const commodityZh = {
  title: '商品',
};
