import { and, asc, desc, eq, ne } from 'drizzle-orm';
import type { components } from '../../../api/generated/types/blade-resource';
import type { Caller } from '../../context.ts';
import type { Database, Tx } from '../../db/database.ts';
import { attachments, ossConfigs } from '../../db/schema/resources.ts';
import { tenantScope } from '../../db/tenant-scope.ts';
import { sniffFileType } from '../../domain/file-type.ts';
import type { NextId } from '../../domain/ids.ts';
import { randomToken } from '../../domain/random.ts';
import { AppError, badRequest } from '../../http/errors.ts';
import { formatDateTime } from '../../lib/dates.ts';
import { contains, mapPage, pageOf, type PageQuery } from '../../lib/page.ts';
import { findLive, removeLive, type Scoped } from '../../lib/records.ts';
import type { ObjectStorage } from '../../storage/object-storage.ts';
import { s3Storage, StorageUnavailable } from '../../storage/s3-storage.ts';
import { keepsLink, type FileLinks } from './file-links.ts';
import { keptSecret, maskKey, maskSecret } from './secrets.ts';
import { endpointRefusal, type EndpointPolicy } from '../../storage/endpoint-policy.ts';

type Oss = components['schemas']['Oss'];
type OssSubmit = components['schemas']['OssSubmit'];
type OssRow = typeof ossConfigs.$inferSelect;

export const AVATAR_MAX_BYTES = 500 * 1024;
/** Without an enabled configuration (and at most with one): the API's body limit. */
export const FILE_MAX_MB = 20;
const AVATAR_TYPES = new Set(['image/jpeg', 'image/png']);
export const OSS_ENABLED = 2;
export const OSS_OFF = 1;
export const OSS_LOCAL = 1;
const OSS_MINIO = 2;

const toOss = (row: OssRow): Oss => ({
  id: row.id,
  tenantId: row.tenantId,
  category: row.category,
  ossCode: row.ossCode,
  endpoint: row.endpoint,
  bucketName: row.bucketName,
  accessKey: maskKey(row.accessKey),
  secretKey: maskSecret(row.secretKey),
  region: row.region,
  appId: row.appId,
  maxFileSize: row.maxFileSize,
  remark: row.remark,
  status: row.status === OSS_ENABLED ? OSS_ENABLED : OSS_OFF,
  updateTime: formatDateTime(row.updateTime),
});

interface OssDeps {
  db: Database;
  clock: () => Date;
  nextId: NextId;
  /** The host's own store (local disk on Node, memory in tests and the demo): category 1 and no configuration. */
  localStorage: ObjectStorage;
  links: FileLinks;
  /** Where S3-compatible endpoints may point (storage/endpoint-policy.ts). */
  endpointPolicy?: EndpointPolicy;
}

/**
 * Object storage: the tenant's configurations (one enabled at most), uploads into the enabled one, and reading a
 * file back through its signed link. Every upload is recorded as an attachment that remembers its configuration,
 * so files stay readable (and removable) after another configuration is enabled.
 */
