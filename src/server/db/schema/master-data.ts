import { sql } from 'drizzle-orm';
import { date, index, integer, numeric, pgTable, text, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { audit, id, isDeleted, ref, tenantId } from './columns.ts';

/**
 * Procurement master data (purchar-master.yaml). Every table is tenant-owned; codes are unique among a tenant's
 * live rows (a deleted code may be used again). Prices and tax rates are numeric, read back as exact decimal
 * strings. `status` (from audit): 1 enabled, 0 disabled.
 */
const live = (t: { isDeleted: unknown }) => sql`${t.isDeleted} = 0`;

export const materialCategories = pgTable(
  'cg_materiel_category',
  {
    id: id(),
    tenantId: tenantId(),
    parentId: ref('parent_id').notNull().default('0'),
    // "0,<top id>,...,<parent id>": the subtree of a category is every row whose ancestors contain its id.
    ancestors: text('ancestors').notNull().default('0'),
    level: integer('level').notNull().default(1),
    categoryCode: varchar('category_code', { length: 64 }).notNull(),
    categoryName: varchar('category_name', { length: 100 }).notNull(),
    sort: integer('sort').notNull().default(0),
    remark: varchar('remark', { length: 500 }).notNull().default(''),
    ...audit,
    isDeleted: isDeleted(),
  },
  (t) => [
    uniqueIndex('cg_materiel_category_code_uq').on(t.tenantId, t.categoryCode).where(live(t)),
    index('cg_materiel_category_parent_idx').on(t.tenantId, t.parentId),
  ],
);

export const materials = pgTable(
  'cg_material',
  {
    id: id(),
    tenantId: tenantId(),
    materialCode: varchar('material_code', { length: 64 }).notNull(),
    materialName: varchar('material_name', { length: 100 }).notNull(),
    categoryId: ref('category_id').notNull(),
    spec: varchar('spec', { length: 200 }).notNull().default(''),
    // A material_unit dictionary key.
    unit: varchar('unit', { length: 32 }).notNull(),
    brand: varchar('brand', { length: 100 }).notNull().default(''),
    taxRate: numeric('tax_rate', { precision: 5, scale: 2 }).notNull().default('13'),
    referencePrice: numeric('reference_price', { precision: 18, scale: 4 }),
    isStock: integer('is_stock').notNull().default(1),
    remark: varchar('remark', { length: 500 }).notNull().default(''),
    ...audit,
    isDeleted: isDeleted(),
  },
  (t) => [
    uniqueIndex('cg_material_code_uq').on(t.tenantId, t.materialCode).where(live(t)),
    index('cg_material_category_idx').on(t.tenantId, t.categoryId),
  ],
);

export const commodities = pgTable(
  'cg_commodity',
  {
    id: id(),
    tenantId: tenantId(),
    commodityCode: varchar('commodity_code', { length: 64 }).notNull(),
    commodityName: varchar('commodity_name', { length: 100 }).notNull(),
    materialId: ref('material_id').notNull(),
    brand: varchar('brand', { length: 100 }).notNull().default(''),
    model: varchar('model', { length: 100 }).notNull().default(''),
    spec: varchar('spec', { length: 200 }).notNull().default(''),
    unit: varchar('unit', { length: 32 }).notNull(),
    // Tax-inclusive reference price.
    price: numeric('price', { precision: 18, scale: 4 }).notNull(),
    taxRate: numeric('tax_rate', { precision: 5, scale: 2 }).notNull(),
    // 1 contract price, 2 market price, 3 quotation.
    priceSource: integer('price_source').notNull().default(2),
    priceDate: date('price_date', { mode: 'string' }),
    validUntil: date('valid_until', { mode: 'string' }),
    remark: varchar('remark', { length: 500 }).notNull().default(''),
    ...audit,
    isDeleted: isDeleted(),
  },
  (t) => [
    uniqueIndex('cg_commodity_code_uq').on(t.tenantId, t.commodityCode).where(live(t)),
    index('cg_commodity_material_idx').on(t.tenantId, t.materialId),
  ],
);

export const deliveryAddresses = pgTable(
  'cg_delivery_address',
  {
    id: id(),
    tenantId: tenantId(),
    // The project department (blade_dept); null = usable by any project.
    projectId: ref('project_id'),
    receiverName: varchar('receiver_name', { length: 50 }).notNull(),
    receiverPhone: varchar('receiver_phone', { length: 20 }).notNull(),
    province: varchar('province', { length: 50 }).notNull().default(''),
    city: varchar('city', { length: 50 }).notNull().default(''),
    district: varchar('district', { length: 50 }).notNull().default(''),
    detailAddress: varchar('detail_address', { length: 200 }).notNull(),
    isDefault: integer('is_default').notNull().default(0),
    remark: varchar('remark', { length: 500 }).notNull().default(''),
    ...audit,
    isDeleted: isDeleted(),
  },
  (t) => [index('cg_delivery_address_project_idx').on(t.tenantId, t.projectId)],
);

export const storehouses = pgTable(
  'kc_storehouse',
  {
    id: id(),
    tenantId: tenantId(),
    storehouseCode: varchar('storehouse_code', { length: 64 }).notNull(),
    storehouseName: varchar('storehouse_name', { length: 100 }).notNull(),
    // A kc_storehouse_type dictionary key.
    storehouseType: varchar('storehouse_type', { length: 32 }).notNull(),
    projectId: ref('project_id'),
    address: varchar('address', { length: 200 }).notNull().default(''),
    keeperId: ref('keeper_id'),
    remark: varchar('remark', { length: 500 }).notNull().default(''),
    ...audit,
    isDeleted: isDeleted(),
  },
  (t) => [uniqueIndex('kc_storehouse_code_uq').on(t.tenantId, t.storehouseCode).where(live(t))],
);
