import { spawn } from "node:child_process";
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { openDatabase, queryRows } from "../server/db/client";
import { seededDataDir } from "./helpers/own-shop";
import {
  freePort,
  projectRoot,
  runServer,
  type ServerProcess,
  waitUntilHealthy,
} from "./helpers/server-process";

// One PGlite folder, one process (docs/decisions/0009-pglite-safety.md): real servers on a real
// folder, as an operator would start them twice.

const inUse = (dataDir: string, pid: number | undefined) =>
  `Start-up error: The database folder ${dataDir} is in use by another shop process (pid ${pid}); stop it first or use another DATA_DIR.`;

async function sendMessage(server: ServerProcess, message: string) {
  const res = await fetch(`${server.baseUrl}/api/contact/v1/`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ first_name: "Asha", last_name: "Devi", email: "asha@example.com", message }),
  });
  expect(res.status).toBe(200);
}

/** Counts contact messages with this text, by opening the folder once the servers are stopped. */
async function countMessages(dataDir: string, message: string): Promise<number> {
  const db = await openDatabase({ kind: "pglite", dataDir });
  try {
    const [row] = await queryRows<{ n: number }>(
      db.db,
      sql`select count(*)::int as n from contact_messages where message = ${message}`,
    );
    return row.n;
  } finally {
    await db.close();
  }
}

/** Runs `npm run -s <args>` on DATA_DIR; its exit code and everything it printed. */
async function npmRun(args: string[], dataDir: string): Promise<{ code: number | null; output: string }> {
  const child = spawn("npm", ["run", "-s", ...args], {
    cwd: projectRoot,
    env: { PATH: process.env.PATH, HOME: process.env.HOME, DATA_DIR: dataDir },
  });
  let output = "";
  child.stdout.on("data", (d) => {
    output += d;
  });
  child.stderr.on("data", (d) => {
    // npm's own complaints about this machine's configuration are not the command's output.
    output += String(d)
      .split("\n")
      .filter((line) => !line.startsWith("npm warn"))
      .join("\n");
  });
  const code = await new Promise<number | null>((resolve) => child.once("exit", resolve));
  return { code, output };
}

