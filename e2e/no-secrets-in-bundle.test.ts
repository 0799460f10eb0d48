import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { projectRoot } from "./helpers/server-process";

/** Every file the browser can download, after `npm run build`. */
function clientFiles(dir = path.join(projectRoot, "build", "client")): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? clientFiles(path.join(dir, e.name)) : [path.join(dir, e.name)],
  );
}

describe("the browser bundle", () => {
  it("holds no payment secret, no secret variable name and no server code", () => {
    const files = clientFiles();
    expect(files.length).toBeGreaterThan(10);
    const text = files
      .filter((f) => /\.(js|css|html|json|svg)$/.test(f))
      .map((f) => readFileSync(f, "utf8"))
      .join("\n");
    for (const needle of [
      "sandbox_key_secret_not_for_real_money",
      "sandbox_webhook_secret_not_for_real_money",
      "RAZORPAY_KEY_SECRET",
      "RAZORPAY_WEBHOOK_SECRET",
      "SANDBOX_KEY_SECRET",
      "password_hash",
      "scrypt",
      "drizzle-orm",
    ]) {
      expect(text.includes(needle), `${needle} must not reach the browser`).toBe(false);
    }
  });
});
