/**
 * The cheapest packs that together hold at least a quantity: the dose calculator's shopping list
 * (docs/decisions/0044-dose-calculator.md). Any number of each pack may be bought.
 *
 * Sizes are whole base units (g, ml, seeds…) and prices whole paise. Among equally cheap answers
 * the one with less left over wins, then the one with fewer packs.
 */

export interface CoverPack {
  id: number;
  /** Whole base units in one pack (1 L → 1000). */
  size: number;
  /** What one pack costs, in paise. */
  pricePaise: number;
}

export interface Cover {
  /** Packs to buy: each pack's id and how many, largest pack first; none for a target of 0. */
  lines: { id: number; count: number }[];
  totalPaise: number;
  /** Base units the packs hold together (never less than the target). */
  holds: number;
}

/** Above this many table cells the packs are too odd to combine exactly (never with real packs). */
const MOST_CELLS = 4_000_000;

const gcd = (a: number, b: number): number => (b === 0 ? a : gcd(b, a % b));

/**
 * Why it is exact: take the pack with the lowest price per unit (`best`). Any `best.size` other
 * packs contain a group whose sizes add up to a multiple of `best.size` (pigeonhole on running
 * sums), and that group can be swapped for `best` packs holding the same for no more money. So
 * some cheapest answer has fewer than `best.size` other packs, holding less than
 * `best.size × largest`; nor do the others ever need to hold more than target + largest. The
 * table below tries every amount the other packs can hold up to that bound, exactly, and fills the
 * rest with `best`.
 */
export function cheapestCover(packs: readonly CoverPack[], target: number): Cover | null {
  const usable = packs.filter((p) => Number.isInteger(p.size) && p.size > 0 && p.pricePaise >= 0);
  if (usable.length === 0) return null;
  if (target <= 0) return { lines: [], totalPaise: 0, holds: 0 };
  const g = usable.reduce((acc, p) => gcd(acc, p.size), 0);
  const units = usable.map((p) => p.size / g);
  const need = Math.ceil(target / g);
  const best = bestValue(usable, units);
  const largest = Math.max(...units);
  const bound = Math.min(units[best] * largest, need + largest);
  if (bound > MOST_CELLS) return null;

  // cost[x]: cheapest way for the other packs to hold exactly x units; count[x]: packs used; via[x]: the last pack.
  const cost = new Float64Array(bound + 1).fill(Number.POSITIVE_INFINITY);
  const count = new Int32Array(bound + 1);
  const via = new Int32Array(bound + 1).fill(-1);
  cost[0] = 0;
  for (let x = 1; x <= bound; x++) {
    for (let i = 0; i < usable.length; i++) {
      if (i === best || units[i] > x) continue;
      const c = cost[x - units[i]] + usable[i].pricePaise;
      const n = count[x - units[i]] + 1;
      if (c < cost[x] || (c === cost[x] && n < count[x])) {
        cost[x] = c;
        count[x] = n;
        via[x] = i;
      }
    }
  }

  let pick = { x: 0, bestCount: 0, total: Number.POSITIVE_INFINITY, holds: 0, packs: 0 };
  for (let x = 0; x <= bound; x++) {
    if (cost[x] === Number.POSITIVE_INFINITY) continue;
    const bestCount = Math.max(0, Math.ceil((need - x) / units[best]));
    const total = cost[x] + bestCount * usable[best].pricePaise;
    const holds = x + bestCount * units[best];
    const packCount = count[x] + bestCount;
    if (
      total < pick.total ||
      (total === pick.total && (holds < pick.holds || (holds === pick.holds && packCount < pick.packs)))
    ) {
      pick = { x, bestCount, total, holds, packs: packCount };
    }
  }

  const counts = new Map<number, number>();
  if (pick.bestCount > 0) counts.set(best, pick.bestCount);
  for (let x = pick.x; x > 0; x -= units[via[x]]) counts.set(via[x], (counts.get(via[x]) ?? 0) + 1);
  const lines = [...counts.entries()]
    .sort((a, b) => usable[b[0]].size - usable[a[0]].size)
    .map(([i, n]) => ({ id: usable[i].id, count: n }));
  return { lines, totalPaise: pick.total, holds: pick.holds * g };
}

/** The pack with the lowest price per unit; of equal ones, the largest. */
function bestValue(packs: readonly CoverPack[], units: number[]): number {
  let best = 0;
  for (let i = 1; i < packs.length; i++) {
    const a = packs[i].pricePaise * units[best];
    const b = packs[best].pricePaise * units[i];
    if (a < b || (a === b && units[i] > units[best])) best = i;
  }
  return best;
}
