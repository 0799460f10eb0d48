import { execFile } from "node:child_process";
import path from "node:path";
import { promisify } from "node:util";
import { describe, expect, it } from "vitest";
import { freePort, projectRoot, runServer, tempDataDir, waitUntilHealthy } from "./helpers/server-process";

const run = promisify(execFile);

/** `npm run staff -- …` as a person runs it, on the given DATA_DIR; answers exit code and output. */
async function staff(dataDir: string, args: string[], password?: string) {
  try {
    const { stdout, stderr } = await run(
      process.execPath,
      ["--import", "tsx", path.join(projectRoot, "server", "staff-cli.ts"), ...args],
      { cwd: projectRoot, env: { PATH: process.env.PATH, DATA_DIR: dataDir, STAFF_PASSWORD: password } },
    );
    return { code: 0, out: stdout + stderr };
  } catch (error) {
    const e = error as { code: number; stdout: string; stderr: string };
    return { code: e.code, out: e.stdout + e.stderr };
  }
}

// On PGlite one process at a time may open DATA_DIR: with the server running, the command
// refuses and says so; stopped, it works, and the server then prints no setup link.
describe("npm run staff on PGlite", () => {
  it("refuses while the server holds DATA_DIR, works once it is stopped", { timeout: 180_000 }, async () => {
    const dataDir = tempDataDir("shop-staff-");
    const env = { HOST: "127.0.0.1", DATA_DIR: dataDir, SEED_DEMO: "false" };
    const first = runServer({ ...env, PORT: String(await freePort()) });
    await waitUntilHealthy(first);
    expect(first.output()).toContain("/admin/setup?token=");
    const refused = await staff(dataDir, ["list"]);
    expect(refused.code).toBe(1);
    expect(refused.out).toMatch(/is in use by another shop process \(pid \d+\); stop it first/);
    await first.stop();

    const made = await staff(
      dataDir,
      ["create", "--email", "Asha@Shop.example", "--name", "Asha Rao", "--role", "owner"],
      "owner-pass-42",
    );
    expect(made).toEqual({
      code: 0,
      out: "Created owner Asha Rao <asha@shop.example>. Sign in at /admin/login.\n",
    });
    const weak = await staff(
      dataDir,
      ["create", "--email", "b@shop.example", "--name", "B", "--role", "packer"],
      "short",
    );
    expect(weak.code).toBe(1);
    expect(weak.out).toContain("The password must be at least 8 characters.");
    const listed = await staff(dataDir, ["list"]);
    expect(listed.out).toBe("asha@shop.example\tAsha Rao\towner\tactive\n");
    const lastOwner = await staff(dataDir, ["disable", "--email", "asha@shop.example"]);
    expect(lastOwner).toEqual({ code: 1, out: "The shop must keep at least one active owner.\n" });

    const second = runServer({ ...env, PORT: String(await freePort()) });
    try {
      await waitUntilHealthy(second);
      expect(second.output()).not.toContain("/admin/setup?token=");
      const signIn = await fetch(`${second.baseUrl}/api/admin/v1/login`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ email: "asha@shop.example", password: "owner-pass-42" }),
      });
      expect(signIn.status).toBe(200);
    } finally {
      await second.stop();
    }
  });
});
