import { execFileSync } from "node:child_process";
import path from "node:path";
import { createThrowawayDatabase } from "./postgres";
import {
  freePort,
  projectRoot,
  runServer,
  type ServerProcess,
  tempDataDir,
  waitUntilHealthy,
} from "./server-process";

export interface StaffLogin {
  email: string;
  name: string;
  role: "owner" | "manager" | "packer";
  password: string;
}

/** Runs `npm run staff -- create …` on the shop's database (before its server holds it). */
export function createStaff(env: Record<string, string | undefined>, member: StaffLogin): void {
  const args = ["create", "--email", member.email, "--name", member.name, "--role", member.role];
  execFileSync(process.execPath, ["--import", "tsx", "server/staff-cli.ts", ...args], {
    cwd: projectRoot,
    env: { PATH: process.env.PATH, ...env, STAFF_PASSWORD: member.password },
    stdio: "pipe",
  });
}

/**
 * A shop of the test file's own (the built server on a fresh PGlite folder, or a throwaway
 * PostgreSQL database with TEST_DATABASE_URL), with staff created by the command line first,
 * as an operator would: journeys that need staff do not depend on another file's owner.
 * `extraEnv` adds settings of the server's own (SMTP_URL for a journey that reads real mail).
 */
export async function ownShop(staff: StaffLogin[], extraEnv: Record<string, string> = {}) {
  const pgDb = process.env.TEST_DATABASE_URL
    ? await createThrowawayDatabase(process.env.TEST_DATABASE_URL, "shop_own")
    : undefined;
  const dataDir = tempDataDir("shop-own-");
  const env = {
    DATA_DIR: dataDir,
    DATABASE_URL: pgDb?.url,
    UPLOADS_DIR: path.join(dataDir, "..", "uploads"),
  };
  for (const member of staff) createStaff(env, member);
  const server: ServerProcess = runServer({
    ...env,
    ...extraEnv,
    PORT: String(await freePort()),
    HOST: "127.0.0.1",
  });
  await waitUntilHealthy(server);
  return {
    baseUrl: server.baseUrl,
    server,
    async stop() {
      await server.stop();
      await pgDb?.drop();
    },
  };
}
