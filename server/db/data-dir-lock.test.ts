import { spawn } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { openDatabase } from "./client";
import { DataDirInUseError, LOCK_FILE, lockDataDir } from "./data-dir-lock";

const freshDir = () => mkdtempSync(path.join(os.tmpdir(), "shop-lock-"));
const lockOf = (dir: string) => JSON.parse(readFileSync(path.join(dir, LOCK_FILE), "utf8"));

/** The pid of a process that has already exited. */
async function deadPid(): Promise<number> {
  const child = spawn(process.execPath, ["-e", ""]);
  await new Promise((resolve) => child.once("exit", resolve));
  return child.pid as number;
}

describe("the DATA_DIR lock", () => {
  it("refuses a second open of the same folder, in this process too, until the first is closed", async () => {
    const dir = freshDir();
    const first = await openDatabase({ kind: "pglite", dataDir: dir });
    expect(lockOf(dir).pid).toBe(process.pid);
    const second = openDatabase({ kind: "pglite", dataDir: dir });
    await expect(second).rejects.toThrow(DataDirInUseError);
    await expect(second).rejects.toThrow(
      `The database folder ${dir} is in use by another shop process (pid ${process.pid}); stop it first or use another DATA_DIR.`,
    );
    // The refused open left the holder's lock alone.
    expect(lockOf(dir).pid).toBe(process.pid);
    await first.close();
    expect(existsSync(path.join(dir, LOCK_FILE))).toBe(false);
    const again = await openDatabase({ kind: "pglite", dataDir: dir });
    await again.close();
  });

  it("takes over a lock whose process is gone, and says whose it was", async () => {
    const dir = freshDir();
    const pid = await deadPid();
    writeFileSync(path.join(dir, LOCK_FILE), JSON.stringify({ pid }));
    const lock = lockDataDir(dir);
    expect(lock.takenOverFrom).toBe(pid);
    expect(lockOf(dir).pid).toBe(process.pid);
    lock.release();
    expect(existsSync(path.join(dir, LOCK_FILE))).toBe(false);
  });

  it("takes over a lock written before the machine restarted, even if its pid is alive now", () => {
    const dir = freshDir();
    // pid 1 is always alive; the boot id says the lock is from an earlier boot.
    writeFileSync(path.join(dir, LOCK_FILE), JSON.stringify({ pid: 1, bootId: "an-earlier-boot" }));
    const lock = lockDataDir(dir);
    expect(lock.takenOverFrom).toBe(1);
    lock.release();
  });

  it("takes over a lock file it cannot read, and a lock left by an earlier life of this very pid", () => {
    const dir = freshDir();
    writeFileSync(path.join(dir, LOCK_FILE), "garbage");
    const first = lockDataDir(dir);
    expect(first.takenOverFrom).toBeUndefined();
    first.release();
    writeFileSync(path.join(dir, LOCK_FILE), JSON.stringify({ pid: process.pid }));
    const second = lockDataDir(dir);
    expect(second.takenOverFrom).toBe(process.pid);
    second.release();
  });

  it("never removes a lock that another process took after this one's was taken over", () => {
    const dir = freshDir();
    const lock = lockDataDir(dir);
    writeFileSync(path.join(dir, LOCK_FILE), JSON.stringify({ pid: 1 }));
    lock.release();
    expect(lockOf(dir).pid).toBe(1);
  });
});
