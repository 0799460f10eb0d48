import { mkdtempSync, readdirSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { backupName, backupTime, dailyBackup, writeBackup } from "./backup";
import { type Database, openDatabase, queryRows } from "./client";
import { migrateDatabase } from "./migrate";
import { RestoreError, restoreBackup } from "./restore";

const folder = () => path.join(mkdtempSync(path.join(os.tmpdir(), "shop-backup-")), "data");

async function messages(db: Database): Promise<string[]> {
  const rows = await queryRows<{ message: string }>(
    db.db,
    sql`select message from contact_messages order by id`,
  );
  return rows.map((r) => r.message);
}

const leave = (db: Database, message: string) =>
  db.db.execute(
    sql`insert into contact_messages (first_name, last_name, email, message) values ('Asha', 'Devi', 'asha@example.com', ${message})`,
  );

// Each test opens PGlite on a folder three or four times (a few seconds each on a busy machine).
describe("backups of the embedded database", { timeout: 90_000 }, () => {
  it("restores the database as it was at the backup, keeping the one it replaced", async () => {
    const dataDir = folder();
    const db = await openDatabase({ kind: "pglite", dataDir });
    await migrateDatabase(db);
    await leave(db, "before the backup");
    // A transaction still open in another part of the shop waits for the copy, and is not in it.
    const file = path.join(dataDir, "..", "shop.tar.gz");
    await writeBackup(db, dataDir, file);
    await leave(db, "after the backup");
    await db.close();

    const { replaced } = await restoreBackup(dataDir, file);
    expect(replaced).toMatch(/backups\/replaced-/);
    const restored = await openDatabase({ kind: "pglite", dataDir });
    expect(await messages(restored)).toEqual(["before the backup"]);
    await restored.close();
    // The replaced database is whole: it opens, with both messages.
    const old = await openDatabase({ kind: "pglite", dataDir: replaced as string });
    expect(await messages(old)).toEqual(["before the backup", "after the backup"]);
    await old.close();
  });

  it("waits for a transaction in flight and copies what it committed", async () => {
    const dataDir = folder();
    const db = await openDatabase({ kind: "pglite", dataDir });
    await migrateDatabase(db);
    let backupDone = false;
    const file = path.join(dataDir, "..", "during.tar.gz");
    const tx = db.db.transaction(async (t) => {
      await t.execute(
        sql`insert into contact_messages (first_name, last_name, email, message) values ('A', 'B', 'a@example.com', 'in flight')`,
      );
      await new Promise((r) => setTimeout(r, 200));
      expect(backupDone).toBe(false);
    });
    await new Promise((r) => setTimeout(r, 50));
    await writeBackup(db, dataDir, file).then(() => {
      backupDone = true;
    });
    await tx;
    await db.close();
    const target = folder();
    await restoreBackup(target, file);
    const restored = await openDatabase({ kind: "pglite", dataDir: target });
    expect(await messages(restored)).toEqual(["in flight"]);
    await restored.close();
  });

  it("refuses a file that is not a backup and changes nothing", async () => {
    const dataDir = folder();
    const db = await openDatabase({ kind: "pglite", dataDir });
    await migrateDatabase(db);
    await leave(db, "kept");
    await db.close();
    const bogus = path.join(dataDir, "..", "bogus.tar.gz");
    writeFileSync(bogus, "not a tar at all");
    await expect(restoreBackup(dataDir, bogus)).rejects.toThrow(RestoreError);
    const still = await openDatabase({ kind: "pglite", dataDir });
    expect(await messages(still)).toEqual(["kept"]);
    await still.close();
    expect(readdirSync(path.join(dataDir, "backups"))).toEqual([]);
  });

  it("writes one daily backup a day and keeps them a week; manual backups stay", async () => {
    const dataDir = folder();
    const db = await openDatabase({ kind: "pglite", dataDir });
    await migrateDatabase(db);
    const dir = path.join(dataDir, "backups");
    const day0 = new Date("2026-11-01T04:00:00Z");
    const hours = (h: number) => new Date(day0.getTime() + h * 3_600_000);
    try {
      const first = await dailyBackup(db, dataDir, day0);
      expect(first.written).toBe(path.join(dir, "daily-2026-11-01T04-00-00Z.tar.gz"));
      expect((await dailyBackup(db, dataDir, hours(23))).written).toBeUndefined();
      expect((await dailyBackup(db, dataDir, hours(24))).written).toBeDefined();
      writeFileSync(path.join(dir, backupName("manual-", hours(-30 * 24))), "an operator's own");
      // Seven and a half days on: the first daily backup goes, the second (6.5 days old) stays.
      const later = await dailyBackup(db, dataDir, hours(7 * 24 + 12));
      expect(later.written).toBeDefined();
      expect(later.deleted).toEqual(["daily-2026-11-01T04-00-00Z.tar.gz"]);
      expect(readdirSync(dir).sort()).toEqual([
        "daily-2026-11-02T04-00-00Z.tar.gz",
        "daily-2026-11-08T16-00-00Z.tar.gz",
        "manual-2026-10-02T04-00-00Z.tar.gz",
      ]);
    } finally {
      await db.close();
    }
  });

  it("reads the time back from a backup's name", () => {
    const at = new Date("2026-11-23T04:05:06.789Z");
    expect(backupTime(backupName("daily-", at))).toEqual(new Date("2026-11-23T04:05:06Z"));
    expect(backupTime("notes.txt")).toBeUndefined();
  });
});