export function createOssService({ db, clock, nextId, localStorage, links, endpointPolicy }: OssDeps) {
  const live = eq(ossConfigs.isDeleted, 0);
  const scopedTo = (db: Database | Tx, tenantId: string): Scoped => {
    const scope = tenantScope(db, tenantId);
    return (...conditions) => scope.where(ossConfigs, ...conditions);
  };

  /** The store a configuration describes; none (or local disk) is the host's store. */
  function storageOf(config: OssRow | undefined | null): ObjectStorage {
    if (!config || config.category === OSS_LOCAL) return localStorage;
    // Saved before the policy (or the allow-list) changed: refused at use as at save.
    assertEndpointAllowed(config.endpoint, endpointPolicy);
    return s3Storage({
      endpoint: config.endpoint,
      bucket: config.bucketName,
      accessKey: config.accessKey,
      secretKey: config.secretKey,
      region: config.region,
      pathStyle: config.category === OSS_MINIO,
    });
  }

  /** Runs a storage call; an unreachable or refusing service is named to the user instead of a bare 500. */
  async function onStorage<T>(
    config: OssRow | undefined | null,
    work: (storage: ObjectStorage) => Promise<T>,
  ) {
    try {
      return await work(storageOf(config));
    } catch (error) {
      if (error instanceof StorageUnavailable) {
        throw badRequest('storageUnavailable', config?.ossCode ?? 'local', error.message);
      }
      throw error;
    }
  }

  async function enabledConfig(tenantId: string) {
    const [row] = await tenantScope(db, tenantId).select(
      ossConfigs,
      live,
      eq(ossConfigs.status, OSS_ENABLED),
    );
    return row;
  }

  /** A configuration by id, removed or not (its files stay readable); `handle` inside a transaction. */
  async function configById(tenantId: string, id: string | null, handle: Database | Tx = db) {
    if (!id) return undefined;
    const [row] = await tenantScope(handle, tenantId).select(ossConfigs, eq(ossConfigs.id, id));
    return row;
  }

  async function list(caller: Caller, query: PageQuery & { ossCode?: string; category?: string }) {
    const where = scopedTo(db, caller.tenantId)(
      live,
      contains(ossConfigs.ossCode, query.ossCode),
      query.category ? eq(ossConfigs.category, Number(query.category)) : undefined,
    );
    return mapPage(
      await pageOf(db, ossConfigs, where, [desc(ossConfigs.status), asc(ossConfigs.ossCode)], query),
      toOss,
    );
  }

  const detail = async (caller: Caller, id: string) =>
    toOss(await findLive(db, ossConfigs, scopedTo(db, caller.tenantId), id));

  async function submit(caller: Caller, input: OssSubmit) {
    await db.transaction(async (tx) => {
      const scope = tenantScope(tx, caller.tenantId);
      const stored = input.id
        ? await findLive(tx, ossConfigs, scopedTo(tx, caller.tenantId), input.id)
        : undefined;
      const [clash] = await scope.select(
        ossConfigs,
        live,
        eq(ossConfigs.ossCode, input.ossCode),
        input.id ? ne(ossConfigs.id, input.id) : undefined,
      );
      if (clash) throw badRequest('ossCodeTaken', input.ossCode);
      const values = {
        category: input.category,
        ossCode: input.ossCode,
        endpoint: (input.endpoint ?? '').trim().replace(/\/+$/, ''),
        bucketName: (input.bucketName ?? '').trim(),
        accessKey: keptSecret(input.accessKey, stored?.accessKey, maskKey),
        secretKey: keptSecret(input.secretKey, stored?.secretKey, maskSecret),
        region: (input.region ?? '').trim(),
        appId: input.appId ?? '',
        maxFileSize: input.maxFileSize,
        remark: input.remark ?? '',
        updateUser: caller.userId,
        updateTime: clock(),
      };
      if (values.category !== OSS_LOCAL) assertS3Settings(values, endpointPolicy);
      if (stored) {
        await scope.update(ossConfigs, values, eq(ossConfigs.id, stored.id));
      } else {
        await scope.insert(ossConfigs, [
          {
            id: nextId(),
            ...values,
            status: OSS_OFF,
            createUser: caller.userId,
            createDept: caller.deptIds[0] ?? null,
            createTime: clock(),
          },
        ]);
      }
    });
  }

  async function remove(caller: Caller, ids: string[]) {
    await removeLive(db, ossConfigs, scopedTo(db, caller.tenantId), ids, async (tx, rows) => {
      const enabled = rows.find((row) => row.status === OSS_ENABLED);
      if (enabled) throw badRequest('ossEnabledRemove', enabled.ossCode);
      for (const row of rows) {
        const [kept] = await tenantScope(tx, caller.tenantId)
          .from(attachments, { id: attachments.id })
          .where(eq(attachments.ossId, row.id), eq(attachments.isDeleted, 0))
          .limit(1);
        if (kept) throw badRequest('ossInUse', row.ossCode);
      }
    });
  }

  /** Enables one configuration and switches the tenant's others off, together or not at all. */
  async function enable(caller: Caller, id: string) {
    await db.transaction(async (tx) => {
      const scope = tenantScope(tx, caller.tenantId);
      await findLive(tx, ossConfigs, scopedTo(tx, caller.tenantId), id);
      await scope.update(
        ossConfigs,
        { status: OSS_OFF },
        ne(ossConfigs.id, id),
        eq(ossConfigs.status, OSS_ENABLED),
      );
      await scope.update(
        ossConfigs,
        { status: OSS_ENABLED, updateUser: caller.userId, updateTime: clock() },
        eq(ossConfigs.id, id),
      );
    });
  }

  /** Checks, stores and records one upload; answers BladeX's `{link, domain, name, originalName, attachId}`. */
  async function putFile(caller: Caller, file: File, category: 'avatar' | 'file') {
    const config = await enabledConfig(caller.tenantId);
    const bytes = new Uint8Array(await file.arrayBuffer());
    if (bytes.length === 0) throw badRequest('fileEmpty');
    const kind = sniffFileType(bytes);
    if (category === 'avatar') {
      if (!kind || !AVATAR_TYPES.has(kind.contentType)) throw badRequest('avatarType');
      if (bytes.length > AVATAR_MAX_BYTES) throw badRequest('avatarSize');
    } else {
      if (!kind) throw badRequest('fileType');
      const limitMb = Math.min(config?.maxFileSize ?? FILE_MAX_MB, FILE_MAX_MB);
      if (bytes.length > limitMb * 1024 * 1024) throw badRequest('fileSize', limitMb);
    }
    const name = `${randomToken(24)}.${kind!.extension}`;
    await onStorage(config, (storage) => storage.put(name, { bytes, contentType: kind!.contentType }));
    const id = nextId();
    const originalName = file.name.slice(0, 255) || name;
    try {
      await tenantScope(db, caller.tenantId).insert(attachments, [
        {
          id,
          ossId: config?.id ?? null,
          category,
          name,
          originalName,
          extension: kind!.extension,
          contentType: kind!.contentType,
          attachSize: bytes.length,
          createUser: caller.userId,
          createDept: caller.deptIds[0] ?? null,
          createTime: clock(),
          updateUser: caller.userId,
          updateTime: clock(),
        },
      ]);
    } catch (error) {
      // No record, no object: an unrecorded file could never be listed or removed.
      await onStorage(config, (storage) => storage.remove(name)).catch(() => undefined);
      throw error;
    }
    return {
      link: await links.link(caller.tenantId, name, keepsLink(kind!.contentType)),
      domain: '',
      name,
      originalName,
      attachId: id,
    };
  }

  /**
   * The file behind a signed link, or why not: a removed (or never stored) file is 404 whatever the link says,
   * a forged link to a stored one 403, an expired one 403 with its own message.
   */
  async function readFile(query: { tenantId: string; name: string; expires: number; sign: string }) {
    const [attachment] = await tenantScope(db, query.tenantId).select(
      attachments,
      and(eq(attachments.name, query.name), eq(attachments.isDeleted, 0)),
    );
    if (!attachment) throw new AppError(404, 'fileMissingStored');
    const verdict = await links.check(query.tenantId, query.name, query.expires, query.sign);
    if (verdict === 'badSignature') throw new AppError(403, 'fileLinkInvalid');
    if (verdict === 'expired') throw new AppError(403, 'fileLinkExpired');
    const config = await configById(query.tenantId, attachment.ossId);
    const stored = await onStorage(config, (storage) => storage.get(query.name));
    if (!stored) throw new AppError(404, 'fileMissingStored');
    return { ...stored, originalName: attachment.originalName };
  }

  return { list, detail, submit, remove, enable, putFile, readFile, configById, onStorage };
}

