/**
 * The HTTP side of bench/load.ts, run in a worker thread: the client's own work (fetch, reading and decoding the
 * answer) then runs on its own event loop, as a browser's would, instead of queueing behind the server's
 * handlers on the one loop it measures. Sends `total` requests, at most `concurrency` at a time, after a
 * warm-up, and posts back each request's time. URLs are taken in turn (ms) from sending to the body read.
 */
// Plain JavaScript: a worker thread does not get tsx's loader on Node 20.
import { parentPort, workerData } from 'node:worker_threads';

/** @type {import('./load.ts').ClientJob} */
const job = workerData;

let next = 0;
async function once() {
  const url = job.urls[next++ % job.urls.length];
  const response = await fetch(url, { method: job.method, headers: job.headers });
  if (response.status !== 200)
    throw new Error(`${job.method} ${url} answered ${response.status}: ${await response.text()}`);
  await response.json();
}

for (let i = 0; i < job.warmUp; i++) await once();
// The server starts timing from here.
parentPort?.postMessage({ warm: true });
/** @type {number[]} */
const samples = [];
let issued = 0;
const started = performance.now();
await Promise.all(
  Array.from({ length: job.concurrency }, async () => {
    while (issued < job.total) {
      issued++;
      const t0 = performance.now();
      await once();
      samples.push(performance.now() - t0);
    }
  }),
);
parentPort?.postMessage({ samples, seconds: (performance.now() - started) / 1000 });
