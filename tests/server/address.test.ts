import { describe, expect, it } from 'vitest';
import { deliveryAddresses } from '../../src/server/db/schema/master-data.ts';
import { joinRegionPath } from '../../src/server/domain/address.ts';
import { namesOf } from '../../src/server/lib/names.ts';
import { createTestApp } from './support/test-app.ts';

// Issue 18 item 17: a municipality is province and city at once; its address must not read 上海市上海市.
describe('joinRegionPath', () => {
  it('names a municipality once', () => {
    expect(joinRegionPath(['上海市', '上海市', '浦东新区'], '世纪大道100号')).toBe(
      '上海市浦东新区世纪大道100号',
    );
    expect(joinRegionPath(['北京市', '市辖区', '朝阳区'], '建国路1号')).toBe('北京市朝阳区建国路1号');
  });

  it('joins a province, city and district in order, skipping empty levels', () => {
    expect(joinRegionPath(['江苏省', '南京市', '鼓楼区'], '中山路1号')).toBe('江苏省南京市鼓楼区中山路1号');
    expect(joinRegionPath(['江苏省', '', null], '中山路1号')).toBe('江苏省中山路1号');
    expect(joinRegionPath([], '')).toBe('');
  });

  it('does not repeat a region the street already starts with', () => {
    expect(joinRegionPath(['上海市', '上海市', '浦东新区'], '上海市浦东新区世纪大道100号')).toBe(
      '上海市浦东新区世纪大道100号',
    );
  });
});

describe('addresses on document pages (namesOf)', () => {
  it('name a municipality once, as the delivery-address screen does', async () => {
    const ctx = await createTestApp();
    try {
      const db = ctx.database.db;
      await db.insert(deliveryAddresses).values({
        id: '77001',
        tenantId: '000000',
        receiverName: '张三',
        receiverPhone: '13800000000',
        province: '上海市',
        city: '上海市',
        district: '浦东新区',
        detailAddress: '世纪大道100号',
      });
      const { addresses } = await namesOf(db, '000000', { addresses: ['77001'] });
      expect(addresses.get('77001')).toBe('上海市浦东新区世纪大道100号');
      expect((await namesOf(db, '000001', { addresses: ['77001'] })).addresses.size).toBe(0);
    } finally {
      await ctx.close();
    }
  });
});
