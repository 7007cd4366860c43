import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { ObjectStorage } from './object-storage.ts';

/** Files under one folder; the content type is kept beside each file. Names are validated by the caller. */
export function diskStorage(folder: string): ObjectStorage {
  return {
    async put(name, object) {
      await mkdir(folder, { recursive: true });
      await writeFile(join(folder, name), object.bytes);
      await writeFile(join(folder, `${name}.type`), object.contentType);
    },
    async get(name) {
      try {
        const [bytes, contentType] = await Promise.all([
          readFile(join(folder, name)),
          readFile(join(folder, `${name}.type`), 'utf8'),
        ]);
        return { bytes: new Uint8Array(bytes), contentType };
      } catch {
        return undefined;
      }
    },
    async remove(name) {
      await Promise.all([
        rm(join(folder, name), { force: true }),
        rm(join(folder, `${name}.type`), { force: true }),
      ]);
    },
  };
}
