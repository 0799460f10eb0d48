import { spawn } from "node:child_process";
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { openDatabase, queryRows } from "../server/db/client";
import {
  freePort,
  projectRoot,
  runServer,
  type ServerProcess,
  tempDataDir,
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

describe("a PGlite DATA_DIR used by one process at a time", () => {
  it("stops a second server on the same folder at once; the first keeps serving and loses nothing", async () => {
    const dataDir = tempDataDir();
    const first = runServer({ PORT: String(await freePort()), DATA_DIR: dataDir });
    await waitUntilHealthy(first);
    await sendMessage(first, "written before the second start");

    const second = runServer({ PORT: String(await freePort()), DATA_DIR: dataDir });
    expect(await second.exited).not.toBe(0);
    expect(second.output().trim()).toBe(inUse(dataDir, first.child.pid));

    // `npm run seed` on the same folder is refused the same way.
    const seed = spawn(process.execPath, ["--import", "tsx", "server/db/seed/cli.ts"], {
      cwd: projectRoot,
      env: { PATH: process.env.PATH, DATA_DIR: dataDir },
    });
    let seedOutput = "";
    seed.stderr.on("data", (d) => {
      seedOutput += d;
    });
    expect(await new Promise((resolve) => seed.once("exit", resolve))).toBe(1);
    expect(seedOutput.trim()).toBe(inUse(dataDir, first.child.pid).replace("Start-up error: ", ""));

    expect((await fetch(`${first.baseUrl}/healthz`)).status).toBe(200);
    await sendMessage(first, "written after the second start");
    expect(await first.stop()).toBe(0);
    expect(existsSync(path.join(dataDir, "shop.lock"))).toBe(false);
    expect(await countMessages(dataDir, "written before the second start")).toBe(1);
    expect(await countMessages(dataDir, "written after the second start")).toBe(1);
  });

  it("takes over the lock of a server that was killed, and says so in the log", async () => {
    const dataDir = tempDataDir();
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
    const dataDir = tempDataDir();
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
});
