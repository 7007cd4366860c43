/**
 * SMS providers behind one interface: a "log" provider for development (the send log is the message) and a real
 * HTTP adapter for Tencent Cloud SMS (API 3.0, signature v3 TC3-HMAC-SHA256). WebCrypto and fetch only, so it
 * runs on Node and in the demo build alike.
 */
export interface SmsMessage {
  /** Mainland numbers, 11 digits. */
  phones: string[];
  templateId: string;
  signName: string;
  /** Template parameters; Tencent takes their values in order. */
  params: Record<string, string>;
}

export interface SmsProvider {
  /** Resolves when the provider took every number; throws SmsRefused with its reason otherwise. */
  send(message: SmsMessage): Promise<void>;
}

export class SmsRefused extends Error {
  constructor(reason: string) {
    super(reason);
    this.name = 'SmsRefused';
  }
}

/** Development: nothing leaves the server; the send log (blade_sms_log) holds what would have gone. */
export const logSmsProvider: SmsProvider = {
  async send() {},
};

const encoder = new TextEncoder();
const hex = (bytes: ArrayBuffer) =>
  [...new Uint8Array(bytes)].map((b) => b.toString(16).padStart(2, '0')).join('');
const sha256Hex = async (text: string) => hex(await crypto.subtle.digest('SHA-256', encoder.encode(text)));
async function hmac(key: ArrayBuffer | Uint8Array<ArrayBuffer>, text: string) {
  const imported = await crypto.subtle.importKey('raw', key, { name: 'HMAC', hash: 'SHA-256' }, false, [
    'sign',
  ]);
  return crypto.subtle.sign('HMAC', imported, encoder.encode(text));
}

export interface Tc3Request {
  secretId: string;
  secretKey: string;
  /** The product, e.g. `sms` (the host's first label). */
  service: string;
  host: string;
  /** Unix seconds; the credential's date is its UTC day. */
  timestamp: number;
  contentType: string;
  payload: string;
}

/**
 * Tencent Cloud's signature v3 for a POST: canonical request → string to sign → key derived from the secret, the
 * UTC date and the service → Authorization. The intermediate hashes are answered too (the documented example
 * gives each of them, and the test checks them all).
 */
export async function tc3Signature(request: Tc3Request) {
  const date = new Date(request.timestamp * 1000).toISOString().slice(0, 10);
  const hashedPayload = await sha256Hex(request.payload);
  const signedHeaders = 'content-type;host';
  const canonicalRequest = [
    'POST',
    '/',
    '',
    `content-type:${request.contentType}\nhost:${request.host}\n`,
    signedHeaders,
    hashedPayload,
  ].join('\n');
  const hashedCanonicalRequest = await sha256Hex(canonicalRequest);
  const scope = `${date}/${request.service}/tc3_request`;
  const stringToSign = ['TC3-HMAC-SHA256', String(request.timestamp), scope, hashedCanonicalRequest].join(
    '\n',
  );
  const secretDate = await hmac(encoder.encode(`TC3${request.secretKey}`), date);
  const secretService = await hmac(secretDate, request.service);
  const secretSigning = await hmac(secretService, 'tc3_request');
  const signature = hex(await hmac(secretSigning, stringToSign));
  return {
    hashedPayload,
    hashedCanonicalRequest,
    signature,
    authorization: `TC3-HMAC-SHA256 Credential=${request.secretId}/${scope}, SignedHeaders=${signedHeaders}, Signature=${signature}`,
  };
}

export interface TencentSmsSettings {
  secretId: string;
  secretKey: string;
  /** SmsSdkAppId. */
  appId: string;
  /** e.g. ap-guangzhou. */
  region: string;
  /** Defaults to Tencent's; tests point it at a local server. */
  endpoint?: string;
  clock?: () => Date;
  fetch?: typeof fetch;
}

/** Tencent Cloud SMS SendSms (version 2021-01-11). */
export function tencentSmsProvider(settings: TencentSmsSettings): SmsProvider {
  const endpoint = new URL(settings.endpoint ?? 'https://sms.tencentcloudapi.com/');
  const send = settings.fetch ?? fetch;
  return {
    async send(message) {
      const payload = JSON.stringify({
        PhoneNumberSet: message.phones.map((phone) => `+86${phone}`),
        SmsSdkAppId: settings.appId,
        SignName: message.signName,
        TemplateId: message.templateId,
        TemplateParamSet: Object.values(message.params),
      });
      const timestamp = Math.floor((settings.clock?.() ?? new Date()).getTime() / 1000);
      const contentType = 'application/json; charset=utf-8';
      const signed = await tc3Signature({
        secretId: settings.secretId,
        secretKey: settings.secretKey,
        service: 'sms',
        host: endpoint.host,
        timestamp,
        contentType,
        payload,
      });
      let answer: {
        Response?: {
          Error?: { Code: string; Message: string };
          SendStatusSet?: { Code: string; Message: string }[];
        };
      };
      try {
        const response = await send(endpoint, {
          method: 'POST',
          headers: {
            Authorization: signed.authorization,
            'Content-Type': contentType,
            'X-TC-Action': 'SendSms',
            'X-TC-Version': '2021-01-11',
            'X-TC-Timestamp': String(timestamp),
            'X-TC-Region': settings.region || 'ap-guangzhou',
          },
          body: payload,
        });
        answer = await response.json();
      } catch (error) {
        throw new SmsRefused(error instanceof Error ? error.message : String(error));
      }
      const failure =
        answer.Response?.Error ?? answer.Response?.SendStatusSet?.find((status) => status.Code !== 'Ok');
      if (failure) throw new SmsRefused(`${failure.Code} ${failure.Message}`);
      if (!answer.Response?.SendStatusSet) throw new SmsRefused('no SendStatusSet in the answer');
    },
  };
}
