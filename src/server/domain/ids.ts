/**
 * 64-bit, time-ordered ids in the snowflake layout BladeX uses (41 bits of milliseconds since 2020, 10 bits of
 * instance, 12 bits of sequence), handled as decimal strings. Ordered ids keep b-tree inserts append-only.
 */
const EPOCH = 1_577_836_800_000n; // 2020-01-01T00:00:00Z

export function createIdGenerator(now: () => number = Date.now, instance = randomInstance()) {
  let lastMs = -1n;
  let sequence = 0n;
  const node = BigInt(instance & 0x3ff);
  return function nextId(): string {
    let ms = BigInt(now()) - EPOCH;
    if (ms < lastMs) ms = lastMs; // clock stepped back: keep ids monotonic
    if (ms === lastMs) {
      sequence = (sequence + 1n) & 0xfffn;
      if (sequence === 0n) ms = lastMs + 1n; // 4096 ids in one millisecond: borrow the next one
    } else {
      sequence = 0n;
    }
    lastMs = ms;
    return ((ms << 22n) | (node << 12n) | sequence).toString();
  };
}

function randomInstance(): number {
  const bytes = new Uint16Array(1);
  crypto.getRandomValues(bytes);
  return bytes[0] ?? 0;
}

export type NextId = ReturnType<typeof createIdGenerator>;
