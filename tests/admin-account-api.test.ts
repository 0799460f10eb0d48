import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { queryRows } from "../server/db/client";
import { emailOutbox } from "../server/modules/outbox/outbox.schema";
import { testAppForFile } from "./helpers/app";
import { newCustomer } from "./helpers/customers";
import { adminPost, newStaff, STAFF_PASSWORD, signIn } from "./helpers/staff";

// A long cache: what follows must not wait for it to run out.
const t = testAppForFile({ TRUST_PROXY: "true", CACHE_TTL_SECONDS: "3600" });

const staffAudit = (id: number) =>
  queryRows<{ actor: string; action: string; changes: Record<string, unknown> }>(
    t.database.db,
    sql`select actor, action, changes from audit_log where entity = 'staff' and entity_id = ${String(id)} order by id`,
  );

describe("a staff member's own password", () => {
  it("needs the current one; the new one signs in, the other sessions end, this one stays; audited", async () => {
    const packer = await newStaff(t, "packer");
    const elsewhere = await signIn(t, packer.email);
    const wrong = await adminPost(t, packer.cookie, "/account/password", {
      current_password: "not-my-password",
      password: "new-secret-pass-7",
      confirm_password: "new-secret-pass-7",
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body.errors).toEqual({ current_password: "Your current password is not right." });
    const bad = await adminPost(t, packer.cookie, "/account/password", {
      current_password: "",
      password: "short",
      confirm_password: "other",
    });
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toMatchObject({
      current_password: "Enter your current password.",
      password: expect.stringMatching(/^The password must be at least \d+ characters\.$/),
    });
    const mismatch = await adminPost(t, packer.cookie, "/account/password", {
      current_password: STAFF_PASSWORD,
      password: "new-secret-pass-7",
      confirm_password: "new-secret-pass-8",
    });
    expect(mismatch.body.errors).toEqual({ confirm_password: "The two passwords are not the same." });

    const changed = await adminPost(t, packer.cookie, "/account/password", {
      current_password: STAFF_PASSWORD,
      password: "new-secret-pass-7",
      confirm_password: "new-secret-pass-7",
    });
    expect(changed.status).toBe(200);
    expect(changed.body).toMatchObject({
      message: "Your password is changed. You were signed out everywhere else.",
      data: { other_sessions_ended: 1 },
    });
    expect((await adminPost(t, packer.cookie, "/me")).status).toBe(200);
    expect((await adminPost(t, elsewhere, "/me")).status).toBe(401);
    await expect(signIn(t, packer.email)).rejects.toThrow(/401/);
    await signIn(t, packer.email, "new-secret-pass-7");
    const [entry] = (await staffAudit(packer.id)).filter((a) => a.action === "change-password");
    expect(entry.actor).toBe(packer.name);
    expect(JSON.stringify(entry.changes)).not.toMatch(/secret-pass|passwordHash|\$argon|\$scrypt/);
  });

  it("holds back wrong current passwords after a few (429), and needs a session", async () => {
    const manager = await newStaff(t, "manager");
    const statuses: number[] = [];
    for (let i = 0; i < 10; i++) {
      const res = await adminPost(t, manager.cookie, "/account/password", {
        current_password: `guess-${i}`,
        password: "new-secret-pass-7",
      });
      statuses.push(res.status);
    }
    expect(statuses.slice(0, 8)).toEqual(Array(8).fill(400));
    expect(statuses.slice(8)).toEqual([429, 429]);
    expect((await t.post("/api/admin/v1/account/password", {})).status).toBe(401);
  });
});

describe("the shop's name as the owner saved it", () => {
  it("titles the OpenAPI document and signs the emails at once, without waiting for the cache", async () => {
    const owner = await newStaff(t, "owner");
    // Read (and cached for an hour) before the change.
    const doc = async () =>
      ((await (await t.app.request("/api/openapi.json")).json()) as { info: { title: string } }).info;
    const before = (await doc()).title;
    expect(before).toBe(`${t.services.settings.shopNameNow()} API`);

    const current = (await adminPost(t, owner.cookie, "/settings/get")).body.data.identity;
    const { updated_at, ...identity } = current;
    const saved = await adminPost(t, owner.cookie, "/settings/identity", {
      ...identity,
      name: "Dooars Krishi Kendra",
      expected_updated_at: updated_at ?? "",
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect((await doc()).title).toBe("Dooars Krishi Kendra API");
    expect(await (await t.app.request("/api/docs")).text()).toContain(
      "<title>Dooars Krishi Kendra API</title>",
    );

    await adminPost(t, owner.cookie, "/staff/invite", {
      email: "tara@dooars.example",
      name: "Tara Rai",
      role: "packer",
    });
    const customer = await newCustomer(t);
    const subjects = async (to: string) =>
      (await t.database.db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, to))).map(
        (m) => m.subject,
      );
    expect(await subjects("tara@dooars.example")).toEqual([
      "You are invited to Dooars Krishi Kendra's back office",
    ]);
    expect(await subjects(customer.email)).toEqual(["Welcome to Dooars Krishi Kendra"]);
  });
});
