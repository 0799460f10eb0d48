// `npm run staff -- create|list|disable|enable|reset-password|reset-two-factor …`: manages staff accounts on the
// configured database (DATABASE_URL, else PGlite in DATA_DIR). On PGlite only one process may
// open the folder, so with the server running the command refuses and says to stop it first;
// the browser's setup link and staff page work while it runs (README, "Staff and the back office").
import { createInterface } from "node:readline";
import { ConfigError, loadConfig } from "./config";
import { migrateDatabase } from "./db/migrate";
import { DomainError } from "./domain-error";
import { createStaffService } from "./modules/staff/staff.service";
import { CommandError, runStaffCommand } from "./modules/staff/staff-command";
import { createTwoFactor } from "./modules/staff/two-factor";
import { connectDatabase, StartupError } from "./start";

/** Asks for a line without echoing it (a password). */
function askHidden(question: string): Promise<string> {
  return new Promise((resolve) => {
    const rl = createInterface({ input: process.stdin, output: process.stdout, terminal: true });
    const out = rl as unknown as { _writeToOutput: (s: string) => void };
    let asked = false;
    out._writeToOutput = (s: string) => {
      if (!asked) process.stdout.write(s);
      asked = true;
    };
    rl.question(question, (answer) => {
      rl.close();
      process.stdout.write("\n");
      resolve(answer);
    });
  });
}

async function password(): Promise<string> {
  const fromEnv = process.env.STAFF_PASSWORD;
  if (fromEnv) return fromEnv;
  if (!process.stdin.isTTY) {
    throw new CommandError("Set STAFF_PASSWORD, or run the command in a terminal to type the password.");
  }
  const first = await askHidden("Password (at least 8 characters): ");
  const again = await askHidden("The same password again: ");
  if (first !== again) throw new CommandError("The two passwords are not the same; nothing was changed.");
  return first;
}

async function main() {
  const config = loadConfig(process.env);
  const database = await connectDatabase(config);
  try {
    await migrateDatabase(database);
    await runStaffCommand(
      process.argv.slice(2),
      createStaffService(database.db),
      { password, print: (line) => console.log(line) },
      createTwoFactor(database.db, { issuer: "" }),
    );
  } finally {
    await database.close();
  }
}

try {
  await main();
} catch (error) {
  if (
    error instanceof ConfigError ||
    error instanceof StartupError ||
    error instanceof CommandError ||
    error instanceof DomainError
  ) {
    console.error(error.message);
    process.exit(1);
  }
  throw error;
}
