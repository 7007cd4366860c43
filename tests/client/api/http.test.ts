import { delay, http as mswHttp, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createToken } from '@/api/generated/blade-auth/endpoints/oauth/oauth';
import { ApiError, configureHttp, http, NetworkError, REQUEST_TIMEOUT_MS, UNKNOWN_ERROR } from '@/api/http';
import { server } from '../msw-server';

// SPEC §8 error catalogue, case by case, against the one mutator every generated call goes through.

const URL_PATH = '/api/blade-test/thing';
const WORD = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

const showError = vi.fn<(message: string) => void>();
const onUnauthorized = vi.fn<() => void>();
const download = vi.fn<(blob: Blob, name: string) => void>();
const renewSession = vi.fn<() => Promise<boolean>>();
let token: string | undefined;

beforeEach(() => {
  showError.mockReset();
  onUnauthorized.mockReset();
  download.mockReset();
  renewSession.mockReset().mockResolvedValue(false);
  token = undefined;
  configureHttp({
    getToken: () => token,
    getTenantId: () => '000000',
    getLanguage: () => 'zh-CN',
    showError,
    onUnauthorized,
    renewSession,
    download,
    statusWhiteList: [],
    baseUrl: '',
    now: () => new Date(2026, 0, 2, 3, 4, 5),
    timeoutMs: REQUEST_TIMEOUT_MS,
  });
});

function answer(body: unknown, init: { status?: number; headers?: Record<string, string> } = {}) {
  server.use(mswHttp.all(`*${URL_PATH}`, () => HttpResponse.json(body as object, init)));
}

const get = () => http<unknown>({ url: URL_PATH, method: 'GET' });

async function rejection(promise: Promise<unknown>): Promise<unknown> {
  try {
    await promise;
  } catch (error) {
    return error;
  }
  throw new Error('expected the call to reject');
}

