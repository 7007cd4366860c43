import type { ObjectStorage, StoredObject } from '@/server/storage/object-storage';

/** The demo's object storage: uploaded files in IndexedDB, so they survive reloads like the database does. */
export const FILES_DB = 'purchasing-demo-files';
const STORE = 'objects';

function request<T>(req: IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    req.onsuccess = () => resolve(req.result);
    req.onerror = () => reject(req.error ?? new Error('IndexedDB request failed'));
  });
}

export function openIdbStorage(name = FILES_DB): ObjectStorage & { close(): void } {
  let opened: Promise<IDBDatabase> | undefined;
  const db = () =>
    (opened ??= new Promise<IDBDatabase>((resolve, reject) => {
      const open = indexedDB.open(name, 1);
      open.onupgradeneeded = () => open.result.createObjectStore(STORE);
      open.onsuccess = () => resolve(open.result);
      open.onerror = () => reject(open.error ?? new Error(`cannot open IndexedDB ${name}`));
    }));
  const store = async (mode: IDBTransactionMode) => (await db()).transaction(STORE, mode).objectStore(STORE);
  return {
    async put(key, object) {
      // Copy: the caller's bytes may be a view on a larger, reused buffer.
      const value: StoredObject = { bytes: object.bytes.slice(), contentType: object.contentType };
      await request((await store('readwrite')).put(value, key));
    },
    async get(key) {
      return (await request((await store('readonly')).get(key))) as StoredObject | undefined;
    },
    async remove(key) {
      await request((await store('readwrite')).delete(key));
    },
    close() {
      void opened?.then((database) => database.close());
      opened = undefined;
    },
  };
}
