// The soak's seeded randomness: the same seed gives the same user script (which actions, which files, how
// long between them); only the timing of the browser and the service varies from run to run.
import { seededRandom } from "../../dev/emulator/faults";

export class Dice {
  private readonly next: () => number;

  constructor(seed: number) {
    this.next = seededRandom(seed);
  }

  /** A number in [0, 1). */
  unit(): number {
    return this.next();
  }

  /** A whole number from `min` to `max`, both included. */
  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }

  /** One of `items` (undefined when there are none). */
  pick<T>(items: readonly T[]): T | undefined {
    return items.length === 0 ? undefined : items[Math.floor(this.next() * items.length)];
  }

  /** One of the weighted choices. */
  weighted<T extends string>(weights: Readonly<Record<T, number>>): T {
    const entries = Object.entries(weights) as Array<[T, number]>;
    const total = entries.reduce((sum, [, w]) => sum + w, 0);
    let roll = this.next() * total;
    for (const [choice, weight] of entries) {
      roll -= weight;
      if (roll < 0) return choice;
    }
    return entries[entries.length - 1]?.[0] as T;
  }
}
