import { mkdirSync, mkdtempSync, rmSync, unlinkSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { buildDecision, RECORD, recordBuild, sourceHashes } from "../scripts/build-freshness.mjs";

// `npm start` rebuilds exactly when the sources differ from those the build was made from.

let root: string;
const write = (rel: string, text: string) => {
  mkdirSync(path.dirname(path.join(root, rel)), { recursive: true });
  writeFileSync(path.join(root, rel), text);
};

beforeEach(() => {
  root = mkdtempSync(path.join(os.tmpdir(), "shop-build-"));
  write("app/root.tsx", "export default function App() {}\n");
  write("app/routes/home.tsx", "export default function Home() {}\n");
  write("server/main.ts", "console.log('up');\n");
  write("lib/money.ts", "export const paise = 100;\n");
  write("public/images/logo.svg", "<svg/>");
  write("package-lock.json", '{"lockfileVersion":3}\n');
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

/** What `npm run build` leaves: the outputs and the record of the sources. */
function build() {
  write("build/server/index.js", "// server build\n");
  write("build/sw/sw.js", "// service worker\n");
  mkdirSync(path.join(root, "build/client"), { recursive: true });
  write("dist/main.js", "// bundled server\n");
  recordBuild(root);
}

describe("whether npm start builds first", () => {
  it("builds when there is no build, and says so", () => {
    expect(buildDecision(root)).toMatchObject({
      rebuild: true,
      reason: "No build found: building the shop first.",
    });
  });

  it("rebuilds a build that has no record of its sources", () => {
    build();
    unlinkSync(path.join(root, RECORD));
    expect(buildDecision(root)).toMatchObject({
      rebuild: true,
      reason: "The build has no record of the sources it was made from: rebuilding.",
    });
  });

  it("starts the build as it is while no source changed", () => {
    build();
    expect(buildDecision(root)).toMatchObject({
      rebuild: false,
      reason: "The build is current: no source changed since it was made.",
    });
  });

  it("rebuilds after a source file changes, naming it", () => {
    build();
    write("app/routes/home.tsx", "export default function Home() { return 'new'; }\n");
    expect(buildDecision(root)).toMatchObject({
      rebuild: true,
      reason: "Sources changed since the last build (app/routes/home.tsx): rebuilding.",
    });
  });

  it.each([
    ["a new file", () => write("server/new-module.ts", "export {};\n")],
    ["a deleted file", () => unlinkSync(path.join(root, "lib/money.ts"))],
    ["a changed lockfile", () => write("package-lock.json", '{"lockfileVersion":3,"packages":{}}\n')],
    ["a changed picture", () => write("public/images/logo.svg", "<svg viewBox='0 0 1 1'/>")],
    ["a changed build config", () => write("vite.config.ts", "export default {};\n")],
  ])("rebuilds after %s", (_what, change) => {
    build();
    change();
    expect(buildDecision(root).rebuild).toBe(true);
  });

  it("counts the rest when many files changed", () => {
    build();
    for (const name of ["a", "b", "c", "d", "e"]) write(`server/${name}.ts`, "export {};\n");
    expect(buildDecision(root).reason).toBe(
      "Sources changed since the last build (server/a.ts, server/b.ts, server/c.ts and 2 more): rebuilding.",
    );
  });

  it("needs no rebuild for a new or changed test file, which the build never reads", () => {
    build();
    write("server/money.test.ts", "it('adds', () => {});\n");
    write("app/lib/api.test.ts", "it('calls', () => {});\n");
    expect(buildDecision(root).rebuild).toBe(false);
  });

  it("records every source file once, in a stable order", () => {
    const first = sourceHashes(root);
    expect(Object.keys(first)).toEqual([...Object.keys(first)].sort());
    expect(sourceHashes(root)).toEqual(first);
    expect(Object.keys(first)).toContain("public/images/logo.svg");
  });
});
