import { describe, expect, it } from "vitest";
import { indiaDay } from "./india-time";
import { offSaleSentence, saleStopsOn, stopFor } from "./regulated";

describe("which regulated goods the shop may sell on a day", () => {
  const insecticides = { kind: "insecticides" as const, validUntil: "2026-12-31" };
  const fertilisers = { kind: "fertilisers" as const, validUntil: "2027-03-31" };

  it("sells a kind through the licence's last day and stops it the day after, in India's day", () => {
    // 23:59 on the last day in India is 18:29 UTC; a minute later it is the next day there.
    const lastMinute = indiaDay(new Date("2026-12-31T18:29:00Z"));
    const nextMorning = indiaDay(new Date("2026-12-31T18:30:00Z"));
    expect(lastMinute).toBe("2026-12-31");
    expect(nextMorning).toBe("2027-01-01");
    expect(saleStopsOn([insecticides, fertilisers], lastMinute).insecticides).toBeUndefined();
    expect(saleStopsOn([insecticides, fertilisers], nextMorning)).toEqual({
      insecticides: { licence: "insecticides", why: "ended" },
      seeds: { licence: "seeds", why: "none" },
    });
  });

  it("a newer licence of the kind keeps it on sale; a kind never licensed is stopped", () => {
    const renewed = { kind: "insecticides" as const, validUntil: "2027-12-31" };
    const stops = saleStopsOn([insecticides, renewed], "2027-06-01");
    expect(stops.insecticides).toBeUndefined();
    expect(stopFor("insecticide", stops)).toBeUndefined();
    expect(stopFor("seed", stops)).toEqual({ licence: "seeds", why: "none" });
    expect(stopFor("fertiliser", stops)).toEqual({ licence: "fertilisers", why: "none" });
    // Bio-stimulants and unregulated goods need no licence here.
    expect(stopFor("bio-stimulant", stops)).toBeUndefined();
    expect(stopFor("none", stops)).toBeUndefined();
  });

  it("names the product and why in one sentence", () => {
    expect(offSaleSentence("Neem Oil", { licence: "insecticides", why: "ended" })).toBe(
      "Neem Oil cannot be sold just now: the shop's insecticide licence has ended.",
    );
    expect(offSaleSentence("Okra Seeds", { licence: "seeds", why: "none" })).toBe(
      "Okra Seeds cannot be sold just now: the shop has no seed licence.",
    );
  });
});
