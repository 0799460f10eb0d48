import { describe, expect, it } from "vitest";
import { indiaDay } from "./india-time";
import {
  notCoveredSentence,
  offSaleSentence,
  type StateStop,
  saleStopsOn,
  stateStopFor,
  stopFor,
} from "./regulated";

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

describe("the states a product may be delivered to", () => {
  const wb = { kind: "insecticides" as const, validUntil: "2026-12-31", states: ["West Bengal", "Assam"] };
  const kerala = { kind: "insecticides" as const, validUntil: "2026-06-30", states: ["Kerala"] };

  it("delivers a kind into a state one valid licence of its kind names, and refuses others naming the state", () => {
    expect(stateStopFor("insecticide", "Assam", [wb], "2026-11-27")).toBeUndefined();
    const stop = stateStopFor("insecticide", "Kerala", [wb], "2026-11-27");
    expect(stop).toEqual({ licence: "insecticides", state: "Kerala" });
    expect(notCoveredSentence("Neem Oil", stop as StateStop)).toBe(
      "Neem Oil cannot be delivered to Kerala: the shop's insecticide licence does not cover Kerala.",
    );
  });

  it("counts only licences valid on the day: an ended one's states are covered no longer", () => {
    expect(stateStopFor("insecticide", "Kerala", [wb, kerala], "2026-06-30")).toBeUndefined();
    expect(stateStopFor("insecticide", "Kerala", [wb, kerala], "2026-07-01")).toEqual({
      licence: "insecticides",
      state: "Kerala",
    });
  });

  it("leaves unregulated goods, bio-stimulants and other kinds alone, and a kind with no valid licence to the off-sale rule", () => {
    expect(stateStopFor("none", "Kerala", [wb], "2026-11-27")).toBeUndefined();
    expect(stateStopFor("bio-stimulant", "Kerala", [wb], "2026-11-27")).toBeUndefined();
    expect(stateStopFor("fertiliser", "Kerala", [wb], "2026-11-27")).toBeUndefined();
    expect(stateStopFor("insecticide", "Kerala", [wb], "2027-01-01")).toBeUndefined();
  });
});

it("reads a state however the address spells it", () => {
  const wb = { kind: "seeds" as const, validUntil: "2026-12-31", states: ["West Bengal"] };
  expect(stateStopFor("seed", "west  bengal", [wb], "2026-11-27")).toBeUndefined();
  expect(stateStopFor("seed", "kerala", [wb], "2026-11-27")).toEqual({ licence: "seeds", state: "Kerala" });
});
