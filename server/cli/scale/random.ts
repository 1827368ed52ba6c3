// Fast, seedable pseudo-randomness for millions of rows: a row's values are a pure function of
// (seed, table, index), so related rows (a purchase and its owner) agree without lookups.

/**
 * mulberry32: a tiny 32-bit PRNG; good enough for test data, ~100x faster than faker per value. A class
 * rather than closures: the seed makes several generators per row, and tsx (esbuild's keepNames) wraps
 * every closure it creates in a naming call that cost more than the generator itself.
 */
class Mulberry32 {
  private state: number;
  constructor(seed: number) {
    this.state = seed >>> 0;
  }
  next(): number {
    this.state = (this.state + 0x6d2b79f5) >>> 0;
    let t = this.state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }
  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }
  pick<T>(items: readonly T[]): T {
    return items[Math.floor(this.next() * items.length)]!;
  }
  chance(p: number): boolean {
    return this.next() < p;
  }
}

export function rng(seed: number) {
  return new Mulberry32(seed);
}

export type Rng = ReturnType<typeof rng>;

/** A generator for row `index` of stream `salt`. */
export function rowRng(seed: number, salt: number, index: number): Rng {
  return rng(Math.imul(seed ^ (salt * 0x9e3779b1), 0x85ebca6b) ^ Math.imul(index + 1, 0xc2b2ae35));
}

const ALNUM = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';
const HEX = '0123456789abcdef';

export function alnum(r: Rng, length: number): string {
  let out = '';
  for (let i = 0; i < length; i++) out += ALNUM[Math.floor(r.next() * 62)];
  return out;
}

/** A version-4-shaped UUID from the generator. */
export function uuidFrom(r: Rng): string {
  let out = '';
  for (let i = 0; i < 32; i++) {
    if (i === 8 || i === 12 || i === 16 || i === 20) out += '-';
    out += i === 12 ? '4' : i === 16 ? HEX[8 + Math.floor(r.next() * 4)] : HEX[Math.floor(r.next() * 16)];
  }
  return out;
}

const HEX_BYTES = Array.from({ length: 256 }, (_, i) => i.toString(16).padStart(2, '0'));

/** A version-4-shaped UUID from four draws: for the 80 million card and review ids (uuidFrom takes 31). */
export function quickUuid(r: Rng): string {
  const a = (r.next() * 4294967296) >>> 0;
  const b = (r.next() * 4294967296) >>> 0;
  const c = (r.next() * 4294967296) >>> 0;
  const d = (r.next() * 4294967296) >>> 0;
  const h = HEX_BYTES;
  return (
    `${h[a >>> 24]}${h[(a >>> 16) & 255]}${h[(a >>> 8) & 255]}${h[a & 255]}-` +
    `${h[b >>> 24]}${h[(b >>> 16) & 255]}-4${h[(b >>> 8) & 15]!.slice(1)}${h[b & 255]}-` +
    `${h[0x80 | ((c >>> 24) & 63)]}${h[(c >>> 16) & 255]}-` +
    `${h[(c >>> 8) & 255]}${h[c & 255]}${h[d >>> 24]}${h[(d >>> 16) & 255]}${h[(d >>> 8) & 255]}${h[d & 255]}`
  );
}
