// `npm start`: build once if there is no build yet, then run the bundled server in this process.
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";

const built = existsSync("build/server/index.js") && existsSync("build/client") && existsSync("dist/main.js");
if (!built) {
  console.log("No build found: building the shop first (npm run build)...");
  const result = spawnSync("npm", ["run", "build"], { stdio: "inherit" });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
process.env.NODE_ENV ??= "production";
await import("../dist/main.js");
