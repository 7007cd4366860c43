import pg from 'pg';

/** The PostgreSQL server of the tests that need one (TEST_DATABASE_URL), and databases on it. */
export const TEST_DATABASE_URL = process.env.TEST_DATABASE_URL;

/** The URL of database `name` on the test server. */
export function postgresUrl(name: string): string {
  const target = new URL(TEST_DATABASE_URL!);
  target.pathname = `/${name}`;
  return target.toString();
}

/** Runs `work` with a connection to the test server's maintenance database. */
export async function onPostgresServer<T>(work: (admin: pg.Client) => Promise<T>): Promise<T> {
  const admin = new pg.Client({ connectionString: TEST_DATABASE_URL });
  await admin.connect();
  try {
    return await work(admin);
  } finally {
    await admin.end();
  }
}

/** Creates database `name`, as a copy of `template` when given (retried while another copy holds it). */
export async function createDatabase(admin: pg.Client, name: string, template?: string): Promise<void> {
  if (!template) {
    await admin.query(`create database ${name}`);
    return;
  }
  for (let attempt = 1; ; attempt++) {
    try {
      await admin.query(`create database ${name} template ${template}`);
      return;
    } catch (error) {
      // 55006 object_in_use: another file's copy of the template is under way.
      if ((error as { code?: string }).code !== '55006' || attempt >= 50) throw error;
      await new Promise((done) => setTimeout(done, 100 * attempt));
    }
  }
}
