import http from "node:http";
import net from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createThrowawayDatabase } from "./helpers/postgres";
import { freePort, type ServerProcess, startHealthyServer, tempDataDir } from "./helpers/server-process";

// The built server's own defences against slow and piled-up connections (server/http/node-server.ts).
let server: ServerProcess;
let port: number;
let dropDatabase: (() => Promise<void>) | undefined;

beforeAll(async () => {
  port = await freePort();
  const pg = process.env.TEST_DATABASE_URL
    ? await createThrowawayDatabase(process.env.TEST_DATABASE_URL)
    : undefined;
  dropDatabase = pg?.drop;
  server = await startHealthyServer({
    PORT: String(port),
    HOST: "127.0.0.1",
    DATA_DIR: tempDataDir(),
    DATABASE_URL: pg?.url,
    MAX_CONNECTIONS_PER_ADDRESS: "5",
    // The cap is counted per worker process (README): one worker, so the count is exact.
    WEB_CONCURRENCY: "1",
  });
  // The health checks' kept-alive connection counts against the cap until the server closes it (5 s idle).
  await new Promise((r) => setTimeout(r, 6_000));
});

/** /healthz's status over a connection of its own that is closed right after. */
const health = () =>
  new Promise<number>((resolve, reject) => {
    http
      .get(
        { host: "127.0.0.1", port, path: "/healthz", agent: false, headers: { connection: "close" } },
        (res) => {
          res.resume();
          resolve(res.statusCode ?? 0);
        },
      )
      .on("error", reject);
  });

afterAll(async () => {
  await server?.stop();
  await dropDatabase?.();
});

/** Opens a connection that starts a ~100 kB API request and sends only its first bytes. */
function slowRequest(): Promise<{ socket: net.Socket; answer: Promise<string> }> {
  return new Promise((resolve) => {
    const socket = net.connect(port, "127.0.0.1");
    let received = "";
    const answer = new Promise<string>((done) => {
      socket.on("data", (d) => {
        received += d;
      });
      socket.on("close", () => done(received));
      socket.on("error", () => undefined);
    });
    socket.write(
      'POST /api/contact/v1/ HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: 100000\r\n\r\n{"message":"',
    );
    socket.on("connect", () => resolve({ socket, answer }));
  });
}

describe("slow and piled-up connections", () => {
  it("one address holds at most MAX_CONNECTIONS_PER_ADDRESS connections; the rest are closed at once", async () => {
    const held = await Promise.all(Array.from({ length: 8 }, () => slowRequest()));
    const closed = await Promise.all(
      held.map(({ answer }) =>
        Promise.race([answer.then(() => true), new Promise((r) => setTimeout(() => r(false), 2000))]),
      ),
    );
    expect(closed.filter(Boolean)).toHaveLength(3);
    for (const { socket } of held) socket.destroy();
    // Once they are gone the address is served again.
    await new Promise((r) => setTimeout(r, 200));
    expect(await health()).toBe(200);
  });

  it("a body that has not arrived in 30 seconds is dropped with 408", { timeout: 60_000 }, async () => {
    const { answer } = await slowRequest();
    expect(await answer).toMatch(/^HTTP\/1\.1 408 /);
    expect(await health()).toBe(200);
  });
});
