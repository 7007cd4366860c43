/** Timing helpers of the benchmarks: a warm-up run, then `runs` timed runs, printed as p50 and p95. */

export function percentile(samples: number[], p: number): number {
  const sorted = [...samples].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;
}

/** Prints the figures and answers them too, for a bench that sets one against another. */
export async function measure(name: string, runs: number, task: () => unknown) {
  await task(); // warm-up
  const samples: number[] = [];
  for (let i = 0; i < runs; i++) {
    const start = performance.now();
    await task();
    samples.push(performance.now() - start);
  }
  const p50 = percentile(samples, 50);
  const p95 = percentile(samples, 95);
  console.log(
    `${name.padEnd(40)} n=${String(runs).padStart(4)}  p50 ${p50.toFixed(2).padStart(8)} ms  p95 ${p95.toFixed(2).padStart(8)} ms`,
  );
  return { p50, p95 };
}
