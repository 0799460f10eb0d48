import { describe, expect, it } from "vitest";
import { createTtlCache } from "./cache";

describe("the TTL cache", () => {
  it("serves a value until it expires, then loads it again", async () => {
    let clock = 0;
    let loads = 0;
    const cache = createTtlCache<number>({ ttlMs: 1000, max: 10, now: () => clock });
    const load = async () => ++loads;
    expect(await cache.get("a", load)).toBe(1);
    clock = 999;
    expect(await cache.get("a", load)).toBe(1);
    clock = 1000;
    expect(await cache.get("a", load)).toBe(2);
  });

  it("shares one load between concurrent callers", async () => {
    let loads = 0;
    const cache = createTtlCache<number>({ ttlMs: 1000, max: 10 });
    const slow = () => new Promise<number>((r) => setTimeout(() => r(++loads), 10));
    const values = await Promise.all([cache.get("k", slow), cache.get("k", slow), cache.get("k", slow)]);
    expect(values).toEqual([1, 1, 1]);
    expect(loads).toBe(1);
  });

  it("forgets everything on invalidate, including a load in flight", async () => {
    let loads = 0;
    const cache = createTtlCache<number>({ ttlMs: 60_000, max: 10 });
    const load = async () => ++loads;
    await cache.get("a", load);
    cache.invalidate();
    expect(await cache.get("a", load)).toBe(2);
    const inFlight = cache.get("b", () => new Promise<number>((r) => setTimeout(() => r(99), 10)));
    cache.invalidate();
    expect(await inFlight).toBe(99);
    expect(await cache.get("b", load)).toBe(3);
  });

  it("keeps at most `max` entries and does not cache failures", async () => {
    const cache = createTtlCache<string>({ ttlMs: 60_000, max: 2 });
    await cache.get("a", async () => "a1");
    await cache.get("b", async () => "b1");
    await cache.get("c", async () => "c1");
    expect(await cache.get("a", async () => "a2")).toBe("a2");
    await expect(cache.get("x", async () => Promise.reject(new Error("db down")))).rejects.toThrow("db down");
    expect(await cache.get("x", async () => "ok")).toBe("ok");
  });
});
