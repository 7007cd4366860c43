import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { writeDatabaseSnapshot, type SnapshotKind } from './database-snapshot.ts';

/**
 * Vitest global setup of the server and client projects: builds the project's database snapshot once, before the
 * workers start, and hands its path to the test files (database-snapshot.ts says why).
 */
export default async function setup(project: TestProject) {
  const kind: SnapshotKind = project.name === 'client' ? 'demo' : 'seeded';
  const dir = mkdtempSync(join(tmpdir(), `test-db-${kind}-`));
  project.provide('databaseSnapshot', await writeDatabaseSnapshot(kind, dir));
  return () => rmSync(dir, { recursive: true, force: true });
}
