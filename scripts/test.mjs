// `npm test`: every check in order — lint, typecheck, unit + integration (database),
// build, then the browser journeys and whole-process tests against the built server.
// SKIP_BROWSER_TESTS=1 leaves out the browser step (for a machine without Chromium).
import { spawn, spawnSync } from "node:child_process";
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";

const chromium = process.env.CHROME_PATH || "/usr/bin/chromium";
const skipBrowser = process.env.SKIP_BROWSER_TESTS === "1";

if (!skipBrowser && !existsSync(chromium)) {
  console.error(
    `Browser tests need Chromium, and there is none at ${chromium}.\n` +
      "Install it with:  sudo apt-get update && sudo apt-get install -y chromium\n" +
      "(or point CHROME_PATH at another Chromium, or set SKIP_BROWSER_TESTS=1 to leave the browser tests out).",
  );
  process.exit(1);
}

// TEST_ENGINE_PASS=1: the second pass of CI (.ci/run), on PostgreSQL. PGlite is PostgreSQL
// itself, so what the engines do differently is many connections at once against one: the pass
// runs the database tests where that shows (requests at the same time, row and advisory locks,
// leases, the search's extensions, export and import), and the browser tests of several
// processes on one PostgreSQL. Lint, typecheck and the build are the first pass's (same code).
// The first pass runs everything, on PGlite (README, "Tests").
const enginePass = process.env.TEST_ENGINE_PASS === "1";
const ENGINE_BROWSER_TESTS = [
  "e2e/multi-process.test.ts",
  "e2e/cluster-workers.test.ts",
  "e2e/cache-bus-processes.test.ts",
];

/** What makes a database test worth a second run on PostgreSQL: concurrency or the engine's own SQL. */
const ENGINE_MATTERS =
  /Promise\.all(Settled)?\(|FOR UPDATE|SKIP LOCKED|advisory|pg_trgm|tsvector|\block|stock-ledger/i;
/** And these, whatever they hold: the search (its extensions) and a whole shop exported and imported. */
const ENGINE_FILES = ["tests/search-what-people-type.test.ts", "tests/export-import.test.ts"];

/** The unit and integration test files that open a test database (tests/helpers/database.ts). */
function databaseTests() {
  const opensDatabase = /createTestDatabase|createTestApp|testAppForFile|testAppOn|TEST_DATABASE_URL/;
  const found = [];
  const walk = (dir) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const file = path.join(dir, entry.name);
      if (entry.isDirectory()) {
        if (entry.name !== "node_modules" && entry.name !== "helpers") walk(file);
      } else if (entry.name.endsWith(".test.ts")) {
        const text = readFileSync(file, "utf8");
        if (opensDatabase.test(text) && (ENGINE_MATTERS.test(text) || ENGINE_FILES.includes(file)))
          found.push(file);
      }
    }
  };
  for (const dir of ["lib", "server", "tests", "app"]) walk(dir);
  return found;
}
if (enginePass && !skipBrowser && !existsSync("dist/main.js")) {
  console.error("TEST_ENGINE_PASS=1 reuses the build: run `npm run build` (or a whole `npm test`) first.");
  process.exit(1);
}

const steps = enginePass
  ? [["database tests", "npx", ["vitest", "run", ...databaseTests()]]]
  : [
      ["lint", "npm", ["run", "lint"]],
      ["typecheck", "npm", ["run", "typecheck"]],
      ["unit and integration tests", "npx", ["vitest", "run"]],
    ];
/**
 * The browser and process tests in streams that run side by side (CI's 25 minutes), each one file
 * at a time with its own shared server: three on 2 cores, as a journey spends much of its time
 * waiting on its server, its browser or a timer. Files go to the stream with the least work yet,
 * longest first, by the seconds each took in a measured run (e2e/file-seconds.json; a new file
 * counts as 30 s until measured). E2E_STREAMS chooses another number of streams.
 */
function browserStreams() {
  const files = readdirSync("e2e")
    .filter((f) => f.endsWith(".test.ts"))
    .map((f) => `e2e/${f}`)
    .sort();
  const seconds = JSON.parse(readFileSync("e2e/file-seconds.json", "utf8"));
  const weight = (f) => seconds[f] ?? 30;
  const count = Math.max(1, Number(process.env.E2E_STREAMS ?? 3));
  const streams = Array.from({ length: count }, () => ({ files: [], seconds: 0 }));
  for (const f of [...files].sort((a, b) => weight(b) - weight(a) || a.localeCompare(b))) {
    const lightest = streams.reduce((min, s) => (s.seconds < min.seconds ? s : min));
    lightest.files.push(f);
    lightest.seconds += weight(f);
  }
  return streams.filter((s) => s.files.length > 0).map((s) => s.files);
}

const runStreams = (streams) =>
  Promise.all(
    streams.map(
      (files) =>
        new Promise((resolve) => {
          const child = spawn("npx", ["vitest", "run", "--config", "vitest.e2e.config.ts", ...files], {
            stdio: "inherit",
          });
          child.on("exit", (code) => resolve(code ?? 1));
        }),
    ),
  );

if (!skipBrowser) {
  if (!enginePass) steps.push(["build", "npm", ["run", "build"]]);
  steps.push(["browser and process tests", enginePass ? [ENGINE_BROWSER_TESTS] : browserStreams()]);
}

/** Runs `npx …` and resolves with its exit code. */
const npx = (args) =>
  new Promise((resolve) => {
    const child = spawn("npx", args, { stdio: "inherit" });
    child.on("exit", (code) => resolve(code ?? 1));
  });

// The engine pass runs its database tests and its few browser tests side by side (CI's 25
// minutes): the browser tests mostly wait on their servers while the database tests work.
if (enginePass && !skipBrowser) {
  console.log("\n=== database tests, and beside them the browser tests where the engine matters ===");
  const codes = await Promise.all([
    npx(["vitest", "run", ...databaseTests()]),
    npx(["vitest", "run", "--config", "vitest.e2e.config.ts", ...ENGINE_BROWSER_TESTS]),
  ]);
  if (Math.max(...codes) !== 0) {
    console.error("\ndatabase tests or browser tests failed.");
    process.exit(Math.max(...codes));
  }
  steps.length = 0;
}

for (const [name, cmd, args] of steps) {
  console.log(`\n=== ${name} ===`);
  const status = Array.isArray(cmd)
    ? Math.max(...(await runStreams(cmd)))
    : spawnSync(cmd, args, { stdio: "inherit" }).status;
  if (status !== 0) {
    console.error(`\n${name} failed.`);
    process.exit(status ?? 1);
  }
}
if (skipBrowser) console.log("\nBrowser tests were skipped (SKIP_BROWSER_TESTS=1).");
console.log("\nAll checks passed.");
