import { describe, expect, it } from "vitest";
import { hiFormSentences } from "../../lib/i18n/hi-sentences";
import { translateSentence } from "../../lib/i18n/translate";
import { hiSentences } from "../../server/i18n/hi-api";
import { compile, holesOf, tpl } from "../i18n/template";
import { en } from "./en";
import { enPages } from "./en-pages";
import { hi } from "./hi";
import { hiPages } from "./hi-pages";
import type { CommonCatalogue } from "./types";

/** Every leaf of a catalogue by its path ("nav.home", "catalog.badges.0.title", "account.cartCount.one"). */
function leaves(value: unknown, path = ""): Map<string, unknown> {
  const out = new Map<string, unknown>();
  if (value !== null && typeof value === "object") {
    for (const [key, v] of Object.entries(value)) {
      for (const [p, leaf] of leaves(v, path ? `${path}.${key}` : key)) out.set(p, leaf);
    }
  } else out.set(path, value);
  return out;
}

const english = leaves({ ...en, ...enPages });
const hindi = leaves({ ...hi, ...hiPages });

describe("message catalogues", () => {
  it("Hindi has exactly the English keys (the type says so too)", () => {
    expect([...hindi.keys()].sort()).toEqual([...english.keys()].sort());
    // @ts-expect-error: a catalogue without one of en.ts's keys does not type-check.
    const missing: CommonCatalogue = { ...hi, nav: { ...hi.nav, home: undefined } };
    expect(missing).toBeDefined();
    // @ts-expect-error: nor does a template with other arguments than the English one.
    const wrong: CommonCatalogue["catalog"]["addToCartFor"] = tpl<[n: number, m: number]>("{0} {1}");
    expect(wrong).toBeDefined();
  });

  it("no value is empty in either language", () => {
    for (const [name, catalogue] of [
      ["en", english],
      ["hi", hindi],
    ] as const) {
      const empty = [...catalogue]
        .filter(([, v]) => typeof v !== "string" || v.trim() === "")
        .map(([k]) => k);
      expect(empty, `${name}: empty messages`).toEqual([]);
    }
  });

  it("each Hindi sentence has the same holes as the English one ({0}, {1})", () => {
    const differing = [...english]
      .filter(([key, v]) => holesOf(String(v)).join() !== holesOf(String(hindi.get(key))).join())
      .map(([key]) => key);
    expect(differing).toEqual([]);
  });

  it("the Hindi is written in Devanagari (a key left in English would show)", () => {
    // Codes and pictures are the same in both: SKU, PDF, "{courier} · AWB {number}", image paths.
    const alike = new Set([
      "catalog.sku",
      "orderPage.paymentRow",
      "orderPage.pdf",
      "track.shippedWith",
      "checkout.sandboxUpi",
      // The dose calculator's "{pack} × {count}": no word in it, the same in both.
      "dose.packLine",
    ]);
    const sameInBoth = [...hindi].filter(
      ([key, v]) => v === english.get(key) && !alike.has(key) && !String(v).startsWith("/images/"),
    );
    expect(sameInBoth.map(([k]) => k)).toEqual([]);
  });

  it("templates and plurals become functions", () => {
    const t = compile({ ...hi, ...hiPages });
    expect(t.catalog.addToCartFor("नीम तेल")).toBe("नीम तेल कार्ट में डालें");
    expect(t.orders.showing(1, 10, 42)).toBe("42 में से 1–10");
    const e = compile({ ...en, ...enPages });
    expect(e.account.cartCount(1)).toBe("Cart, 1 item");
    expect(e.account.cartCount(3)).toBe("Cart, 3 items");
    expect(e.nav.home).toBe("Home");
  });
});

describe("sentence dictionaries", () => {
  it("translate exact sentences and sentences with holes, and leave unknown ones", () => {
    expect(translateSentence("Pincode must be 6 digits", hiSentences)).toBe("पिनकोड 6 अंकों का होना चाहिए");
    expect(translateSentence("Too many attempts. Please try again in 5 minutes.", hiSentences)).toBe(
      "बहुत ज़्यादा कोशिशें हुईं। कृपया 5 मिनट बाद फिर से कोशिश करें।",
    );
    expect(translateSentence("Flat ₹50.00 Discount Applied", hiSentences)).toBe("सीधे ₹50.00 की छूट लग गई");
    expect(translateSentence("Order #12 is packed and can no longer be cancelled.", hiSentences)).toBe(
      "ऑर्डर #12 पैक हो चुका है, अब इसे रद्द नहीं किया जा सकता।",
    );
    expect(translateSentence("qty must be a whole number of packs.", hiSentences)).toBe(
      "qty must be a whole number of packs.",
    );
  });

  it("keep the holes of each sentence and say nothing empty", () => {
    for (const dict of [hiFormSentences, hiSentences]) {
      for (const [from, to] of Object.entries(dict)) {
        expect(to.trim(), from).not.toBe("");
        expect(holesOf(to), from).toEqual(holesOf(from));
      }
    }
  });
});

describe("the storefront's components", () => {
  it("read the active language (useT), never the English catalogue itself", async () => {
    const { readdir, readFile } = await import("node:fs/promises");
    const files = (await readdir("app", { recursive: true })).filter(
      // A component's own test may compile both catalogues to check what each language says.
      (f) =>
        /\.tsx?$/.test(f) &&
        !/\.test\.tsx?$/.test(f) &&
        !/^(messages|routes\/admin|components\/admin)\//.test(f),
    );
    const offenders: string[] = [];
    for (const f of files) {
      if (/from "(~|\.+)\/(messages\/)?(en|en-pages)"/.test(await readFile(`app/${f}`, "utf8")))
        offenders.push(f);
    }
    expect(offenders).toEqual([]);
  });
});
