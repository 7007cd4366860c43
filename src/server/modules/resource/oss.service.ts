import { sniffFileType } from '../../domain/file-type.ts';
import { randomToken } from '../../domain/random.ts';
import { badRequest } from '../../http/errors.ts';
import type { ObjectStorage } from '../../storage/object-storage.ts';

export const AVATAR_MAX_BYTES = 500 * 1024;
export const FILE_MAX_BYTES = 20 * 1024 * 1024;
const AVATAR_TYPES = new Set(['image/jpeg', 'image/png']);

export function createOssService(storage: ObjectStorage) {
  async function putFile(file: File, category: 'avatar' | 'file') {
    const bytes = new Uint8Array(await file.arrayBuffer());
    const kind = sniffFileType(bytes);
    if (category === 'avatar') {
      if (!kind || !AVATAR_TYPES.has(kind.contentType)) throw badRequest('avatarType');
      if (bytes.length > AVATAR_MAX_BYTES) throw badRequest('avatarSize');
    } else {
      if (!kind) throw badRequest('fileType');
      if (bytes.length > FILE_MAX_BYTES) throw badRequest('fileSize');
    }
    if (bytes.length === 0) throw badRequest('fileEmpty');
    const name = `${randomToken(24)}.${kind!.extension}`;
    await storage.put(name, { bytes, contentType: kind!.contentType });
    return {
      link: `/api/blade-resource/oss/endpoint/file/${name}`,
      domain: '',
      name,
      originalName: file.name.slice(0, 255),
    };
  }

  async function getFile(name: string) {
    return storage.get(name);
  }

  return { putFile, getFile };
}
