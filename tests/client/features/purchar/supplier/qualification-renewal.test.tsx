import { configure, screen, waitFor, within } from '@testing-library/react';
import { http as mswHttp, HttpResponse } from 'msw';
import { toast } from 'sonner';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SupplierDetail, SupplierHeader } from '@/api/generated/purchar-supplier/model';
import { server } from '../../../msw-server';
import { attachments } from '@/server/db/schema/resources';
import { sniffFileType } from '@/server/domain/file-type';
import { renderApp } from '../../../render-app';
import { apiFor, signInAs } from '../../../support/fixtures';
import { startRealBackend, type RealBackend } from '../../../support/real-backend';

configure({ asyncUtilTimeout: 5000 });
vi.setConfig({ testTimeout: 90_000, hookTimeout: 120_000 });

// 资质更新 against the real server with the demo data: GYS0003's business licence ends 20 days after the seed, so it
// is on the expiry list. The purchase admin 周主管 renews it from the supplier's detail; a purchaser only reads.

let backend: RealBackend;

beforeAll(async () => {
  backend = await startRealBackend();
});
afterAll(() => backend.close());
beforeEach(() => backend.serve());
afterEach(() => {
  toast.dismiss();
  vi.restoreAllMocks();
});

const JPEG = new Uint8Array([
  0xff,
  0xd8,
  0xff,
  0xe0,
  0x00,
  0x10,
  0x4a,
  0x46,
  0x49,
  0x46,
  ...new Array(64).fill(0),
]);

/**
 * jsdom's File does not survive into the server (its `instanceof File` is jsdom's), so put-file's storing is played
 * here: the file the test means (queued before each upload) is recorded as put-file records it — the type sniffed
 * from its bytes — and answered as put-file answers. Put-file itself is covered by the server tests.
 */
const uploads: { name: string; bytes: Uint8Array }[] = [];
let nextAttachId = 9_990_001;
function serveUploads() {
  server.use(
    mswHttp.post('*/blade-resource/oss/endpoint/put-file', async () => {
      const file = uploads.shift()!;
      const kind = sniffFileType(file.bytes)!;
      const id = String(nextAttachId++);
      const name = `renewal-test-${id}.${kind.extension}`;
      await backend.db.insert(attachments).values({
        id,
        tenantId: '000000',
        name,
        originalName: file.name,
        extension: kind.extension,
        contentType: kind.contentType,
        attachSize: file.bytes.length,
      });
      return HttpResponse.json({
        code: 200,
        success: true,
        msg: '操作成功',
        data: { link: '', domain: '', name, originalName: file.name, attachId: id },
      });
    }),
  );
}

async function gys0003(): Promise<string> {
  const api = await apiFor(backend, 'buyer_admin');
  const page = await api.get<{ records: SupplierHeader[] }>(
    '/purchar/gys-supplier/pages?supplierCode=GYS0003',
  );
  return page.records[0]!.id;
}

describe('资质更新 on the supplier detail', () => {
  it('is not offered to a purchaser', async () => {
    const id = await gys0003();
    await signInAs(backend, 'buyer');
    await renderApp(`/purchar/supplier/${id}`);
    await screen.findByRole('table', { name: '资质' });
    expect(screen.queryByRole('button', { name: '资质更新' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^更新证书/ })).not.toBeInTheDocument();
  });

  it('replaces the expiring licence: refusals show under their field, the old one moves to the history', async () => {
    const id = await gys0003();
    await signInAs(backend, 'buyer_admin');
    const { user } = await renderApp(`/purchar/supplier/${id}`);
    const current = await screen.findByRole('table', { name: '资质' });
    const opener = within(current).getByRole('button', { name: '更新证书 91330100MA27Y6HJ9D' });
    await user.click(opener);
    const dialog = await screen.findByRole('dialog', { name: '更新证书 91330100MA27Y6HJ9D' });
    expect(within(dialog).getByLabelText('资质类型')).toHaveValue('营业执照');

    // Nothing filled in: the number and the scan are asked for.
    await user.click(within(dialog).getByRole('button', { name: '保存' }));
    expect(await within(dialog).findByText('请填写证书编号')).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText('证书编号'), 'YYZZ-2036');
    await user.click(within(dialog).getByRole('button', { name: '保存' }));
    expect(await within(dialog).findByText('请上传证书扫描件')).toBeInTheDocument();

    // A text file passes put-file (it is a file) but is not a scan: the server refuses it by its content.
    serveUploads();
    uploads.push({ name: 'licence.jpg', bytes: new TextEncoder().encode('just words') });
    await user.upload(
      within(dialog).getByLabelText('上传扫描件'),
      new File(['just words'], 'licence.jpg', { type: 'image/jpeg' }),
    );
    expect(await within(dialog).findByText('licence.jpg')).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText('有效期止'), '2036-11-19');
    await user.click(within(dialog).getByRole('button', { name: '保存' }));
    expect(
      await within(dialog).findByText('fileIds.0: 证书扫描件须为 PDF 或图片(JPG、PNG、GIF、WEBP)'),
    ).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'licence.jpg ×' }));

    uploads.push({ name: 'new-licence.jpg', bytes: JPEG });
    await user.upload(
      within(dialog).getByLabelText('上传扫描件'),
      new File([JPEG], 'new-licence.jpg', { type: 'image/jpeg' }),
    );
    expect(await within(dialog).findByText('new-licence.jpg')).toBeInTheDocument();
    // An end date already past is the server's refusal, under 有效期止.
    const validTo = within(dialog).getByLabelText('有效期止');
    await user.clear(validTo);
    await user.type(validTo, '2020-01-01');
    await user.click(within(dialog).getByRole('button', { name: '保存' }));
    expect(await within(dialog).findByText(/^validTo: 有效期止 2020-01-01 已过/)).toBeInTheDocument();
    expect(validTo).toHaveAttribute('aria-invalid', 'true');

    await user.clear(validTo);
    await user.type(validTo, '2036-11-19');
    await user.click(within(dialog).getByRole('button', { name: '保存' }));
    expect(await screen.findByText('资质已更新')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    const history = await screen.findByRole('table', { name: '历史资质' });
    expect(within(history).getByText('91330100MA27Y6HJ9D')).toBeInTheDocument();
    expect(within(history).getByText('周主管')).toBeInTheDocument();
    await waitFor(() => expect(within(current).getByText('YYZZ-2036')).toBeInTheDocument());
    expect(within(current).queryByText('91330100MA27Y6HJ9D')).not.toBeInTheDocument();

    const api = await apiFor(backend, 'buyer_admin');
    const detail = await api.get<SupplierDetail>(`/purchar/gys-supplier/${id}`);
    expect(detail.licenceValidTo).toBe('2036-11-19');
    expect(detail.qualifications[0]!.files.map((f) => f.originalName)).toEqual(['new-licence.jpg']);

    // The expiry list no longer shows the supplier.
    await renderApp('/purchar/supplier/expiring');
    const expiring = await screen.findByRole('table', { name: '资质到期提醒' });
    await waitFor(() => expect(within(expiring).queryByText('GYS0003')).not.toBeInTheDocument());
  });
});
