import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** s3rver's constructor and lifecycle, as far as the tests use them (the package ships no types). */
interface S3rverInstance {
  run(): Promise<{ address: string; port: number }>;
  close(): Promise<void>;
}
type S3rverClass = new (options: Record<string, unknown>) => S3rverInstance;

export const S3_KEY = 'S3RVER';
export const S3_SECRET = 'S3RVER';

export interface LocalS3 {
  endpoint: string;
  close(): Promise<void>;
}

/**
 * A real S3-compatible server (s3rver: S3's REST API over a folder, with Signature V4 checks) on a free loopback
 * port, with the given buckets. Answers why it could not start instead of throwing, so a test can skip with it.
 */
export async function startLocalS3(buckets: string[]): Promise<LocalS3 | string> {
  const directory = mkdtempSync(join(tmpdir(), 's3rver-'));
  try {
    // @ts-expect-error s3rver ships no type declarations; S3rverClass above says what is used.
    const module: { default: S3rverClass } = await import('s3rver');
    const server = new module.default({
      address: '127.0.0.1',
      port: 0,
      silent: true,
      directory,
      configureBuckets: buckets.map((name) => ({ name })),
    });
    const { port } = await server.run();
    return {
      endpoint: `http://127.0.0.1:${port}`,
      async close() {
        await server.close();
        rmSync(directory, { recursive: true, force: true });
      },
    };
  } catch (error) {
    rmSync(directory, { recursive: true, force: true });
    return `s3rver did not start: ${error instanceof Error ? error.message : String(error)}`;
  }
}
