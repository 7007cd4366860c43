import type { Names } from '../../lib/code-names.ts';

/** Stock's own refusals (stock.yaml), merged into MessageKey; the storehouse and material guards say theirs here too. */
export const STOCK_MESSAGES = {
  stockPurchaseWithOrders: {
    zh: '采购入库待订单功能接入',
    en: 'Purchase receiving arrives with orders',
  },
  stockInsufficient: {
    zh: 'items.{0}.qty: 物料 {1} 库存不足: 当前库存 {2},本次出库 {3}',
    en: 'items.{0}.qty: not enough {1} in stock: {2} held, {3} to issue',
  },
  stockPosted: {
    zh: '单据已确认,不能再修改或删除;更正请另做一张其他入库或其他出库单',
    en: 'The document is posted and can no longer change; correct it with another stock-in or stock-out',
  },
  stockNoLines: { zh: 'items: 单据没有明细,不能确认', en: 'items: the document has no lines to post' },
  stockIdRequired: { zh: 'id: 修改时必须指明单据', en: 'id: name the document to edit' },
  stockStorehouseUnusable: {
    zh: 'storehouseId: 仓库不存在、已停用或不属于本租户: {0}',
    en: 'storehouseId: no enabled storehouse {0} in your tenant',
  },
  stockLineNotOfDoc: {
    zh: 'items.{0}.id: 不是本单据的明细: {1}',
    en: 'items.{0}.id: {1} is not a line of this document',
  },
  stockLineMaterialMissing: {
    zh: 'items.{0}.materialId: 物料不存在或不属于本租户: {1}',
    en: 'items.{0}.materialId: no such material in your tenant: {1}',
  },
  stockLineMaterialDisabled: {
    zh: 'items.{0}.materialId: 物料已停用,不能出入库: {1}',
    en: 'items.{0}.materialId: the material {1} is disabled and cannot move',
  },
  stockLineMaterialNotStocked: {
    zh: 'items.{0}.materialId: 物料 {1} 不做库存管理',
    en: 'items.{0}.materialId: the material {1} is not kept in stock',
  },
  stockDateFuture: {
    zh: '{0}: 日期不能晚于今天: {1}',
    en: '{0}: the day may not be after today: {1}',
  },
  stockOtherTypeRequired: {
    zh: 'otherType: 请选择出入库类型',
    en: 'otherType: choose the kind of movement',
  },
  stockIssueFieldRequired: {
    zh: '{0}: 领用出库必须填写领用单位、领用人和使用部位',
    en: '{0}: an issue to a project use needs the receiving unit, the receiver and the use part',
  },
  storehouseHasStock: {
    zh: '仓库 {0} 尚有库存,不能停用或删除',
    en: 'The storehouse {0} still holds stock; it cannot be disabled or deleted',
  },
  materialHasMovements: {
    zh: '物料 {0} 已有出入库记录,不能删除(可停用)',
    en: 'The material {0} has stock movements; it cannot be deleted (disable it instead)',
  },
} as const satisfies Record<string, Names>;
