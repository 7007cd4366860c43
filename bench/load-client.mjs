/**
 * The HTTP side of bench/load.ts, run in a worker thread: the client's own work (sending, reading and decoding the
 * answer) then runs on its own event loop, as a browser's would, instead of queueing behind the server's
 * handlers on the one loop it measures. Sends `total` requests, at most `concurrency` at a time, after a
 * warm-up, and posts back each request's time. URLs are taken in turn (ms) from sending to the body read.
 */
// Plain JavaScript: a worker thread does not get tsx's loader on Node 20.
import { Agent, request } from 'node:http';
import { readFileSync } from 'node:fs';
import { parentPort, workerData } from 'node:worker_threads';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';

/** @type {import('./load.ts').ClientJob} */
const job = workerData;

/**
 * node:http on kept-alive connections, one per request in flight, rather than fetch: the client shares the
 * machine's cores with the server and the database, and undici's fetch spends several times node:http's CPU
 * per request (streams, Headers, the WHATWG body), time the measured server then waits for. The answer is still
 * read, decompressed and parsed as JSON, as a browser would.
 */
const agent = new Agent({ keepAlive: true, maxSockets: job.concurrency });

/** @returns {Promise<{ status: number, body: Buffer, wire: number }>} */
function send(url) {
  return new Promise((resolve, reject) => {
    const req = request(url, { method: job.method, headers: job.headers, agent }, (res) => {
      /** @type {Buffer[]} */
      const chunks = [];
      res.on('data', (chunk) => chunks.push(chunk));
      res.on('end', () => {
        const raw = Buffer.concat(chunks);
        const encoding = res.headers['content-encoding'];
        const body =
          encoding === 'br' ? brotliDecompressSync(raw) : encoding === 'gzip' ? gunzipSync(raw) : raw;
        resolve({ status: res.statusCode ?? 0, body, wire: raw.length });
      });
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
}

/**
 * This thread's CPU time in clock ticks (utime + stime; Linux only, else undefined), so that the bench can set the
 * client's share apart from the server's threads (bench/cpu-time.ts).
 */
function threadTicks() {
  try {
    const fields = readFileSync('/proc/thread-self/stat', 'utf8').split(') ')[1].split(' ');
    return Number(fields[11]) + Number(fields[12]);
  } catch {
    return undefined;
  }
}

let next = 0;
/** The last answer's size: on the wire and as JSON. */
const bytes = { wire: 0, json: 0 };
async function once() {
  const url = job.urls[next++ % job.urls.length];
  const { status, body, wire } = await send(url);
  if (status !== 200) throw new Error(`${job.method} ${url} answered ${status}: ${body.toString()}`);
  JSON.parse(body.toString());
  bytes.wire = wire;
  bytes.json = body.length;
}

/** `count` requests, at most `concurrency` at a time; each one's time goes to `record` when given. */
async function run(count, record) {
  let issued = 0;
  await Promise.all(
    Array.from({ length: job.concurrency }, async () => {
      while (issued < count) {
        issued++;
        const t0 = performance.now();
        await once();
        record?.(performance.now() - t0);
      }
    }),
  );
}

// Warmed up at the measured concurrency: one request at a time left the first measured run paying for the
// JIT and heap sizing a long-running server has behind it.
await run(job.warmUp);
// The server starts timing from here.
parentPort?.postMessage({ warm: true });
const ticksAtStart = threadTicks();
/** @type {number[]} */
const samples = [];
const started = performance.now();
await run(job.total, (ms) => samples.push(ms));
const ticksAtEnd = threadTicks();
const clientTicks =
  ticksAtStart === undefined || ticksAtEnd === undefined ? undefined : ticksAtEnd - ticksAtStart;
parentPort?.postMessage({ samples, seconds: (performance.now() - started) / 1000, bytes, clientTicks });
