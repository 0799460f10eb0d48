import { existsSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { parseUse } from "../../../lib/crop-uses-csv";
import { cropUses } from "./data/crop-uses";
import { cropPicture, crops, problemPicture } from "./data/crops";
import { fertilizers } from "./data/products/fertilizers";
import { fieldCrops } from "./data/products/field-crops";
import { growthPromoters } from "./data/products/growth-promoters";
import { pesticides } from "./data/products/pesticides";
import { teaProducts } from "./data/products/tea-product";
import { vegetableSeeds } from "./data/products/vegetable-seeds";

const root = path.resolve(import.meta.dirname, "../../..");
const DEVANAGARI = /^[\u0900-\u097F\s\d(),.:;–-]+$/u;
const labels = new Map(
  [...fertilizers, ...pesticides, ...growthPromoters, ...teaProducts, ...vegetableSeeds, ...fieldCrops].map(
    (p) => [p.sku, p.dose],
  ),
);

describe("the demo shop's crops", () => {
  it("covers the eight crops farmers ask for, each with seasons, 3–5 stages and 2–4 problems", () => {
    expect(crops.map((c) => c.key)).toEqual([
      "paddy",
      "wheat",
      "tea",
      "tomato",
      "okra",
      "chilli",
      "potato",
      "mango",
    ]);
    for (const c of crops) {
      expect(c.seasons.length, c.key).toBeGreaterThanOrEqual(1);
      expect(c.stages.length, c.key).toBeGreaterThanOrEqual(3);
      expect(c.stages.length, c.key).toBeLessThanOrEqual(5);
      expect(c.problems.length, c.key).toBeGreaterThanOrEqual(2);
      expect(c.problems.length, c.key).toBeLessThanOrEqual(4);
      const keys = [...c.stages, ...c.problems].map((s) => s.key);
      expect(new Set(keys).size, `${c.key}: a stage and a problem share a key`).toBe(keys.length);
      expect(existsSync(path.join(root, "public", cropPicture(c.key))), c.key).toBe(true);
      for (const p of c.problems) {
        expect(existsSync(path.join(root, "public", problemPicture(c.key, p.key))), p.key).toBe(true);
        expect(p.symptoms.length, p.key).toBeGreaterThan(30);
      }
    }
  });

  it("says every name and symptom in Hindi too, in Devanagari", () => {
    const hindi = crops.flatMap((c) => [
      c.nameHi,
      ...c.stages.map((s) => s.nameHi),
      ...c.problems.flatMap((p) => [p.nameHi, p.symptomsHi]),
    ]);
    expect(hindi.filter((text) => !DEVANAGARI.test(text))).toEqual([]);
  });

  it("takes every use's dose from the product's own label text", () => {
    for (const u of cropUses) {
      const read = parseUse(u.use);
      if ("problem" in read) throw new Error(`${u.use}: ${read.problem}`);
      const label = labels.get(u.sku);
      expect(label, u.sku).toBeDefined();
      const crop = crops.find((c) => c.key === read.crop);
      expect(
        [...(crop?.stages ?? []), ...(crop?.problems ?? [])].map((s) => s.key),
        u.use,
      ).toContain(read.target);
      // The amounts as the label writes them ("7.5–10 kg", "1–2 tonnes" is 1000–2000 kg), or as
      // the use's note works them out from it ("1 kg fills four sleeves: 250 g a plant").
      const text = `${label} ${u.safety?.[0] ?? ""}`;
      for (const amount of [read.dose.amountMin, read.dose.amountMax]) {
        const written = [String(amount), ...(/tonne/.test(text) ? [String(amount / 1000)] : [])];
        expect(
          written.some((w) => new RegExp(`(^|[^\\d.])${w.replace(".", "\\.")}([^\\d]|$)`).test(text)),
          `${u.use} (label: ${label})`,
        ).toBe(true);
      }
      if (read.dose.basis === "water") expect(u.safety?.[0], u.use).toMatch(/Water: /);
      if (u.safety) expect(u.safety[1], u.use).not.toBe("");
    }
  });
});
