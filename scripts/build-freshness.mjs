// Whether the build in build/ and dist/ was made from the sources as they are now. `npm run
// build` records a hash of every source file beside the build (build/sources.json); `npm start`
// compares it with the sources and rebuilds when they differ, so that after `git pull` the shop
// that runs is the one in the working tree. Run directly, this file records the current sources.
import { createHash } from "node:crypto";
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

/** What the build is made from: folders (all their files) and single files, from the project root. */
export const SOURCES = [
  "app",
  "server",
  "lib",
  "public",
  "package.json",
  "package-lock.json",
  "vite.config.ts",
  "react-router.config.ts",
  "tsconfig.json",
  "scripts/build-server.mjs",
  "scripts/build-sw.mjs",
  "scripts/precompress.mjs",
];

/** The build's outputs that must all be there. */
const OUTPUTS = ["build/server/index.js", "build/client", "build/sw/sw.js", "dist/main.js"];

export const RECORD = "build/sources.json";

// Tests never reach the build: editing them needs no rebuild.
const ignored = (name) => /\.test\.[cm]?[jt]sx?$/.test(name) || name === ".DS_Store";

/** The files at `rel` (a file, or a folder walked in full), as paths from the root. */
function filesAt(root, rel) {
  const full = path.join(root, rel);
  if (!existsSync(full)) return [];
  if (!statSync(full).isDirectory()) return [rel];
  return readdirSync(full, { withFileTypes: true })
    .filter((entry) => !ignored(entry.name) && (entry.isDirectory() || entry.isFile()))
    .flatMap((entry) => filesAt(root, path.posix.join(rel, entry.name)));
}

/** A hash of each source file, by its path from the root (sorted, so the record is stable). */
export function sourceHashes(root) {
  const files = SOURCES.flatMap((source) => filesAt(root, source)).sort();
  const hashes = {};
  for (const file of files) {
    hashes[file] = createHash("sha256")
      .update(readFileSync(path.join(root, file)))
      .digest("hex");
  }
  return hashes;
}

/** Paths added, removed or changed between two records. */
export function changedFiles(before, now) {
  const paths = new Set([...Object.keys(before), ...Object.keys(now)]);
  return [...paths].filter((p) => before[p] !== now[p]).sort();
}

/**
 * Decides whether `npm start` must build first, and says why in one sentence.
 * @returns {{ rebuild: boolean, reason: string, hashes: Record<string, string> }}
 */
export function buildDecision(root) {
  const hashes = sourceHashes(root);
  if (!OUTPUTS.every((output) => existsSync(path.join(root, output)))) {
    return { rebuild: true, reason: "No build found: building the shop first.", hashes };
  }
  let recorded;
  try {
    recorded = JSON.parse(readFileSync(path.join(root, RECORD), "utf8")).files;
  } catch {
    recorded = undefined;
  }
  if (!recorded || typeof recorded !== "object") {
    return {
      rebuild: true,
      reason: "The build has no record of the sources it was made from: rebuilding.",
      hashes,
    };
  }
  const changed = changedFiles(recorded, hashes);
  if (changed.length === 0) {
    return { rebuild: false, reason: "The build is current: no source changed since it was made.", hashes };
  }
  const named = changed.slice(0, 3).join(", ");
  const more = changed.length > 3 ? ` and ${changed.length - 3} more` : "";
  return {
    rebuild: true,
    reason: `Sources changed since the last build (${named}${more}): rebuilding.`,
    hashes,
  };
}

/** Writes the record of the sources beside the build. */
export function recordBuild(root, hashes = sourceHashes(root)) {
  writeFileSync(path.join(root, RECORD), `${JSON.stringify({ files: hashes }, null, 1)}\n`);
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  recordBuild(process.cwd());
}
