import { configure, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getGetMenuButtonsMockHandler } from '@/api/generated/blade-system/endpoints/menu/menu.msw';
import {
  getCreateOrderStockInMockHandler,
  getGetOrderDetailMockHandler,
  getGetOrderDetailResponseMock,
  getUploadOrderStockInPhotoMockHandler,
} from '@/api/generated/purchase-contract/endpoints/cg-order-info/cg-order-info.msw';
import {
  getGetStockInMaterialPagesMockHandler,
  getGetStockInResponseMock,
} from '@/api/generated/stock/endpoints/kc-stock-in/kc-stock-in.msw';
import type { StockMaterial } from '@/api/generated/stock/model';
import { mocks } from '@/features/stock/stock.mocks';
import { server } from '../../msw-server';
import { renderApp } from '../../render-app';
import { menuNode, signInAsMockAdmin } from '../../support/mock-session';

configure({ asyncUtilTimeout: 15_000 });
vi.setConfig({ testTimeout: 90_000 });

// 采购入库's photos and note: picked pictures are uploaded at once and shown as thumbnails that can be taken out,
// the receipt sends their attachIds and the note, a refused upload says why, and the detail shows the photos
// as thumbnails that open the full picture.

const ok = <T,>(data: T) => ({ code: 200, success: true, msg: '操作成功', data });
const line: StockMaterial = {
  materialId: '41000001',
  materialCode: 'WZ0101001',
  materialName: '热轧带肋钢筋',
  spec: 'HRB400E Φ12',
  unit: 't',
  unitName: '吨',
  stockQty: 0,
  avgCost: 0,
  orderItemId: '7001',
  orderQty: 100,
  receivedQty: 0,
  closedQty: 0,
  remainingQty: 100,
  unitPrice: 3880,
  taxRate: 13,
};
let sent: Record<string, unknown> | undefined;
let uploads = 0;
const PICKED = ['到货钢筋.jpg', '送货单.jpg'];

beforeEach(() => {
  sent = undefined;
  uploads = 0;
  signInAsMockAdmin();
  const order = getGetOrderDetailResponseMock();
  server.use(
    getGetMenuButtonsMockHandler(
      ok([menuNode('kc_stock_in', [menuNode('kc_stock_in_view'), menuNode('kc_stock_in_add')])]),
    ),
    getGetOrderDetailMockHandler({ ...order, data: { ...order.data, id: '9001', storehouseId: '42000002' } }),
    getGetStockInMaterialPagesMockHandler(ok({ records: [line], total: 1, size: 500, current: 1, pages: 1 })),
    // jsdom's multipart bodies are not read back here: the answers name the pictures in the order picked.
    getUploadOrderStockInPhotoMockHandler(() => {
      uploads += 1;
      const fileName = PICKED[uploads - 1] ?? 'photo.jpg';
      return ok({ attachId: String(8000 + uploads), fileName, link: `data:image/jpeg;base64,${uploads}` });
    }),
    getCreateOrderStockInMockHandler(async ({ request }) => {
      sent = (await request.json()) as Record<string, unknown>;
      const body = getGetStockInResponseMock();
      return { ...body, data: { ...body.data, id: '5001', stockInType: 1, status: 1, photos: [] } };
    }),
  );
});
afterEach(() => server.resetHandlers());

const jpeg = (name: string) =>
  new File([new Uint8Array([0xff, 0xd8, 0xff, 0xe0])], name, { type: 'image/jpeg' });

describe('photos on a purchase receipt', () => {
  it('uploads, shows, removes and sends photos with the note', async () => {
    const { user } = await renderApp('/stock/stock-in/receive?orderId=9001');
    const arrival = await screen.findByLabelText('热轧带肋钢筋 到货数量');
    const input = document.querySelector<HTMLInputElement>('input[type=file]')!;
    await user.upload(input, jpeg('到货钢筋.jpg'));
    await screen.findByAltText('到货钢筋.jpg');
    await user.upload(input, jpeg('送货单.jpg'));
    await screen.findByAltText('送货单.jpg');
    // Role queries over the whole shell are slow in jsdom: labels and alt texts name the same things.
    await user.click(screen.getByLabelText('移除照片 到货钢筋.jpg'));
    await waitFor(() => expect(screen.queryByAltText('到货钢筋.jpg')).toBeNull());

    await user.type(screen.getByLabelText('验收备注'), '两捆有锈迹');
    await user.type(arrival, '60');
    await user.click(screen.getByText('确认入库', { selector: 'button' }));
    await waitFor(() => expect(sent).toBeDefined());
    expect(sent!.remark).toBe('两捆有锈迹');
    expect(sent!.photoIds).toEqual(['8002']);
  });

  it('says why an upload was refused and keeps the list as it was', async () => {
    server.use(...mocks.scenarios['photo-refused']());
    const { user } = await renderApp('/stock/stock-in/receive?orderId=9001');
    await screen.findByLabelText('热轧带肋钢筋 到货数量');
    const input = document.querySelector<HTMLInputElement>('input[type=file]')!;
    await user.upload(input, jpeg('送货单.jpg'));
    await screen.findByText(/入库照片只能是 JPEG、PNG 或 WebP 图片/);
    expect(screen.queryByRole('list', { name: '到货照片' })).toBeNull();
  });
});

describe('a receipt’s detail', () => {
  it('shows the photos as thumbnails opening the full picture', async () => {
    server.use(...mocks.scenarios.receipt());
    await renderApp('/stock/stock-in/5001');
    const photos = await screen.findByRole('list', { name: '到货照片' });
    const open = within(photos).getByRole('link', { name: '查看原图 送货单.png' });
    expect(open.getAttribute('href')).toMatch(/^data:image\/svg\+xml/);
    expect(within(photos).getAllByRole('img')).toHaveLength(2);
  });

  it('says when a receipt has no photos', async () => {
    server.use(...mocks.scenarios['receipt-no-photos']());
    await renderApp('/stock/stock-in/5001');
    await screen.findByText('没有照片');
  });
});
