import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endpointRefusal } from '../../src/server/storage/endpoint-policy.ts';
import { caller, type Caller } from './support/system-fixtures.ts';
import { createTestApp, signIn, type TestContext } from './support/test-app.ts';

/**
 * A storage configuration is a request the server makes on an administrator's say: it may never point at cloud
 * instance metadata or another link-local address, and a host may narrow endpoints to a list.
 */
describe('endpointRefusal', () => {
  const refusal = (url: string, allowedHosts?: string[]) => endpointRefusal(new URL(url), { allowedHosts });

  it('refuses link-local, unspecified and metadata addresses in every spelling', () => {
    for (const url of [
      'http://169.254.169.254/latest/meta-data',
      'http://169.254.169.254./',
      'http://2852039166/',
      'http://0xa9fea9fe/',
      'http://[::ffff:169.254.169.254]/',
      'http://[fe80::1]:9000/',
      'http://[fd00:ec2::254]/',
      'http://0.0.0.0:9000/',
      'http://metadata.google.internal/',
    ]) {
      expect(refusal(url), url).toBe('forbidden');
    }
  });

  it('allows public, private and loopback hosts without a list (an on-premises MinIO)', () => {
    for (const url of [
      'https://oss-cn-shanghai.aliyuncs.com',
      'http://10.0.0.5:9000',
      'http://127.0.0.1:9000',
    ]) {
      expect(refusal(url), url).toBe('');
    }
  });

  it('with a list, allows only its hosts (with or without the port)', () => {
    const list = ['minio.internal:9000', 'oss-cn-shanghai.aliyuncs.com'];
    expect(refusal('http://minio.internal:9000', list)).toBe('');
    expect(refusal('https://OSS-CN-SHANGHAI.aliyuncs.com/', list)).toBe('');
    expect(refusal('http://minio.internal:9001', list)).toBe('notAllowed');
    expect(refusal('http://127.0.0.1:9000', list)).toBe('notAllowed');
    expect(refusal('http://169.254.169.254', ['169.254.169.254'])).toBe('forbidden');
  });
});

describe('oss/submit with the endpoint policy', () => {
  let ctx: TestContext;
  let admin: Caller;
  beforeAll(async () => {
    ctx = await createTestApp({ storageEndpointHosts: ['minio.internal:9000'] });
    admin = caller(ctx, (await signIn(ctx.app)).access_token);
  });
  afterAll(async () => ctx?.close());

  const submit = (ossCode: string, endpoint: string) =>
    admin.post('/blade-resource/oss/submit', {
      json: {
        category: 2,
        ossCode,
        endpoint,
        bucketName: 'purchasing',
        accessKey: 'AK',
        secretKey: 'SK',
        region: 'us-east-1',
        maxFileSize: 5,
      },
    });

  it('refuses a metadata endpoint and a host off the list with the reason, saving nothing', async () => {
    const metadata = await submit('meta', 'http://169.254.169.254');
    expect(metadata.status).toBe(400);
    expect(metadata.body.msg).toContain('元数据');
    const offList = await submit('other', 'http://10.0.0.5:9000');
    expect(offList.status).toBe(400);
    expect(offList.body.msg).toContain('10.0.0.5:9000');
    const list = await admin.get('/blade-resource/oss/list', {});
    expect(list.body.data.records.map((r: { ossCode: string }) => r.ossCode)).not.toContain('meta');
    expect(list.body.data.records.map((r: { ossCode: string }) => r.ossCode)).not.toContain('other');
  });

  it('accepts a listed host', async () => {
    const listed = await submit('minio', 'http://minio.internal:9000');
    expect(listed.status, JSON.stringify(listed.body)).toBe(200);
  });
});
