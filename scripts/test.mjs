// `npm test`: every check in order — lint, typecheck, unit + integration (database),
// build, then the browser journeys and whole-process tests against the built server.
// SKIP_BROWSER_TESTS=1 leaves out the browser step (for a machine without Chromium).
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";

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

const steps = [
  ["lint", "npm", ["run", "lint"]],
  ["typecheck", "npm", ["run", "typecheck"]],
  ["unit and integration tests", "npx", ["vitest", "run"]],
];
if (!skipBrowser) {
  steps.push(["build", "npm", ["run", "build"]]);
  steps.push(["browser and process tests", "npx", ["vitest", "run", "--config", "vitest.e2e.config.ts"]]);
}

for (const [name, cmd, args] of steps) {
  console.log(`\n=== ${name} ===`);
  const result = spawnSync(cmd, args, { stdio: "inherit" });
  if (result.status !== 0) {
    console.error(`\n${name} failed.`);
    process.exit(result.status ?? 1);
  }
}
if (skipBrowser) console.log("\nBrowser tests were skipped (SKIP_BROWSER_TESTS=1).");
console.log("\nAll checks passed.");
