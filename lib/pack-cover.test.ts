import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { type CoverPack, cheapestCover } from "./pack-cover";

const litre = (id: number, rupees: number): CoverPack => ({ id, size: 1000, pricePaise: rupees * 100 });
const halfLitre = (id: number, rupees: number): CoverPack => ({ id, size: 500, pricePaise: rupees * 100 });

describe("the cheapest packs that hold a dose", () => {
  it("buys 2.6 L as three 1 L packs when two 500 ml cost more than a litre", () => {
    const cover = cheapestCover([litre(1, 900), halfLitre(2, 480)], 2600);
    expect(cover).toEqual({ lines: [{ id: 1, count: 3 }], totalPaise: 270_000, holds: 3000 });
  });

  it("buys 2.6 L as six 500 ml packs when a half litre is cheaper by the litre", () => {
    const cover = cheapestCover([litre(1, 900), halfLitre(2, 440)], 2600);
    expect(cover).toEqual({ lines: [{ id: 2, count: 6 }], totalPaise: 264_000, holds: 3000 });
  });

  it("mixes sizes when that is cheapest: 2.6 L as 1 L × 2, 500 ml and 100 ml", () => {
    const cover = cheapestCover(
      [litre(1, 900), halfLitre(2, 470), { id: 3, size: 100, pricePaise: 10_000 }],
      2600,
    );
    expect(cover).toEqual({
      lines: [
        { id: 1, count: 2 },
        { id: 2, count: 1 },
        { id: 3, count: 1 },
      ],
      totalPaise: 237_000,
      holds: 2600,
    });
  });

  it("of equally cheap answers takes the one with fewest packs", () => {
    // ₹900 a litre either way: three 1 L packs, not six half litres.
    expect(cheapestCover([litre(1, 900), halfLitre(2, 450)], 2600)?.lines).toEqual([{ id: 1, count: 3 }]);
  });

  it("of two equally cheap answers takes the one with less left over", () => {
    // 1 L × 1 (₹100) vs 250 ml × 3 (₹100): both cover 700 ml; 750 ml wastes less.
    const cover = cheapestCover(
      [
        { id: 1, size: 1000, pricePaise: 10_000 },
        { id: 2, size: 250, pricePaise: 3_333 },
        { id: 3, size: 50, pricePaise: 5_000 },
      ],
      700,
    );
    expect(cover?.totalPaise).toBe(9_999);
    expect(cover?.lines).toEqual([{ id: 2, count: 3 }]);
  });

  it("takes an exact fit over a cheaper-per-litre big pack that overshoots by far", () => {
    // 25 kg bag at ₹1,000 vs 5 kg at ₹260: 10 kg costs ₹520 in small bags, ₹1,000 in one big one.
    const cover = cheapestCover(
      [
        { id: 1, size: 25_000, pricePaise: 100_000 },
        { id: 2, size: 5_000, pricePaise: 26_000 },
      ],
      10_000,
    );
    expect(cover?.lines).toEqual([{ id: 2, count: 2 }]);
  });

  it("answers nothing to buy for a dose of nothing, and no answer without packs", () => {
    expect(cheapestCover([litre(1, 900)], 0)).toEqual({ lines: [], totalPaise: 0, holds: 0 });
    expect(cheapestCover([], 500)).toBeNull();
  });

  it("handles a large field without a huge table (10,000 acres at 60 ml an acre)", () => {
    const cover = cheapestCover(
      [{ id: 1, size: 100, pricePaise: 45_000 }, litre(2, 3_900), halfLitre(3, 2_000)],
      600_000,
    );
    expect(cover?.holds).toBeGreaterThanOrEqual(600_000);
    expect(cover?.lines).toEqual([{ id: 2, count: 600 }]);
  });
});

/** An independent answer: the cheapest way to hold at least t, by the plain recurrence. */
function cheapestByRecurrence(packs: CoverPack[], target: number): number {
  const best = new Array<number>(target + 1).fill(Number.POSITIVE_INFINITY);
  best[0] = 0;
  for (let t = 1; t <= target; t++) {
    for (const p of packs) best[t] = Math.min(best[t], p.pricePaise + best[Math.max(0, t - p.size)]);
  }
  return best[target];
}

describe("the cheapest packs, for any packs and any dose", () => {
  const packsArb = fc
    .array(
      fc.record({ size: fc.integer({ min: 1, max: 80 }), pricePaise: fc.integer({ min: 1, max: 9_000 }) }),
      {
        minLength: 1,
        maxLength: 4,
      },
    )
    .map((ps) => ps.map((p, i) => ({ id: i + 1, ...p })));

  it("is never less than the dose, and never dearer than any other combination that covers it", () => {
    fc.assert(
      fc.property(packsArb, fc.integer({ min: 1, max: 600 }), (packs, target) => {
        const cover = cheapestCover(packs, target);
        expect(cover).not.toBeNull();
        if (!cover) return;
        const size = new Map(packs.map((p) => [p.id, p]));
        const holds = cover.lines.reduce((s, l) => s + (size.get(l.id)?.size ?? 0) * l.count, 0);
        const paid = cover.lines.reduce((s, l) => s + (size.get(l.id)?.pricePaise ?? 0) * l.count, 0);
        expect(holds).toBe(cover.holds);
        expect(paid).toBe(cover.totalPaise);
        expect(holds).toBeGreaterThanOrEqual(target);
        expect(cover.totalPaise).toBe(cheapestByRecurrence(packs, target));
      }),
      { numRuns: 400 },
    );
  });

  it("agrees with trying every combination, for small doses", () => {
    fc.assert(
      fc.property(
        packsArb.map((p) => p.slice(0, 3)),
        fc.integer({ min: 1, max: 40 }),
        (packs, target) => {
          let cheapest = Number.POSITIVE_INFINITY;
          const most = packs.map((p) => Math.ceil(target / p.size));
          const walk = (i: number, held: number, paid: number) => {
            if (i === packs.length) {
              if (held >= target) cheapest = Math.min(cheapest, paid);
              return;
            }
            for (let n = 0; n <= most[i]; n++)
              walk(i + 1, held + n * packs[i].size, paid + n * packs[i].pricePaise);
          };
          walk(0, 0, 0);
          expect(cheapestCover(packs, target)?.totalPaise).toBe(cheapest);
        },
      ),
      { numRuns: 300 },
    );
  });
});
