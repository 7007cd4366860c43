import { AwsClient } from 'aws4fetch';
import type { ObjectStorage } from './object-storage.ts';

/** Where and as whom to reach one bucket of an S3-compatible service (MinIO, Aliyun OSS, Tencent COS, AWS). */
export interface S3Settings {
  /** The service's base URL, e.g. `http://127.0.0.1:9000` or `https://oss-cn-hangzhou.aliyuncs.com`. */
  endpoint: string;
  bucket: string;
  accessKey: string;
  secretKey: string;
  /** The signing region; S3-compatible servers that ignore it accept `us-east-1`. */
  region: string;
  /** `endpoint/bucket/key` (MinIO and most self-hosted servers) instead of `bucket.endpoint/key` (AWS, OSS, COS). */
  pathStyle: boolean;
}

/** A failure of the storage service itself (unreachable, refused credentials): the caller names the configuration. */
export class StorageUnavailable extends Error {
  constructor(detail: string) {
    super(detail);
    this.name = 'StorageUnavailable';
  }
}

/**
 * An S3-compatible store over plain fetch, signed with AWS Signature V4 (aws4fetch: no Node-only modules, so it
 * also runs in the demo build). Objects keep their content type as the object's own Content-Type.
 */
export function s3Storage(settings: S3Settings): ObjectStorage {
  const client = new AwsClient({
    accessKeyId: settings.accessKey,
    secretAccessKey: settings.secretKey,
    region: settings.region || 'us-east-1',
    service: 's3',
    // A failing upload is reported to the user at once rather than retried for half a minute.
    retries: 0,
  });
  const base = new URL(settings.endpoint);
  const urlOf = (name: string) => {
    const key = encodeURIComponent(name);
    if (settings.pathStyle)
      return `${base.origin}${base.pathname.replace(/\/$/, '')}/${settings.bucket}/${key}`;
    return `${base.protocol}//${settings.bucket}.${base.host}/${key}`;
  };
  const send = async (name: string, init: RequestInit) => {
    try {
      return await client.fetch(urlOf(name), init);
    } catch (error) {
      throw new StorageUnavailable(error instanceof Error ? error.message : String(error));
    }
  };
  const refuse = async (response: Response, what: string) => {
    const body = (await response.text()).slice(0, 300);
    const code = /<Code>([^<]+)<\/Code>/.exec(body)?.[1] ?? '';
    return new StorageUnavailable(`${what} ${response.status}${code ? ` ${code}` : ''}`);
  };

  return {
    async put(name, object) {
      const response = await send(name, {
        method: 'PUT',
        body: object.bytes as Uint8Array<ArrayBuffer>,
        headers: { 'Content-Type': object.contentType },
      });
      if (!response.ok) throw await refuse(response, 'PUT');
    },
    async get(name) {
      const response = await send(name, { method: 'GET' });
      if (response.status === 404) return undefined;
      if (!response.ok) throw await refuse(response, 'GET');
      return {
        bytes: new Uint8Array(await response.arrayBuffer()),
        contentType: response.headers.get('Content-Type') ?? 'application/octet-stream',
      };
    },
    async remove(name) {
      const response = await send(name, { method: 'DELETE' });
      if (!response.ok && response.status !== 404) throw await refuse(response, 'DELETE');
    },
  };
}