/** An S3-compatible configuration needs somewhere to go and someone to be there. */
function assertS3Settings(
  values: {
    endpoint: string;
    bucketName: string;
    accessKey: string;
    secretKey: string;
  },
  policy: EndpointPolicy | undefined,
) {
  if (!values.endpoint) throw badRequest('ossFieldRequired', 'endpoint');
  let url: URL;
  try {
    url = new URL(values.endpoint);
  } catch {
    throw badRequest('ossEndpointInvalid', values.endpoint);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:')
    throw badRequest('ossEndpointInvalid', values.endpoint);
  assertEndpointAllowed(values.endpoint, policy);
  if (!/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/.test(values.bucketName)) {
    throw badRequest('ossBucketInvalid', values.bucketName);
  }
  if (!values.accessKey) throw badRequest('ossFieldRequired', 'accessKey');
  if (!values.secretKey) throw badRequest('ossFieldRequired', 'secretKey');
}

function assertEndpointAllowed(endpoint: string, policy: EndpointPolicy | undefined) {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    throw badRequest('ossEndpointInvalid', endpoint);
  }
  const refusal = endpointRefusal(url, policy);
  if (refusal === 'forbidden') throw badRequest('ossEndpointForbidden', url.hostname);
  if (refusal === 'notAllowed') throw badRequest('ossEndpointNotAllowed', url.host);
}

export type OssService = ReturnType<typeof createOssService>;
