// Holds 500 connections that each send a ~1 MB API body slowly, and prints the server
// process's memory (RSS) before, while they are held, and after they are gone.
// Run: npm run build && npm run bench:slow-bodies   (SLOW_CONNECTIONS=n to change the 500)
import { readFileSync } from "node:fs";
import net from "node:net";
import { startShop } from "./lib";

const CONNECTIONS = Number(process.env.SLOW_CONNECTIONS ?? 500);
const BODY = 1024 * 1024 - 1024; // just under the 1 MiB limit, so the server must keep it
const SECONDS_TO_SEND = 40; // slower than the server's 30 s request timeout
const CHUNK = Math.ceil(BODY / SECONDS_TO_SEND);
const port = 3450 + Math.floor(Math.random() * 40);

const rssMb = (pid: number) => {
  const status = readFileSync(`/proc/${pid}/status`, "utf8");
  return Math.round(Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024);
};
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

// All 500 come from 127.0.0.1: the per-address cap is raised so that every one is held.
const shop = await startShop(port, { MAX_CONNECTIONS_PER_ADDRESS: String(CONNECTIONS + 50) });
const pid = shop.pid as number;
try {
  // Warm up: a few ordinary calls, so "before" is a server that has served something.
  for (let i = 0; i < 50; i++) {
    await fetch(`http://127.0.0.1:${port}/api/products/search/v1/`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ searchkey: "neem" }),
    });
  }
  await sleep(2000);
  console.log(`before: ${rssMb(pid)} MB RSS`);

  let open = 0;
  let closedByServer = 0;
  let ours = false;
  const errors = new Map<string, number>();
  const sockets: net.Socket[] = [];
  for (let i = 0; i < CONNECTIONS; i++) {
    const socket = net.connect(port, "127.0.0.1");
    socket.on("error", (error: NodeJS.ErrnoException) => {
      errors.set(error.code ?? error.message, (errors.get(error.code ?? error.message) ?? 0) + 1);
    });
    socket.on("connect", () => open++);
    // Queued before any of the body, which is written (slowly) below.
    socket.write(
      `POST /api/contact/v1/ HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: ${BODY}\r\n\r\n{"message":"`,
    );
    socket.on("close", () => {
      open--;
      if (!ours) closedByServer++;
    });
    sockets.push(socket);
  }
  let sent = 0;
  const filler = Buffer.alloc(CHUNK, "a");
  const started = Date.now();
  let peak = 0;
  while (Date.now() - started < (SECONDS_TO_SEND + 5) * 1000) {
    if (sent + CHUNK < BODY - 100) {
      for (const s of sockets) if (!s.destroyed) s.write(filler);
      sent += CHUNK;
    }
    await sleep(1000);
    const seconds = Math.round((Date.now() - started) / 1000);
    const rss = rssMb(pid);
    peak = Math.max(peak, rss);
    if (seconds % 5 === 0) {
      console.log(
        `during (${seconds} s): ${rss} MB RSS, ${open} connections open, ${Math.round(sent / 1024)} KiB sent on each`,
      );
    }
  }
  ours = true;
  for (const s of sockets) s.destroy();
  await sleep(10_000);
  const health = await fetch(`http://127.0.0.1:${port}/healthz`);
  console.log(
    `peak while held: ${peak} MB RSS${errors.size ? `; socket errors: ${JSON.stringify(Object.fromEntries(errors))}` : ""}`,
  );
  console.log(
    `after (10 s later): ${rssMb(pid)} MB RSS; ${closedByServer} connections had been closed by the server, /healthz ${health.status}`,
  );
} finally {
  shop.kill("SIGTERM");
}
