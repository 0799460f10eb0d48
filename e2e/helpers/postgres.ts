import pg from "pg";

let made = 0;

/**
 * Creates a throwaway database on the server of TEST_DATABASE_URL, empty or as a copy of the
 * database `template`; returns its name, its URL and a drop().
 */
export async function createThrowawayDatabase(serverUrl: string, prefix = "shop_e2e", template?: string) {
  const name = `${prefix}_${process.pid}_${Date.now().toString(36)}_${made++}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}${template ? ` TEMPLATE ${template}` : ""}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    name,
    url: url.toString(),
    async drop() {
      const c = new pg.Client({ connectionString: serverUrl });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.end();
    },
  };
}
