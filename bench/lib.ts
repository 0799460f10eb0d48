import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, readFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import type autocannon from "autocannon";

export const root = path.resolve(import.meta.dirname, "..");

interface StartSettings {
  flags: string[];
  env: Record<string, string>;
}

/**
 * The memory settings `npm start` gives the shop (package.json; docs/decisions/0027): V8's
 * flags, none when the run sets NODE_OPTIONS to try others; and glibc's MALLOC_ARENA_MAX,
 * unless the run sets it.
 */
function startSettings(): StartSettings {
  const pkg = JSON.parse(readFileSync(path.join(root, "package.json"), "utf8")) as {
    scripts: { start: string };
  };
  const start = pkg.scripts.start;
  const flags = process.env.NODE_OPTIONS ? [] : (start.match(/--[a-z-]+=\d+/g) ?? []);
  const arenas =
    process.env.MALLOC_ARENA_MAX ?? /MALLOC_ARENA_MAX=\$\{MALLOC_ARENA_MAX:-(\d+)\}/.exec(start)?.[1];
  return { flags, env: arenas ? { MALLOC_ARENA_MAX: arenas } : {} };
}

/** Starts the built server (npm run build first) on a fresh PGlite, or BENCH_DATABASE_URL; `env` adds settings. */
export async function startShop(port: number, env: Record<string, string> = {}): Promise<ChildProcess> {
  const dataDir = path.join(mkdtempSync(path.join(os.tmpdir(), "shop-bench-")), "data");
  const settings = startSettings();
  const child = spawn(process.execPath, [...settings.flags, path.join(root, "dist", "main.js")], {
    env: {
      PATH: process.env.PATH,
      ...settings.env,
      // V8's settings for the shop, when a run tries some (`NODE_OPTIONS=--max-old-space-size=…`).
      ...(process.env.NODE_OPTIONS ? { NODE_OPTIONS: process.env.NODE_OPTIONS } : {}),
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      DATABASE_URL: process.env.BENCH_DATABASE_URL,
      LOG_LEVEL: "warn",
      NODE_ENV: "production",
      ...env,
    },
    stdio: ["ignore", "inherit", "inherit"],
  });
  await waitFor(`http://127.0.0.1:${port}/healthz`);
  return child;
}

export async function waitFor(url: string, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {}
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`${url} did not answer`);
}

export interface LoadResult {
  rps: number;
  p50: number;
  p99: number;
  errors: number;
  non2xx: number;
}

/**
 * autocannon with 50 connections for `seconds`, in a load-generator process of its own
 * (bench/load-runner.ts); requests per second and latency percentiles (ms).
 */
export async function load(
  url: string,
  opts: {
    method?: "GET" | "POST";
    body?: string;
    seconds?: number;
    connections?: number;
    headers?: Record<string, string>;
  } = {},
): Promise<LoadResult> {
  const options: autocannon.Options = {
    url,
    method: opts.method ?? "GET",
    body: opts.body,
    headers: { ...(opts.body ? { "content-type": "application/json" } : {}), ...opts.headers },
    connections: opts.connections ?? 50,
    duration: opts.seconds ?? 10,
  };
  const result = JSON.parse(await runLoadGenerator(options)) as autocannon.Result;
  return {
    rps: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors,
    non2xx: result.non2xx,
  };
}

function runLoadGenerator(options: autocannon.Options): Promise<string> {
  const child = spawn(
    process.execPath,
    ["--import", "tsx", path.join(root, "bench", "load-runner.ts"), JSON.stringify(options)],
    { stdio: ["ignore", "pipe", "inherit"] },
  );
  let out = "";
  child.stdout.setEncoding("utf8").on("data", (d: string) => {
    out += d;
  });
  return new Promise((resolve, reject) => {
    child.once("error", reject);
    child.once("exit", (code) =>
      code === 0 ? resolve(out) : reject(new Error(`the load generator exited with ${code}`)),
    );
  });
}

export const fmt = (r: LoadResult) =>
  `${String(r.rps).padStart(7)} req/s   p50 ${String(r.p50).padStart(4)} ms   p99 ${String(r.p99).padStart(5)} ms   errors ${r.errors}   non-2xx ${r.non2xx}`;
