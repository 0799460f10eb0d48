import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import type { TestProject } from "vitest/node";
import { openDatabase } from "../server/db/client";
import { migrateDatabase } from "../server/db/migrate";
import { seedTemplate } from "./helpers/seed-template";

declare module "vitest" {
  export interface ProvidedContext {
    /** PGlite: a data-dir dump of the migrated, seeded template. */
    pgliteDump: string;
    /** PostgreSQL: the template database each test file copies. */
    pgTemplate: string;
  }
}

/**
 * Migrates and seeds one template database for the whole run; every test file then starts
 * from a copy of it (PGlite: loadDataDir of a dump; PostgreSQL: CREATE DATABASE ... TEMPLATE).
 */
export default async function setup(project: TestProject) {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (serverUrl) {
    const template = `shop_tpl_${process.pid}_${Date.now().toString(36)}`;
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${template}`);
    const url = new URL(serverUrl);
    url.pathname = `/${template}`;
    const database = await openDatabase({ kind: "postgres", url: url.toString(), maxConnections: 2 });
    await migrateDatabase(database);
    await seedTemplate(database.db);
    await database.close();
    project.provide("pgTemplate", template);
    project.provide("pgliteDump", "");
    return async () => {
      await admin.query(`DROP DATABASE IF EXISTS ${template} WITH (FORCE)`);
      await admin.end();
    };
  }
  const dir = mkdtempSync(path.join(os.tmpdir(), "shop-test-"));
  const database = await openDatabase({ kind: "pglite" });
  await migrateDatabase(database);
  await seedTemplate(database.db);
  if (!database.pglite) throw new Error("openDatabase() did not expose the PGlite client");
  const dump = await database.pglite.dumpDataDir("none");
  const file = path.join(dir, "template.tar");
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  await database.close();
  project.provide("pgliteDump", file);
  project.provide("pgTemplate", "");
  return () => rmSync(dir, { recursive: true, force: true });
}
