// Deterministic randomness for the demo world: one seed drives both faker (names, addresses) and a small
// fast PRNG for the many numeric choices (faker's own number helpers are slower at 100k-household scale).
import { fakerEN_US as faker } from '@faker-js/faker';

export { faker };

/** A seeded source of random choices. The same seed gives the same world (on the same day). */
export interface Rng {
  /** A float in [0, 1). */
  next(): number;
  /** An integer in [min, max], both included (min when max < min). */
  int(min: number, max: number): number;
  /** True with probability p. */
  chance(p: number): boolean;
  /** One element of a non-empty list. */
  pick<T>(items: readonly T[]): T;
  /** One key, chosen with the given weights. */
  weighted<K extends string>(weights: Readonly<Record<K, number>>): K;
  /** k distinct elements (fewer if the list is shorter), in list order. */
  sample<T>(items: readonly T[], k: number): T[];
}

/** mulberry32: tiny, fast and good enough for test data; faker is seeded with the same number. */
export function createRng(seed: number): Rng {
  faker.seed(seed);
  let state = seed >>> 0;
  const next = (): number => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
  const int = (min: number, max: number): number => (max <= min ? min : min + Math.floor(next() * (max - min + 1)));
  const pick = <T>(items: readonly T[]): T => {
    const item = items[int(0, items.length - 1)];
    if (item === undefined) throw new Error('pick from an empty list');
    return item;
  };
  return {
    next,
    int,
    pick,
    chance: (p) => next() < p,
    weighted<K extends string>(weights: Readonly<Record<K, number>>): K {
      const entries = Object.entries(weights) as [K, number][];
      let roll = next() * entries.reduce((total, [, w]) => total + w, 0);
      for (const [key, w] of entries) {
        roll -= w;
        if (roll < 0) return key;
      }
      return pick(entries)[0];
    },
    sample<T>(items: readonly T[], k: number): T[] {
      const chosen = new Set<number>();
      while (chosen.size < Math.min(k, items.length)) chosen.add(int(0, items.length - 1));
      return [...chosen].sort((a, b) => a - b).map((i) => items[i] as T);
    },
  };
}
