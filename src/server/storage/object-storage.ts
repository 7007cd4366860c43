/**
 * Object storage behind one interface: local disk under DATA_DIR/files by default (injected by main.ts),
 * an in-memory store for tests and the browser demo, and room for S3-compatible stores by configuration.
 */
export interface StoredObject {
  bytes: Uint8Array;
  contentType: string;
}

export interface ObjectStorage {
  put(name: string, object: StoredObject): Promise<void>;
  get(name: string): Promise<StoredObject | undefined>;
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
  };
}
