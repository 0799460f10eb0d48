// `npm start`: build first when there is no build or the sources changed since the last one
// (see scripts/build-freshness.mjs), then run the bundled server in this process.
import { spawnSync } from "node:child_process";
import { buildDecision } from "./build-freshness.mjs";

const decision = buildDecision(process.cwd());
console.log(decision.reason);
if (decision.rebuild) {
  const result = spawnSync("npm", ["run", "build"], { stdio: "inherit" });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
process.env.NODE_ENV ??= "production";
await import("../dist/main.js");