describe('answers judged by their body', () => {
  it('resolves a code 200 envelope with the whole body and shows nothing', async () => {
    const body = { code: 200, success: true, msg: '操作成功', data: { id: '1' } };
    answer(body);
    await expect(get()).resolves.toEqual(body);
    expect(showError).not.toHaveBeenCalled();
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it('toasts msg and rejects on body code 400, even with HTTP 200', async () => {
    answer({ code: 400, success: false, msg: '业务异常', data: null });
    const error = await rejection(get());
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ code: 400, message: '业务异常', status: 200 });
    expect(showError).toHaveBeenCalledExactlyOnceWith('业务异常');
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it('takes the message from error_description when msg is missing', async () => {
    answer({ error_code: 400, error_description: '用户名或密码错误' }, { status: 400 });
    const error = await rejection(get());
    expect(error).toMatchObject({ code: 400, message: '用户名或密码错误' });
    expect(showError).toHaveBeenCalledExactlyOnceWith('用户名或密码错误');
  });

  it('says 未知错误 when the body has neither msg nor error_description', async () => {
    answer({ code: 500, success: false }, { status: 500 });
    const error = await rejection(get());
    expect(error).toMatchObject({ code: 500, message: UNKNOWN_ERROR });
    expect(showError).toHaveBeenCalledExactlyOnceWith('未知错误');
  });

  it('takes the code from the HTTP status when the body has none', async () => {
    answer({ msg: '请求被拒绝' }, { status: 403 });
    const error = await rejection(get());
    expect(error).toMatchObject({ code: 403, status: 403, message: '请求被拒绝' });
    expect(showError).toHaveBeenCalledExactlyOnceWith('请求被拒绝');
  });

  it('accepts a flat answer without code when the status is 200 (OAuth token answers)', async () => {
    answer({ access_token: 'a', refresh_token: 'r' });
    await expect(get()).resolves.toEqual({ access_token: 'a', refresh_token: 'r' });
    expect(showError).not.toHaveBeenCalled();
  });

  it('treats error_description as a failure even with HTTP 200', async () => {
    answer({ error_code: 400, error_description: '验证码不正确' });
    const error = await rejection(get());
    expect(error).toMatchObject({ message: '验证码不正确' });
    expect(showError).toHaveBeenCalledExactlyOnceWith('验证码不正确');
  });
});

describe('codes that end the session', () => {
  it.each([
    ['body code 401', { code: 401, success: false, msg: '请求未授权' }, 200],
    ['body code 40001', { code: 40001, success: false, msg: '令牌已过期' }, 200],
    ['body code 40002', { code: 40002, success: false, msg: '令牌无效' }, 200],
    ['HTTP 401 without body code', { msg: '请求未授权' }, 401],
  ])('%s calls onUnauthorized and rejects', async (_case, body, status) => {
    answer(body, { status });
    const error = await rejection(get());
    expect(error).toBeInstanceOf(ApiError);
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
  });

  it('does not end the session for other failures', async () => {
    answer({ code: 403, success: false, msg: '无权限' });
    await rejection(get());
    expect(onUnauthorized).not.toHaveBeenCalled();
  });
});

describe('quiet rejections', () => {
  it('rejects a whitelisted code without a toast', async () => {
    configureHttp({ statusWhiteList: [40300] });
    answer({ code: 40300, success: false, msg: '调用方自行处理' });
    const error = await rejection(get());
    expect(error).toMatchObject({ code: 40300 });
    expect(showError).not.toHaveBeenCalled();
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it('rejects a network failure silently', async () => {
    server.use(mswHttp.get(`*${URL_PATH}`, () => HttpResponse.error()));
    const error = await rejection(get());
    expect(error).toBeInstanceOf(NetworkError);
    expect(showError).not.toHaveBeenCalled();
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it('rejects HTTP 502 silently', async () => {
    server.use(
      mswHttp.get(`*${URL_PATH}`, () => new HttpResponse('<html>Bad Gateway</html>', { status: 502 })),
    );
    const error = await rejection(get());
    expect(error).toBeInstanceOf(NetworkError);
    expect(showError).not.toHaveBeenCalled();
  });

  it('rejects silently when the request times out', async () => {
    configureHttp({ timeoutMs: 30 });
    server.use(
      mswHttp.get(`*${URL_PATH}`, async () => {
        await delay('infinite');
        return HttpResponse.json({ code: 200 });
      }),
    );
    const error = await rejection(get());
    expect(error).toBeInstanceOf(NetworkError);
    expect(showError).not.toHaveBeenCalled();
  });

  it('times out after 120 s by default', () => {
    expect(REQUEST_TIMEOUT_MS).toBe(120_000);
  });
});

describe('file answers', () => {
  const docx = () => new Uint8Array([0x50, 0x4b, 0x03, 0x04]);

  it('downloads a word document under the Content-Disposition name', async () => {
    server.use(
      mswHttp.get(
        `*${URL_PATH}`,
        () =>
          new HttpResponse(docx(), {
            headers: {
              'Content-Type': WORD,
              'Content-Disposition': `attachment; filename*=UTF-8''${encodeURIComponent('付款审批单.docx')}`,
            },
          }),
      ),
    );
    const result = await get();
    expect(download).toHaveBeenCalledTimes(1);
    const [blob, name] = download.mock.calls[0] ?? [];
    expect(name).toBe('付款审批单.docx');
    // Duck-typed: under jsdom the fetch Blob and the global Blob are different classes.
    expect(blob).toMatchObject({ size: 4, type: WORD });
    expect(result).toBe(blob);
    expect(showError).not.toHaveBeenCalled();
  });

  it('names a word document report-<timestamp>.docx when there is no disposition', async () => {
    server.use(
      mswHttp.get(`*${URL_PATH}`, () => new HttpResponse(docx(), { headers: { 'Content-Type': WORD } })),
    );
    await get();
    expect(download).toHaveBeenCalledWith(expect.objectContaining({ size: 4 }), 'report-20260102030405.docx');
  });
});

describe('request headers', () => {
  function captureHeaders(path: string, method: 'get' | 'post' = 'get') {
    const seen: Headers[] = [];
    server.use(
      mswHttp[method](`*${path}`, ({ request }) => {
        seen.push(request.headers);
        return HttpResponse.json({ code: 200, success: true, data: null, msg: '' });
      }),
    );
    return seen;
  }

  it('sends the client credential and the language on every call, and no Tenant-Id off the token call', async () => {
    const seen = captureHeaders(URL_PATH);
    await get();
    const headers = seen[0];
    expect(headers?.get('Authorization')).toBe('Basic c2FiZXI6c2FiZXJfc2VjcmV0');
    expect(headers?.get('Accept-Language')).toBe('zh-CN');
    expect(headers?.has('Blade-Auth')).toBe(false);
    expect(headers?.has('Tenant-Id')).toBe(false);
  });

  it('sends Blade-Auth bearer <token> once signed in', async () => {
    token = 'token-abc';
    const seen = captureHeaders(URL_PATH);
    await get();
    expect(seen[0]?.get('Blade-Auth')).toBe('bearer token-abc');
  });

  it('sends Tenant-Id on the token call', async () => {
    const seen = captureHeaders('/blade-auth/oauth/token', 'post');
    await createToken({ grant_type: 'password', tenantId: '123456', username: 'u', password: 'p' });
    expect(seen[0]?.get('Tenant-Id')).toBe('123456');
    expect(seen[0]?.get('Authorization')).toBe('Basic c2FiZXI6c2FiZXJfc2VjcmV0');
  });
});

describe('a call refused for its expired token', () => {
  /** 401 for any token but `valid`, as the server answers a token past its time. */
  function acceptOnly(valid: string) {
    server.use(
      mswHttp.all(`*${URL_PATH}`, ({ request }) =>
        request.headers.get('Blade-Auth') === `bearer ${valid}`
          ? HttpResponse.json({ code: 200, success: true, data: 'ok' })
          : HttpResponse.json({ code: 401, success: false, msg: '请求未授权' }, { status: 401 }),
      ),
    );
  }

  it('is sent once more after the session is renewed, and nobody is signed out', async () => {
    token = 'expired';
    acceptOnly('renewed');
    renewSession.mockImplementation(async () => {
      token = 'renewed';
      return true;
    });
    await expect(get()).resolves.toMatchObject({ data: 'ok' });
    expect(renewSession).toHaveBeenCalledTimes(1);
    expect(onUnauthorized).not.toHaveBeenCalled();
    expect(showError).not.toHaveBeenCalled();
  });

  it('signs out when the session cannot be renewed, or the renewed token is refused too (no loop)', async () => {
    token = 'expired';
    acceptOnly('never');
    await expect(rejection(get())).resolves.toBeInstanceOf(ApiError);
    expect(onUnauthorized).toHaveBeenCalledTimes(1);

    renewSession.mockImplementation(async () => {
      token = 'also-refused';
      return true;
    });
    await expect(rejection(get())).resolves.toBeInstanceOf(ApiError);
    expect(renewSession).toHaveBeenCalledTimes(2);
    expect(onUnauthorized).toHaveBeenCalledTimes(2);
  });

  it('is not renewed without a token (a refused sign-in) nor for the token grant itself', async () => {
    acceptOnly('never');
    await expect(rejection(get())).resolves.toBeInstanceOf(ApiError);
    token = 'expired';
    server.use(
      mswHttp.post('*/api/blade-auth/oauth/token', () =>
        HttpResponse.json({ code: 401, success: false, msg: '请求未授权' }, { status: 401 }),
      ),
    );
    await expect(
      rejection(
        createToken({
          grant_type: 'refresh_token',
          refresh_token: 'spent',
          tenantId: '000000',
          scope: 'all',
        }),
      ),
    ).resolves.toBeInstanceOf(ApiError);
    expect(renewSession).not.toHaveBeenCalled();
  });
});
