import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type CacheBus, createCacheBus } from "../server/cache-bus";
import { createTestDatabase, type TestDatabase } from "./helpers/database";

// Two buses on one database stand for two processes (on PostgreSQL each has its own LISTEN
// connection; the proof with two real processes is e2e/cache-bus-processes.test.ts).
let database: TestDatabase;
let here: CacheBus;
let there: CacheBus;
beforeAll(async () => {
  database = await createTestDatabase();
  here = await createCacheBus(database);
  there = await createCacheBus(database);
});
afterAll(async () => {
  await here.close();
  await there.close();
  await database.close();
});

const until = async (check: () => boolean) => {
  for (let i = 0; i < 50 && !check(); i++) await new Promise((r) => setTimeout(r, 20));
  return check();
};

describe("the cache bus", () => {
  it("tells the other process when the writing transaction commits, and only the topic's listeners", async () => {
    const dropped: string[] = [];
    there.on("catalogue", () => dropped.push("catalogue"));
    there.on("blog", () => dropped.push("blog"));
    let droppedHere = 0;
    here.on("catalogue", () => droppedHere++);
    await database.db.transaction(async (tx) => {
      await here.changed("catalogue", tx);
      // This process drops its own caches at once…
      expect(droppedHere).toBeGreaterThan(0);
    });
    // …the other one when the change has committed.
    expect(await until(() => dropped.includes("catalogue"))).toBe(true);
    expect(dropped).not.toContain("blog");
  });

  it("says nothing to other processes about a change that was rolled back", async () => {
    const dropped: string[] = [];
    there.on("settings", () => dropped.push("settings"));
    there.on("blog", () => dropped.push("blog"));
    await expect(
      database.db.transaction(async (tx) => {
        await here.changed("settings", tx);
        throw new Error("the write failed");
      }),
    ).rejects.toThrow("the write failed");
    await here.changed("blog");
    // Notifications arrive in order: once the later one is here, the rolled-back one never came.
    expect(await until(() => dropped.includes("blog"))).toBe(true);
    expect(dropped).toEqual(["blog"]);
  });
});
