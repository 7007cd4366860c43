/**
 * CPU time spent while a load runs, split where it was spent: this process's main thread (the served app, or
 * the raw SQL's driver), its other threads (the HTTP client's worker, V8's compiler and GC helpers, libuv), and
 * every PostgreSQL process of the machine. Read from /proc, so Linux only; elsewhere it answers undefined.
 *
 * Why beside the latencies: on a two-core machine the server, its client and PostgreSQL take turns on the same
 * cores, so a p95 moves with whatever else the machine's neighbours do (the same run's figures moved by a third
 * between runs). CPU time per request moves far less and says where a request's cost is.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';

export type CpuSample = { main: number; otherThreads: number; postgres: number };

const ticksPerSecond = (() => {
  try {
    return Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim()) || 100;
  } catch {
    return 100;
  }
})();

/**
 * utime + stime of a /proc stat file, in ms (with `children`, also cutime + cstime: the ended children it has
 * waited for); 0 when the task ended meanwhile.
 */
function cpuMs(statPath: string, children = false): number {
  try {
    // The command name sits in parentheses and may hold spaces; the fields counted from after it.
    const fields = readFileSync(statPath, 'utf8').split(') ')[1]!.split(' ');
    const ticks = fields.slice(11, children ? 15 : 13).reduce((sum, field) => sum + Number(field), 0);
    return (ticks * 1000) / ticksPerSecond;
  } catch {
    return 0;
  }
}

const readable = existsSync('/proc/self/task');

export function cpuSample(): CpuSample | undefined {
  if (!readable) return undefined;
  const main = cpuMs(`/proc/self/task/${process.pid}/stat`);
  // The process's own figure counts its ended threads too (a client worker gone since), unlike a sum over tasks.
  const otherThreads = cpuMs('/proc/self/stat') - main;
  let postgres = 0;
  for (const pid of readdirSync('/proc')) {
    if (!/^\d+$/.test(pid)) continue;
    try {
      // With its children's: a backend that ended (a pool's idle connection closed) counts in the postmaster's.
      if (readFileSync(`/proc/${pid}/comm`, 'utf8').trim() === 'postgres')
        postgres += cpuMs(`/proc/${pid}/stat`, true);
    } catch {
      // The process ended between the listing and the read.
    }
  }
  return { main, otherThreads, postgres };
}

/**
 * "main thread 1.04, HTTP client 0.41, other threads 0.27, PostgreSQL 2.26; in all 3.98 ms": CPU ms per request
 * between two samples. `clientTicks`, the HTTP client worker's own (bench/load-client.mjs reads its thread's),
 * is set apart from the other threads (V8's compiler and GC helpers, libuv's pool).
 */
export function cpuPerRequest(
  before: CpuSample | undefined,
  requests: number,
  clientTicks?: number,
): string | undefined {
  const after = cpuSample();
  if (!before || !after) return undefined;
  const per = (key: keyof CpuSample) => (after[key] - before[key]) / requests;
  const client = clientTicks === undefined ? 0 : (clientTicks * 1000) / ticksPerSecond / requests;
  const parts: [string, number][] = [
    ['main thread', per('main')],
    ...(clientTicks === undefined ? [] : [['HTTP client', client] as [string, number]]),
    ['other threads', per('otherThreads') - client],
    ['PostgreSQL', per('postgres')],
  ];
  const total = parts.reduce((sum, [, ms]) => sum + ms, 0);
  return `${parts.map(([name, ms]) => `${name} ${ms.toFixed(2)}`).join(', ')}; in all ${total.toFixed(2)} ms`;
}