// Each test starts one or more servers of its own on a PGlite folder of its own, a copy of the
// run's migrated demo shop (a first start on an empty folder is e2e/server-process.test.ts's).
describe("a PGlite DATA_DIR used by one process at a time", { timeout: 180_000 }, () => {
  it("stops a second server on the same folder at once; the first keeps serving and loses nothing", async () => {
    const dataDir = await seededDataDir();
    const first = runServer({ PORT: String(await freePort()), DATA_DIR: dataDir });
    await waitUntilHealthy(first);
    await sendMessage(first, "written before the second start");

    const second = runServer({ PORT: String(await freePort()), DATA_DIR: dataDir });
    expect(await second.exited).not.toBe(0);
    expect(second.output().trim()).toBe(inUse(dataDir, first.child.pid));

    // `npm run seed` on the same folder is refused the same way.
    const seed = await npmRun(["seed"], dataDir);
    expect(seed.code).toBe(1);
    expect(seed.output.trim()).toBe(inUse(dataDir, first.child.pid).replace("Start-up error: ", ""));

    expect((await fetch(`${first.baseUrl}/healthz`)).status).toBe(200);
    await sendMessage(first, "written after the second start");
    expect(await first.stop()).toBe(0);
    expect(existsSync(path.join(dataDir, "shop.lock"))).toBe(false);
    expect(await countMessages(dataDir, "written before the second start")).toBe(1);
    expect(await countMessages(dataDir, "written after the second start")).toBe(1);
  });

  it("takes over the lock of a server that was killed, and says so in the log", async () => {
    const dataDir = await seededDataDir();
    const port = String(await freePort());
    const killed = runServer({ PORT: port, DATA_DIR: dataDir });
    await waitUntilHealthy(killed);
    await sendMessage(killed, "acknowledged before kill -9");
    await killed.stop("SIGKILL");
    const stale = JSON.parse(readFileSync(path.join(dataDir, "shop.lock"), "utf8")) as { pid: number };
    expect(stale.pid).toBe(killed.child.pid);

    const next = runServer({ PORT: port, DATA_DIR: dataDir, LOG_LEVEL: "info" });
    await waitUntilHealthy(next);
    expect(next.output()).toContain(
      `took over the lock on ${dataDir} left by process ${killed.child.pid}, which is no longer running`,
    );
    expect(await next.stop()).toBe(0);
    expect(await countMessages(dataDir, "acknowledged before kill -9")).toBe(1);
  });

  it("refuses a lock file naming a live process that is not a shop, then starts once it is gone", async () => {
    const dataDir = await seededDataDir();
    const first = runServer({ PORT: String(await freePort()), DATA_DIR: dataDir, SEED_DEMO: "false" });
    await waitUntilHealthy(first);
    expect(await first.stop()).toBe(0);
    // Any live process counts as the holder: the lock cannot tell what it is running.
    const holder = spawn(process.execPath, ["-e", "setTimeout(() => {}, 60000)"]);
    writeFileSync(path.join(dataDir, "shop.lock"), JSON.stringify({ pid: holder.pid }));
    const refused = runServer({ PORT: String(await freePort()), DATA_DIR: dataDir });
    expect(await refused.exited).toBe(1);
    expect(refused.output().trim()).toBe(inUse(dataDir, holder.pid));
    holder.kill();
    await new Promise((resolve) => holder.once("exit", resolve));
    const started = runServer({ PORT: String(await freePort()), DATA_DIR: dataDir, SEED_DEMO: "false" });
    await waitUntilHealthy(started);
    expect(await started.stop()).toBe(0);
  });

  // Five server starts and four npm commands: more than the default minute on a busy machine.
  it(
    "backs up and restores with npm run backup / restore, both refused while the shop runs",
    { timeout: 180_000 },
    async () => {
      const dataDir = await seededDataDir();
      const file = path.join(path.dirname(dataDir), "before-upgrade.tar.gz");
      const port = String(await freePort());
      const running = runServer({ PORT: port, DATA_DIR: dataDir });
      await waitUntilHealthy(running);
      await sendMessage(running, "in the backup");

      const pid = running.child.pid;
      const backupRefused = await npmRun(["backup", "--", file], dataDir);
      expect(backupRefused.code).toBe(1);
      expect(backupRefused.output.trim()).toBe(
        `The database folder ${dataDir} is in use by another shop process (pid ${pid}): stop it before taking a backup (while it runs, it writes a backup a day to ${dataDir}/backups).`,
      );
      expect(existsSync(file)).toBe(false);
      expect((await fetch(`${running.baseUrl}/healthz`)).status).toBe(200);
      expect(await running.stop()).toBe(0);

      const backup = await npmRun(["backup", "--", file], dataDir);
      expect(backup.code).toBe(0);
      expect(backup.output).toContain(`Backed up ${dataDir} to ${file}`);

      const after = runServer({ PORT: port, DATA_DIR: dataDir });
      await waitUntilHealthy(after);
      await sendMessage(after, "after the backup");
      const restoreRefused = await npmRun(["restore", "--", file], dataDir);
      expect(restoreRefused.code).toBe(1);
      expect(restoreRefused.output.trim()).toMatch(
        new RegExp(
          `^The database folder .* is in use by another shop process \\(pid ${after.child.pid}\\): stop it before restoring a backup`,
        ),
      );
      expect(await after.stop()).toBe(0);

      const restore = await npmRun(["restore", "--", file], dataDir);
      expect(restore.code).toBe(0);
      expect(restore.output).toMatch(/The database it replaced is kept in .*\/backups\/replaced-/);

      // The shop starts on the restored folder; it holds what it held at the backup, no more.
      const restored = runServer({ PORT: port, DATA_DIR: dataDir });
      await waitUntilHealthy(restored);
      expect(await restored.stop()).toBe(0);
      expect(await countMessages(dataDir, "in the backup")).toBe(1);
      expect(await countMessages(dataDir, "after the backup")).toBe(0);
    },
  );
});
