/**
 * Deterministic randomness for the simulated fleet (ARCHITECTURE 5: deterministic from a seed). A sequential PRNG
 * (mulberry32) draws the fleet itself; a stateless hash of (seed, keys) draws anything indexed by time, so that the
 * back-fill and the live tick produce the same value for the same device and minute whatever order they run in.
 */

/** A PRNG: each call returns the next number in [0, 1). */
export type Random = () => number;

/** mulberry32: a small, fast 32-bit PRNG; the same seed gives the same sequence. */
export function mulberry32(seed: number): Random {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** FNV-1a hash of a string to 32 bits. */
export function hashString(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/** Mixes 32-bit integers into one well-spread 32-bit value (murmur3's finaliser per key). */
function mix(h: number, k: number): number {
  let x = (h ^ Math.imul(k | 0, 0x9e3779b1)) >>> 0;
  x ^= x >>> 16;
  x = Math.imul(x, 0x85ebca6b);
  x ^= x >>> 13;
  x = Math.imul(x, 0xc2b2ae35);
  x ^= x >>> 16;
  return x >>> 0;
}

/** A number in [0, 1) fixed by the seed and the keys (strings are hashed; numbers are taken as integers). */
export function noise(seed: number, ...keys: (number | string)[]): number {
  let h = mix(0x12345678, seed);
  for (const key of keys) h = mix(h, typeof key === 'string' ? hashString(key) : Math.floor(key));
  return h / 4294967296;
}

/** An integer in [min, max] from a PRNG. */
export function randomInt(random: Random, min: number, max: number): number {
  return min + Math.floor(random() * (max - min + 1));
}

/** One element of a list, picked by a PRNG. */
export function pick<T>(random: Random, list: readonly T[]): T {
  return list[Math.floor(random() * list.length)] as T;
}
