// Creates several staff members in one process, through the same `npm run staff -- create`
// command code (server/modules/staff/staff-command.ts) on the configured database: a test
// shop's staff then cost one database opening instead of one per member.
// Usage: STAFF_BATCH='[{"email":…,"name":…,"role":…,"password":…}]' node --import tsx e2e/helpers/staff-batch.ts
import { loadConfig } from "../../server/config";
import { migrateDatabase } from "../../server/db/migrate";
import { createStaffService } from "../../server/modules/staff/staff.service";
import { runStaffCommand } from "../../server/modules/staff/staff-command";
import { createTwoFactor } from "../../server/modules/staff/two-factor";
import { connectDatabase } from "../../server/start";

const members = JSON.parse(process.env.STAFF_BATCH ?? "[]") as {
  email: string;
  name: string;
  role: string;
  password: string;
}[];
const database = await connectDatabase(loadConfig(process.env));
try {
  await migrateDatabase(database);
  const staff = createStaffService(database.db);
  const twoFactor = createTwoFactor(database.db, { issuer: "" });
  for (const m of members) {
    const args = ["create", "--email", m.email, "--name", m.name, "--role", m.role];
    await runStaffCommand(args, staff, { password: async () => m.password, print: console.log }, twoFactor);
  }
} finally {
  await database.close();
}
