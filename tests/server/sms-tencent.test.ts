import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  SmsRefused,
  tc3Signature,
  tencentSmsProvider,
} from '../../src/server/modules/resource/sms-providers.ts';

/** Tencent Cloud's signature v3 against its documented example, and the SendSms adapter against a local server. */
describe('TC3-HMAC-SHA256', () => {
  it("reproduces every step of Tencent Cloud's documented example (CVM DescribeInstances)", async () => {
    // API 3.0 "Signature v3" documentation: its example request, keys and expected hashes.
    const signed = await tc3Signature({
      secretId: 'AKIDz8krbsJ5yKBZQpn74WFkmLPx3EXAMPLE',
      secretKey: 'Gu5t9xGARNpq86cd98joQYCN3EXAMPLE',
      service: 'cvm',
      host: 'cvm.tencentcloudapi.com',
      timestamp: 1551113065,
      contentType: 'application/json; charset=utf-8',
      payload: '{"Limit": 1, "Filters": [{"Values": ["\\u672a\\u547d\\u540d"], "Name": "instance-name"}]}',
    });
    expect(signed.hashedPayload).toBe('35e9c5b0e3ae67532d3c9f17ead6c90222632e5b1ff7f6e89887f1398934f064');
    expect(signed.hashedCanonicalRequest).toBe(
      '5ffe6a04c0664d6b969fab9a13bdab201d63ee709638e2749d62a09ca18d7031',
    );
    expect(signed.signature).toBe('72e494ea809ad7a8c8f7a4507b9bddcbaa8e581f516e8da2f66e2c5a96525168');
    expect(signed.authorization).toBe(
      'TC3-HMAC-SHA256 Credential=AKIDz8krbsJ5yKBZQpn74WFkmLPx3EXAMPLE/2019-02-25/cvm/tc3_request, ' +
        'SignedHeaders=content-type;host, Signature=72e494ea809ad7a8c8f7a4507b9bddcbaa8e581f516e8da2f66e2c5a96525168',
    );
  });
});

describe('Tencent Cloud SendSms adapter', () => {
  let server: Server;
  let endpoint: string;
  let received: { headers: IncomingHttpHeaders; body: string }[] = [];
  let answer: unknown = {};
  beforeAll(async () => {
    server = createServer((request, response) => {
      let body = '';
      request.on('data', (chunk) => (body += chunk));
      request.on('end', () => {
        received.push({ headers: request.headers, body });
        response.setHeader('Content-Type', 'application/json');
        response.end(JSON.stringify(answer));
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    endpoint = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  const provider = () =>
    tencentSmsProvider({
      secretId: 'AKIDtest',
      secretKey: 'secret',
      appId: '1400000000',
      region: 'ap-beijing',
      endpoint,
      clock: () => new Date('2026-11-25T01:02:03Z'),
    });
  const message = {
    phones: ['13800138000'],
    templateId: '449739',
    signName: '采购平台',
    params: { code: '1234' },
  };

  it('posts a signed SendSms request that Tencent would verify', async () => {
    received = [];
    answer = { Response: { SendStatusSet: [{ Code: 'Ok', Message: 'send success' }], RequestId: 'r1' } };
    await provider().send(message);
    const [request] = received;
    expect(JSON.parse(request!.body)).toEqual({
      PhoneNumberSet: ['+8613800138000'],
      SmsSdkAppId: '1400000000',
      SignName: '采购平台',
      TemplateId: '449739',
      TemplateParamSet: ['1234'],
    });
    expect(request!.headers).toMatchObject({
      'x-tc-action': 'SendSms',
      'x-tc-version': '2021-01-11',
      'x-tc-region': 'ap-beijing',
      'x-tc-timestamp': String(Date.parse('2026-11-25T01:02:03Z') / 1000),
      'content-type': 'application/json; charset=utf-8',
    });
    // The server side of the check: the same inputs give the same Authorization.
    const expected = await tc3Signature({
      secretId: 'AKIDtest',
      secretKey: 'secret',
      service: 'sms',
      host: new URL(endpoint).host,
      timestamp: Number(request!.headers['x-tc-timestamp']),
      contentType: 'application/json; charset=utf-8',
      payload: request!.body,
    });
    expect(request!.headers.authorization).toBe(expected.authorization);
    expect(request!.headers.authorization).toMatch(/Credential=AKIDtest\/2026-11-25\/sms\/tc3_request/);
  });

  it("turns Tencent's refusals into SmsRefused with its code", async () => {
    answer = { Response: { Error: { Code: 'AuthFailure.SignatureFailure', Message: 'bad signature' } } };
    await expect(provider().send(message)).rejects.toThrow(
      new SmsRefused('AuthFailure.SignatureFailure bad signature'),
    );
    answer = {
      Response: { SendStatusSet: [{ Code: 'InvalidParameterValue.IncorrectPhoneNumber', Message: 'x' }] },
    };
    await expect(provider().send(message)).rejects.toBeInstanceOf(SmsRefused);
  });
});
