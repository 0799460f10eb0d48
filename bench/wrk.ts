// wrk (Debian's `wrk` package, written in C) as the load generator where it is installed: on a
// 2-core machine autocannon, in JavaScript, saturates its core before the shop does on a
// 100 KB page, so its latencies measure itself. Same figures as lib.ts `load`.
import { spawn, spawnSync } from "node:child_process";
import { mkdtempSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import type { LoadResult } from "./lib";

/** True when `wrk` is on the PATH. */
export const haveWrk = (): boolean => spawnSync("wrk", ["--version"]).error === undefined;

// wrk's summary as one line of JSON (latencies in µs; errors are socket errors, status is non-2xx/3xx).
const REPORT = `done = function(summary, latency, requests)
  local e = summary.errors
  io.write(string.format('\\n{"requests":%d,"duration_us":%d,"p50_us":%d,"p99_us":%d,"errors":%d,"non2xx":%d}\\n',
    summary.requests, summary.duration, latency:percentile(50), latency:percentile(99),
    e.connect + e.read + e.write + e.timeout, e.status))
end
`;
let script: string | undefined;

/** One thread, `connections` connections (50) for `seconds` (10), a GET with `headers`. */
export async function wrkLoad(
  url: string,
  opts: { seconds?: number; connections?: number; headers?: Record<string, string> } = {},
): Promise<LoadResult> {
  if (!script) {
    script = path.join(mkdtempSync(path.join(os.tmpdir(), "bench-wrk-")), "report.lua");
    writeFileSync(script, REPORT);
  }
  // A 10 s timeout: an answer slower than wrk's default 2 s is counted in the latencies, not dropped as an error.
  const args = [
    "-t1",
    `-c${opts.connections ?? 50}`,
    `-d${opts.seconds ?? 10}s`,
    "--timeout",
    "10s",
    "-s",
    script,
  ];
  for (const [name, value] of Object.entries(opts.headers ?? {})) args.push("-H", `${name}: ${value}`);
  const child = spawn("wrk", [...args, url], { stdio: ["ignore", "pipe", "inherit"] });
  let out = "";
  child.stdout.setEncoding("utf8").on("data", (d: string) => {
    out += d;
  });
  const code = await new Promise<number | null>((resolve, reject) => {
    child.once("error", reject);
    child.once("exit", resolve);
  });
  const line = out.split("\n").find((l) => l.startsWith('{"requests"'));
  if (code !== 0 || !line) throw new Error(`wrk exited with ${code}: ${out}`);
  const r = JSON.parse(line) as Record<string, number>;
  return {
    rps: Math.round(r.requests / (r.duration_us / 1e6)),
    p50: Math.round(r.p50_us / 100) / 10,
    p99: Math.round(r.p99_us / 100) / 10,
    errors: r.errors,
    non2xx: r.non2xx,
  };
}
