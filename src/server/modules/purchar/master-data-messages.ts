import type { Names } from '../../lib/code-names.ts';

/**
 * Procurement master data (purchar-master.yaml): material categories, materials, commodities and storehouses
 * (merged into MessageKey).
 */
export const MASTER_DATA_MESSAGES = {
  categoryCodeTaken: { zh: '物料分类编码已存在: {0}', en: 'The material category code {0} already exists' },
  categoryMissing: {
    zh: '物料分类不存在或不属于本租户: {0}',
    en: 'No such material category in your tenant: {0}',
  },
  categoryHasChildren: {
    zh: '物料分类下还有子分类,不能删除: {0}',
    en: 'The category {0} still has sub-categories; delete or move them first',
  },
  categoryHasMaterials: {
    zh: '物料分类下还有物料,不能删除: {0}',
    en: 'The category {0} still has materials; move or delete them first',
  },
  materialCodeTaken: { zh: '物料编码已存在: {0}', en: 'The material code {0} already exists' },
  materialMissing: { zh: '物料不存在或不属于本租户: {0}', en: 'No such material in your tenant: {0}' },
  materialDisabled: {
    zh: '物料已停用,不能使用: {0}',
    en: 'These materials are disabled and cannot be used: {0}',
  },
  materialInUse: {
    zh: '物料已被商品或单据使用,不能删除,请改为停用: {0}',
    en: 'The material {0} is used by commodities or documents; disable it instead of deleting it',
  },
  commodityCodeTaken: { zh: '商品编码已存在: {0}', en: 'The commodity code {0} already exists' },
  validUntilBeforePriceDate: {
    zh: 'validUntil: 有效期不能早于价格日期',
    en: 'validUntil: the end of validity cannot be before the price date',
  },
  storehouseCodeTaken: { zh: '仓库编码已存在: {0}', en: 'The storehouse code {0} already exists' },
  keeperMissing: {
    zh: '库管员不存在或不属于本租户: {0}',
    en: 'No such user in your tenant to keep the storehouse: {0}',
  },
} as const satisfies Record<string, Names>;
