import type { Migration } from '@/server/db/migrate';

/** drizzle-kit's committed SQL files, bundled (the browser has no folder to read): the server's migrations. */
const files = import.meta.glob<string>('../../../drizzle/*.sql', {
  query: '?raw',
  import: 'default',
  eager: true,
});

export const migrations: Migration[] = Object.entries(files)
  .map(([path, sql]) => ({ tag: path.replace(/^.*\/([^/]+)\.sql$/, '$1'), sql }))
  .sort((a, b) => a.tag.localeCompare(b.tag));
