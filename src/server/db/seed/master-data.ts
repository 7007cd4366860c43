import type { Tx } from '../database.ts';
import { deliveryAddresses, materialCategories, materials, storehouses } from '../schema/master-data.ts';

const TENANT = '000000';
/** Seed ids of the demo departments (seed.ts block 5): the Shanghai project department. */
const SHANGHAI_PROJECT = '5000003';

/** [id, parentId, code, name, sort]; ancestors and level follow from the parent. */
const CATEGORIES: [string, string, string, string, number][] = [
  ['40000001', '0', '01', '建筑材料', 1],
  ['40000002', '40000001', '0101', '钢材', 1],
  ['40000003', '40000001', '0102', '水泥及混凝土', 2],
  ['40000004', '40000001', '0103', '砌体材料', 3],
  ['40000005', '0', '02', '安装材料', 2],
  ['40000006', '40000005', '0201', '电线电缆', 1],
  ['40000007', '40000005', '0202', '管材管件', 2],
  ['40000008', '0', '03', '周转材料', 3],
];

/** [code, name, categoryId, spec, unit, brand, taxRate, referencePrice] */
const MATERIALS: [string, string, string, string, string, string, string, string][] = [
  ['WZ0101001', '热轧带肋钢筋', '40000002', 'HRB400E Φ12', 't', '沙钢', '13', '3850'],
  ['WZ0101002', '热轧带肋钢筋', '40000002', 'HRB400E Φ25', 't', '沙钢', '13', '3780'],
  ['WZ0101003', '热轧圆盘条', '40000002', 'HPB300 Φ8', 't', '宝钢', '13', '3920'],
  ['WZ0102001', '普通硅酸盐水泥', '40000003', 'P.O 42.5 散装', 't', '海螺', '13', '420'],
  ['WZ0102002', '商品混凝土', '40000003', 'C30', 'm3', '', '3', '465'],
  ['WZ0103001', '蒸压加气混凝土砌块', '40000004', '600×200×200', 'm3', '', '13', '255'],
  ['WZ0201001', '电力电缆', '40000006', 'YJV-0.6/1kV 4×25+1×16', 'm', '远东', '13', '96.5'],
  ['WZ0202001', 'PPR 给水管', '40000007', 'DN25 S5', 'm', '联塑', '13', '8.2'],
  ['WZ0301001', '木模板', '40000008', '1830×915×15', 'pcs', '', '13', '58'],
];

/** Demo master data for the platform tenant, so the demand-bill screens have something to pick from. */
export async function seedMasterData(tx: Tx) {
  const byId = new Map<string, { ancestors: string; level: number }>();
  await tx.insert(materialCategories).values(
    CATEGORIES.map(([id, parentId, categoryCode, categoryName, sort]) => {
      const parent = byId.get(parentId);
      const place = parent
        ? { ancestors: `${parent.ancestors},${parentId}`, level: parent.level + 1 }
        : { ancestors: '0', level: 1 };
      byId.set(id, place);
      return { id, tenantId: TENANT, parentId, categoryCode, categoryName, sort, ...place };
    }),
  );
  await tx.insert(materials).values(
    MATERIALS.map(
      ([materialCode, materialName, categoryId, spec, unit, brand, taxRate, referencePrice], i) => ({
        id: String(41_000_001 + i),
        tenantId: TENANT,
        materialCode,
        materialName,
        categoryId,
        spec,
        unit,
        brand,
        taxRate,
        referencePrice,
      }),
    ),
  );
  await tx.insert(storehouses).values([
    {
      id: '42000001',
      tenantId: TENANT,
      storehouseCode: 'CK001',
      storehouseName: '集团中心仓库',
      storehouseType: '1',
      address: '上海市嘉定区安亭镇墨玉路 88 号',
    },
    {
      id: '42000002',
      tenantId: TENANT,
      storehouseCode: 'CK002',
      storehouseName: '上海一号项目仓库',
      storehouseType: '2',
      projectId: SHANGHAI_PROJECT,
      address: '上海市浦东新区张江路 1 号工地',
    },
  ]);
  await tx.insert(deliveryAddresses).values([
    {
      id: '43000001',
      tenantId: TENANT,
      projectId: SHANGHAI_PROJECT,
      receiverName: '王建国',
      receiverPhone: '13800138000',
      province: '上海市',
      city: '上海市',
      district: '浦东新区',
      detailAddress: '张江路 1 号工地北门',
      isDefault: 1,
    },
    {
      id: '43000002',
      tenantId: TENANT,
      projectId: SHANGHAI_PROJECT,
      receiverName: '李明',
      receiverPhone: '13900139000',
      province: '上海市',
      city: '上海市',
      district: '浦东新区',
      detailAddress: '张江路 1 号工地材料堆场',
    },
  ]);
}
