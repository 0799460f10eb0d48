import { describe, expect, it } from "vitest";
import { cacheLookups } from "../cache";
import type { NonceTemplate } from "./nonce-template";
import { createPageStore } from "./page-store";

const pageOf = (size: number, name = "p") =>
  ({
    size,
    etag: name,
    nonceLength: 0,
    identity: { bytes: Buffer.from(name), offsets: [] },
  }) as NonceTemplate;

describe("the guest pages' store", () => {
  it("keeps a page for its time to live", async () => {
    let clock = 0;
    const store = createPageStore({ ttlMs: 1000, maxBytes: 1000, now: () => clock });
    await store.fill("a", async () => ({ page: pageOf(10, "a"), own: undefined }));
    clock = 999;
    expect(store.fresh("a")?.etag).toBe("a");
    clock = 1000;
    expect(store.fresh("a")).toBeUndefined();
  });

  it("never keeps a page past India's midnight, whatever its time to live", async () => {
    // 23:30 in India; the day changes at 18:30 UTC.
    let clock = Date.parse("2026-12-31T18:00:00Z");
    const store = createPageStore({ ttlMs: 3_600_000, maxBytes: 1000, now: () => clock });
    await store.fill("a", async () => ({ page: pageOf(10, "a"), own: undefined }));
    clock = Date.parse("2026-12-31T18:29:59Z");
    expect(store.fresh("a")?.etag).toBe("a");
    clock = Date.parse("2026-12-31T18:30:00Z");
    expect(store.fresh("a")).toBeUndefined();
  });

  it("lets the least recently served pages go past its bytes", async () => {
    const store = createPageStore({ ttlMs: 60_000, maxBytes: 100 });
    for (const key of ["a", "b", "c", "d"])
      await store.fill(key, async () => ({ page: pageOf(25, key), own: 0 }));
    store.fresh("a"); // a was served last: b is the oldest now
    await store.fill("e", async () => ({ page: pageOf(25, "e"), own: 0 }));
    expect(store.fresh("b")).toBeUndefined();
    expect(["a", "c", "d", "e"].map((k) => store.fresh(k)?.etag)).toEqual(["a", "c", "d", "e"]);
    expect(store.size()).toEqual({ pages: 4, bytes: 100 });
  });

  it("does not keep a page larger than a quarter of its bytes", async () => {
    const store = createPageStore({ ttlMs: 60_000, maxBytes: 100 });
    await store.fill("big", async () => ({ page: pageOf(26), own: 0 }));
    expect(store.fresh("big")).toBeUndefined();
  });

  it("renders a page once for callers that miss it together", async () => {
    const store = createPageStore({ ttlMs: 60_000, maxBytes: 1000 });
    let renders = 0;
    const make = async () => {
      renders++;
      await new Promise((r) => setTimeout(r, 10));
      return { page: pageOf(10, "x"), own: "mine" };
    };
    const [first, ...others] = await Promise.all([
      store.fill("x", make),
      store.fill("x", make),
      store.fill("x", make),
    ]);
    expect(renders).toBe(1);
    expect(first).toEqual({ page: pageOf(10, "x"), own: "mine" });
    for (const o of others) expect(o.page?.etag).toBe("x");
  });

  it("does not keep a page rendered before a staff change, and forgets the rest", async () => {
    const store = createPageStore({ ttlMs: 60_000, maxBytes: 1000 });
    await store.fill("kept", async () => ({ page: pageOf(10), own: 0 }));
    let release = () => {};
    const slow = store.fill(
      "slow",
      () =>
        new Promise<{ page: NonceTemplate; own: number }>((r) => {
          release = () => r({ page: pageOf(10), own: 0 });
        }),
    );
    await new Promise((r) => setTimeout(r, 0));
    store.clear();
    release();
    expect((await slow).page).toBeDefined(); // served to its own caller once
    expect(store.fresh("slow")).toBeUndefined();
    expect(store.fresh("kept")).toBeUndefined();
  });

  it("counts hits and misses for /metrics", async () => {
    const before = { ...(cacheLookups().get("pages") ?? { hits: 0, misses: 0 }) };
    const store = createPageStore({ ttlMs: 60_000, maxBytes: 1000 });
    await store.fill("m", async () => ({ page: pageOf(10), own: 0 }));
    store.fresh("m");
    store.fresh("m");
    expect(cacheLookups().get("pages")).toEqual({ hits: before.hits + 2, misses: before.misses + 1 });
  });
});
