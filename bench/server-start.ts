/**
 * Cold start and idle memory of the production server: runs `npm run <script>` (default `serve`) on an empty
 * data directory (migrations + seed), then again on the same directory (a restart), and prints the time until
 * /login answers and the resident memory of the whole process group once idle. Prints figures, asserts nothing.
 *
 *   tsx bench/server-start.ts [--script serve|start] [--runs 3]
 */
import { execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

const root = resolve(import.meta.dirname, '..');
const argValue = (name: string) => {
  const index = process.argv.indexOf(name);
  return index >= 0 ? process.argv[index + 1] : undefined;
};
const script = argValue('--script') ?? 'serve';
const runs = Number(argValue('--runs') ?? 3);

function freePort(): Promise<number> {
  return new Promise((done, reject) => {
    const server = createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => done(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/** Resident memory of every process in the group, in MB (npm, a transpiler's loader and the server itself). */
function groupRssMb(pgid: number): number {
  const out = execFileSync('ps', ['-o', 'rss=', '-g', String(pgid)], { encoding: 'utf8' });
  return out
    .split('\n')
    .filter((line) => line.trim())
    .reduce((sum, line) => sum + Number(line.trim()) / 1024, 0);
}

async function startOnce(dataDir: string): Promise<{ readyMs: number; rssMb: number }> {
  const port = await freePort();
  const started = performance.now();
  const child = spawn('npm', ['run', '--silent', script], {
    cwd: root,
    detached: true,
    stdio: 'ignore',
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, DATABASE_URL: '' },
  });
  try {
    for (;;) {
      if (child.exitCode !== null) throw new Error(`npm run ${script} exited with code ${child.exitCode}`);
      if (performance.now() - started > 300_000) throw new Error('no answer within 300 s');
      try {
        if ((await fetch(`http://127.0.0.1:${port}/login`)).ok) break;
      } catch {
        // not listening yet
      }
      await new Promise((done) => setTimeout(done, 50));
    }
    const readyMs = performance.now() - started;
    // Idle: a few seconds after the first answer, nothing else asked.
    await new Promise((done) => setTimeout(done, 5000));
    return { readyMs, rssMb: groupRssMb(child.pid!) };
  } finally {
    const exited = new Promise((done) => child.once('exit', done));
    process.kill(-child.pid!, 'SIGTERM');
    await exited;
  }
}

console.log(`npm run ${script}: time until /login answers, and idle RSS of the process group`);
for (let i = 0; i < runs; i++) {
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-start-'));
  try {
    const cold = await startOnce(dataDir);
    const again = await startOnce(dataDir);
    console.log(
      `  empty data directory ${(cold.readyMs / 1000).toFixed(1)} s, ${cold.rssMb.toFixed(0)} MB;` +
        `  restart ${(again.readyMs / 1000).toFixed(1)} s, ${again.rssMb.toFixed(0)} MB`,
    );
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}
