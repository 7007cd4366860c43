import type { Names } from '../../lib/code-names.ts';

/** Stock's own refusals (stock.yaml), merged into MessageKey; the storehouse and material guards say theirs here too. */
export const STOCK_MESSAGES = {
  stockPurchaseFromOrder: {
    zh: '采购入库从采购订单生成(采购订单 → 入库),且生成即入账,不能在此新增、修改、删除或确认',
    en: 'A purchase receipt is created from its order (Purchase orders → Receive) and posted at once; it cannot be added, edited, deleted or posted here',
  },
  receiptOrderRequired: {
    zh: 'orderId: 采购入库请选择采购订单',
    en: 'orderId: choose the order to receive against',
  },
  receiptOrderNotOpen: {
    zh: 'orderId: 订单 {0} 当前为{1},不能入库(只有待到货、部分到货的订单可以入库)',
    en: 'orderId: the order {0} is {1}; only orders awaiting or partly delivered take receipts',
  },
  receiptLineNotOfOrder: {
    zh: 'items.{0}.orderItemId: 不是订单 {1} 的明细: {2}',
    en: 'items.{0}.orderItemId: {2} is not a line of the order {1}',
  },
  receiptLineRepeated: {
    zh: 'items.{0}.orderItemId: 订单明细在本次入库中重复: {1}',
    en: 'items.{0}.orderItemId: the order line {1} appears twice',
  },
  receiptArrivalMismatch: {
    zh: 'items.{0}.arrivalQty: 到货数量 {1} 应等于合格数量 {2} 加拒收数量 {3}',
    en: 'items.{0}.arrivalQty: the arrival {1} must equal the accepted {2} plus the rejected {3}',
  },
  receiptNothingAccepted: {
    zh: 'items: 没有合格入库的数量,请至少填写一行合格数量',
    en: 'items: nothing was accepted; enter an accepted quantity on at least one line',
  },
  receiptAboveRemaining: {
    zh: 'items.{0}.qty: 第 {1} 行 {2} 超出剩余可入库数量 {3}: 本次合格 {4}',
    en: 'items.{0}.qty: line {1} {2} exceeds remaining {3}: {4} accepted',
  },
  stockPhotoType: {
    zh: 'file: 入库照片只能是 JPEG、PNG 或 WebP 图片(按文件内容判断): {0}',
    en: 'file: a receipt photo must be a JPEG, PNG or WebP picture (judged by its content): {0}',
  },
  stockPhotoSize: {
    zh: 'file: 入库照片 {0} 超过 {1} MB',
    en: 'file: the receipt photo {0} is larger than {1} MB',
  },
  stockPhotoCount: {
    zh: 'photoIds: 一张入库单最多 {0} 张照片',
    en: 'photoIds: a stock-in takes at most {0} photos',
  },
  stockPhotoUnknown: {
    zh: 'photoIds.{0}: 照片不存在、已删除、重复或不属于本租户: {1}',
    en: 'photoIds.{0}: no such photo in your tenant (or named twice): {1}',
  },
  stockPhotoNotPicture: {
    zh: 'photoIds.{0}: 文件 {1} 不是图片,不能作为入库照片',
    en: 'photoIds.{0}: the file {1} is not a picture and cannot be a receipt photo',
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
