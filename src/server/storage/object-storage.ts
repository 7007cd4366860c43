/**
 * Object storage behind one interface: local disk under DATA_DIR/files by default (injected by main.ts),
 * an in-memory store for tests and the browser demo, and S3-compatible stores (s3-storage.ts) chosen by a
 * tenant's enabled storage configuration.
 */
export interface StoredObject {
  bytes: Uint8Array;
  contentType: string;
}

export interface ObjectStorage {
  put(name: string, object: StoredObject): Promise<void>;
  get(name: string): Promise<StoredObject | undefined>;
  /** Deletes the object; a missing one is not an error (a second remove, a half-finished upload). */
  remove(name: string): Promise<void>;
}

export function memoryStorage(): ObjectStorage {
  const objects = new Map<string, StoredObject>();
  return {
    async put(name, object) {
      objects.set(name, object);
    },
    async get(name) {
      return objects.get(name);
    },
    async remove(name) {
      objects.delete(name);
    },
  };
}
