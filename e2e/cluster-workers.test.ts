import { readdirSync, readFileSync } from "node:fs";
import net from "node:net";
import { afterAll, describe, expect, it } from "vitest";
import { createThrowawayDatabase } from "./helpers/postgres";
import { freePort, runServer, type ServerProcess, waitUntilHealthy } from "./helpers/server-process";

/**
 * WEB_CONCURRENCY=2 on PostgreSQL (server/cluster.ts): the primary migrates and seeds once and
 * forks two workers; a worker killed is replaced (in its slot); SIGTERM lets a slow request in
 * flight finish before everything exits 0.
 */
const serverUrl = process.env.TEST_DATABASE_URL;

/** The pids of a process's children (Linux /proc). */
function childrenOf(pid: number): number[] {
  const found: number[] = [];
  for (const entry of readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, "utf8");
      const ppid = Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[1]);
      if (ppid === pid) found.push(Number(entry));
    } catch {
      // gone meanwhile
    }
  }
  return found;
}

async function until<T>(what: string, probe: () => T | Promise<T>, ok: (v: T) => boolean, ms = 60_000) {
  const deadline = Date.now() + ms;
  let value = await probe();
  while (!ok(value)) {
    if (Date.now() > deadline)
      throw new Error(`timed out waiting for ${what}; last: ${JSON.stringify(value)}`);
    await new Promise((r) => setTimeout(r, 200));
    value = await probe();
  }
  return value;
}

let server: ServerProcess | undefined;
let dropDatabase: (() => Promise<void>) | undefined;
afterAll(async () => {
  await server?.stop();
  await dropDatabase?.();
});

describe.runIf(serverUrl)("WEB_CONCURRENCY=2", () => {
  it(
    "starts two workers, replaces a killed one, and drains both on SIGTERM",
    { timeout: 300_000 },
    async () => {
      const db = await createThrowawayDatabase(serverUrl as string, "shop_workers");
      dropDatabase = db.drop;
      const metricsPort = await freePort();
      const running = runServer({
        PORT: String(await freePort()),
        HOST: "127.0.0.1",
        DATABASE_URL: db.url,
        WEB_CONCURRENCY: "2",
        METRICS_PORT: String(metricsPort),
        LOG_LEVEL: "info",
      });
      server = running;
      const primary = running.child.pid as number;
      await waitUntilHealthy(running);

      // Two workers under one primary, which alone migrated and filled the database.
      const workers = await until(
        "two workers",
        () => childrenOf(primary),
        (pids) => pids.length === 2,
      );
      await until(
        "the start-up line",
        () => running.output(),
        (out) => out.includes("with 2 worker processes"),
      );
      expect(running.output().match(/the empty database was filled with the demo shop/g)).toHaveLength(1);
      const metrics = () => fetch(`http://127.0.0.1:${metricsPort}/metrics`).then((r) => r.text());
      const slots = (text: string) =>
        [...text.matchAll(/^shop_worker_resident_memory_bytes\{worker="(\d+)"\}/gm)].map((m) => m[1]);
      expect(slots(await metrics()).sort()).toEqual(["1", "2"]);

      // A worker killed outright is replaced in its slot; the shop answers throughout.
      process.kill(workers[0], "SIGKILL");
      const replaced = await until(
        "a replacement worker",
        () => childrenOf(primary),
        (pids) => pids.length === 2 && !pids.includes(workers[0]),
      );
      expect(replaced).toContain(workers[1]);
      expect(running.output()).toMatch(/worker [12] died \(SIGKILL\); a new one starts in 0 ms/);
      await until(
        "readiness",
        () => fetch(`${running.baseUrl}/readyz`).then((r) => r.status),
        (s) => s === 200,
      );
      await until(
        "both slots reporting",
        async () => slots(await metrics()).sort(),
        (s) => s.join() === "1,2",
      );

      // A request whose body is still arriving when SIGTERM comes is answered, then all exit 0.
      const body = JSON.stringify({
        first_name: "Asha",
        last_name: "Devi",
        email: "asha@example.com",
        message: "Sent slowly, across a shutdown.",
      });
      const socket = net.connect(Number(new URL(running.baseUrl).port), "127.0.0.1");
      await new Promise((r) => socket.once("connect", r));
      let answer = "";
      socket.on("data", (d) => {
        answer += d;
      });
      const closed = new Promise((r) => socket.once("close", r));
      socket.write(
        `POST /api/contact/v1/ HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body.slice(0, 20)}`,
      );
      await new Promise((r) => setTimeout(r, 500));
      running.child.kill("SIGTERM");
      await new Promise((r) => setTimeout(r, 1500));
      expect(running.child.exitCode).toBeNull(); // still draining: the request is not finished
      socket.write(body.slice(20));
      await closed;
      expect(answer).toMatch(/^HTTP\/1\.1 200 /);
      expect(answer).toContain('"status":1');
      expect(await running.exited).toBe(0);
      const alive = (pid: number) => {
        try {
          process.kill(pid, 0);
          return true;
        } catch {
          return false;
        }
      };
      expect(replaced.filter(alive)).toEqual([]);
      expect(running.output()).toContain("every worker finishes its requests in flight");
    },
  );
});
