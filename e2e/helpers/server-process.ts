import { type ChildProcess, spawn } from "node:child_process";
import { createWriteStream, mkdtempSync } from "node:fs";
import { createServer } from "node:net";
import os from "node:os";
import path from "node:path";

export const projectRoot = path.resolve(import.meta.dirname, "..", "..");

/** A free TCP port on loopback. */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.once("error", reject);
    srv.listen(0, "127.0.0.1", () => {
      const address = srv.address();
      srv.close(() => resolve(typeof address === "object" && address ? address.port : 0));
    });
  });
}

export function tempDataDir(prefix = "shop-e2e-"): string {
  return path.join(mkdtempSync(path.join(os.tmpdir(), prefix)), "data");
}

export interface ServerProcess {
  child: ChildProcess;
  baseUrl: string;
  output: () => string;
  /** Resolves with the exit code once the process has ended. */
  exited: Promise<number | null>;
  stop(signal?: NodeJS.Signals): Promise<number | null>;
}

/** Runs the built server (dist/main.js) with the given environment. */
export function runServer(env: Record<string, string | undefined>, logFile?: string): ServerProcess {
  const child = spawn(process.execPath, [path.join(projectRoot, "dist", "main.js")], {
    cwd: projectRoot,
    // The browser tests' shops start without the demo's delivery and COD rules (docs/demo-shop.md).
    env: {
      PATH: process.env.PATH,
      NODE_ENV: "production",
      LOG_LEVEL: "warn",
      SEED_DEMO_RULES: "false",
      ...env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let out = "";
  const log = logFile ? createWriteStream(logFile) : undefined;
  child.stdout?.on("data", (d) => {
    out += d;
    log?.write(d);
  });
  child.stderr?.on("data", (d) => {
    out += d;
  });
  const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
  return {
    child,
    baseUrl: `http://127.0.0.1:${env.PORT}`,
    output: () => out,
    exited,
    async stop(signal = "SIGTERM") {
      if (child.exitCode === null) child.kill(signal);
      return exited;
    },
  };
}

/** Runs the built server (on a free port unless `env` names one) and waits until it is healthy. */
export async function startHealthyServer(
  env: Record<string, string | undefined>,
  logFile?: string,
): Promise<ServerProcess> {
  const server = runServer({ ...env, PORT: env.PORT ?? String(await freePort()) }, logFile);
  await waitUntilHealthy(server);
  return server;
}

/** Waits until /healthz answers 200, or fails with the server's output. */
export async function waitUntilHealthy(server: ServerProcess, timeoutMs = 90_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (server.child.exitCode !== null) {
      throw new Error(`the server exited with ${server.child.exitCode}:\n${server.output()}`);
    }
    try {
      const res = await fetch(`${server.baseUrl}/healthz`);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`the server did not become healthy in ${timeoutMs} ms:\n${server.output()}`);
}
