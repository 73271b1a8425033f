/**
 * A small seeded PRNG (mulberry32) so the demo data is the same on every run; only the dates move with
 * "now". Math.random would give a different story each time the database is reset.
 */
export type Random = {
  /** A float in [0, 1). */
  next(): number;
  /** An integer in [min, max], both included. */
  int(min: number, max: number): number;
  chance(probability: number): boolean;
  pick<T>(items: readonly T[]): T;
  /** A shuffled copy. */
  shuffle<T>(items: readonly T[]): T[];
  /** Picks a value with probability proportional to its weight. */
  weighted<T>(choices: readonly (readonly [T, number])[]): T;
  /** An instant in [from, to); `from` itself when the range is empty. */
  between(from: Date, to: Date): Date;
};

export function createRandom(seed: number): Random {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  const at = <T>(items: readonly T[], index: number): T => {
    if (index < 0 || index >= items.length) throw new RangeError('Cannot pick from an empty list');
    return items[index] as T;
  };

  return {
    next,
    int,
    chance: (probability) => next() < probability,
    pick: (items) => at(items, int(0, items.length - 1)),
    shuffle: (items) => {
      const copy = [...items];
      for (let i = copy.length - 1; i > 0; i--) {
        const j = int(0, i);
        [copy[i], copy[j]] = [at(copy, j), at(copy, i)];
      }
      return copy;
    },
    weighted: (choices) => {
      const total = choices.reduce((sum, [, weight]) => sum + weight, 0);
      let roll = next() * total;
      for (const [value, weight] of choices) {
        roll -= weight;
        if (roll < 0) return value;
      }
      return at(choices, choices.length - 1)[0];
    },
    between: (from, to) =>
      new Date(from.getTime() + Math.floor(next() * Math.max(0, to.getTime() - from.getTime()))),
  };
}
