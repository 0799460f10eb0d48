import { defineConfig } from "drizzle-kit";

// Migrations are generated from the per-module schema files and applied at start-up
// on PGlite or PostgreSQL alike (server/db/migrate.ts).
export default defineConfig({
  dialect: "postgresql",
  schema: "./server/modules/*/*.schema.ts",
  out: "./server/db/migrations",
});
