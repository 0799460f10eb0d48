import { execFileSync } from "node:child_process";
import { cpSync, existsSync } from "node:fs";
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
 * Runs `npm run staff -- create …` for each member in one process (e2e/helpers/staff-batch.ts):
 * the run's bundle of it when the global setup made one (e2e/global-setup.ts), else through tsx.
 */
function createStaffBatch(
  env: Record<string, string | undefined>,
  staff: StaffLogin[],
  bundled?: string,
): void {
  if (staff.length === 0) return;
  const script =
    bundled && existsSync(bundled) ? [bundled] : ["--import", "tsx", "e2e/helpers/staff-batch.ts"];
  execFileSync(process.execPath, script, {
    cwd: projectRoot,
    env: {
      PATH: process.env.PATH,
      ...env,
      STAFF_BATCH: JSON.stringify(staff),
      // The bundle lives outside server/db/, where the migrations are looked for by default.
      MIGRATIONS_DIR: path.join(projectRoot, "server", "db", "migrations"),
    },
    stdio: "pipe",
  });
}

/**
 * A shop of the test file's own (the built server on a PGlite folder of its own, or a throwaway
 * PostgreSQL database with TEST_DATABASE_URL), with staff created by the command line first,
 * as an operator would: journeys that need staff do not depend on another file's owner. The
 * shop starts as a copy of the run's seeded demo shop (e2e/global-setup.ts) rather than
 * migrating and seeding its own, which would cost each file some 10 s for the same result.
 * `extraEnv` adds settings of the server's own (SMTP_URL for a journey that reads real mail).
 */
export async function ownShop(staff: StaffLogin[], extraEnv: Record<string, string> = {}) {
  const { inject } = await import("vitest");
  const template = inject("shopTemplate");
  const pgDb = process.env.TEST_DATABASE_URL
    ? await createThrowawayDatabase(
        process.env.TEST_DATABASE_URL,
        "shop_own",
        template?.database || undefined,
      )
    : undefined;
  const dataDir = tempDataDir("shop-own-");
  const uploadsDir = path.join(dataDir, "..", "uploads");
  if (template?.dir) {
    if (!pgDb) cpSync(path.join(template.dir, "data"), dataDir, { recursive: true });
    const uploads = path.join(template.dir, "uploads");
    if (existsSync(uploads)) cpSync(uploads, uploadsDir, { recursive: true });
  }
  const env = { DATA_DIR: dataDir, DATABASE_URL: pgDb?.url, UPLOADS_DIR: uploadsDir };
  createStaffBatch(env, staff, inject("staffBatchScript"));
  const serverEnv = { ...env, ...extraEnv, PORT: String(await freePort()), HOST: "127.0.0.1" };
  const shop = {
    baseUrl: "",
    server: runServer(serverEnv) as ServerProcess,
    /** Starts the server again on the same address and data (after `server.stop()`: the network back). */
    async restart() {
      await shop.server.stop();
      shop.server = runServer(serverEnv);
      await waitUntilHealthy(shop.server);
    },
    async stop() {
      await shop.server.stop();
      await pgDb?.drop();
    },
  };
  shop.baseUrl = shop.server.baseUrl;
  await waitUntilHealthy(shop.server);
  return shop;
}

/**
 * A PGlite folder that already holds the migrated demo shop (a copy of the run's template,
 * e2e/global-setup.ts), for tests about something other than a first start: the server then
 * starts in a couple of seconds instead of migrating and seeding. A fresh folder when the run
 * has no template (E2E_BASE_URL).
 */
export async function seededDataDir(prefix = "shop-e2e-"): Promise<string> {
  const { inject } = await import("vitest");
  const dataDir = tempDataDir(prefix);
  const template = inject("shopTemplate");
  if (template?.dir) cpSync(path.join(template.dir, "data"), dataDir, { recursive: true });
  return dataDir;
}

/**
 * A shop of the file's own with cash on delivery switched on by its owner (₹30 fee, every
 * pincode, up to ₹5,000): a new shop starts with it off.
 */
export async function ownShopWithCod(owner: StaffLogin, extraEnv: Record<string, string> = {}) {
  const shop = await ownShop([owner], extraEnv);
  const login = await fetch(`${shop.baseUrl}/api/admin/v1/login`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ email: owner.email, password: owner.password }),
  });
  const cookie = /staff_session=[^;]+/.exec(login.headers.get("set-cookie") ?? "")?.[0] ?? "";
  const saved = await fetch(`${shop.baseUrl}/api/admin/v1/settings/cod`, {
    method: "POST",
    headers: { "content-type": "application/json", cookie },
    body: JSON.stringify({
      enabled: true,
      max_order_value: "5000",
      fee: "30",
      pincodes_all: true,
      pincodes: "",
    }),
  });
  const answer = (await saved.json()) as { status: number; message: string };
  if (answer.status !== 1) throw new Error(`cash on delivery was not switched on: ${answer.message}`);
  return shop;
}
