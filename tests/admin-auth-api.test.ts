import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { queryRows } from "../server/db/client";
import { STAFF_IDLE_MS } from "../server/modules/staff/staff-sessions";
import { testAppForFile } from "./helpers/app";
import { adminPost, newStaff, STAFF_PASSWORD, staffCookieFrom } from "./helpers/staff";

const t = testAppForFile({ TRUST_PROXY: "true" });

const login = (body: object, headers: Record<string, string> = {}) =>
  t.app.request("/api/admin/v1/login", {
    method: "POST",
    headers: { "content-type": "application/json", "x-forwarded-for": "192.0.2.7", ...headers },
    body: JSON.stringify(body),
  });

describe("staff sign-in", () => {
  it("sets a Strict, HttpOnly staff cookie for /admin and /api/admin only, and /me answers the member", async () => {
    const packer = await newStaff(t, "packer");
    const res = await login({ email: packer.email.toUpperCase(), password: STAFF_PASSWORD });
    expect(res.status).toBe(200);
    const cookies = res.headers.getSetCookie();
    expect(cookies).toHaveLength(2);
    expect(cookies.map((c) => /Path=([^;]+)/.exec(c)?.[1]).sort()).toEqual(["/admin", "/api/admin"]);
    for (const c of cookies) {
      expect(c).toContain("HttpOnly");
      expect(c).toContain("SameSite=Strict");
      expect(c).not.toContain("Secure"); // http://localhost: a Secure cookie would never come back
    }
    expect(res.headers.get("x-robots-tag")).toBe("noindex, nofollow");
    const me = await adminPost(t, staffCookieFrom(cookies[0]), "/me");
    expect(me.status).toBe(200);
    expect(me.body.data).toMatchObject({ email: packer.email, role: "packer", two_factor: false });
    expect(me.body.data.permissions).toEqual(["account", "backOffice", "orders", "fulfilment"]);
  });

  it("refuses a wrong password and an unknown email alike, and a disabled member after the password", async () => {
    const manager = await newStaff(t, "manager");
    const wrong = await login({ email: manager.email, password: "not-the-password" });
    expect(wrong.status).toBe(401);
    expect((await wrong.json()).message).toBe("Wrong email or password.");
    const unknown = await login({ email: "nobody@staff.example.com", password: STAFF_PASSWORD });
    expect(unknown.status).toBe(401);
    expect((await unknown.json()).message).toBe("Wrong email or password.");
    await t.services.staff.disable({ staffId: null, name: "test" }, manager.id);
    const disabled = await login({ email: manager.email, password: STAFF_PASSWORD });
    expect(disabled.status).toBe(403);
    // …and the session it had is gone.
    expect((await adminPost(t, manager.cookie, "/me")).status).toBe(401);
  });

  it("throttles repeated failures for one account from one address with 429, as customers' logins are", async () => {
    const owner = await newStaff(t, "owner");
    const from = { "x-forwarded-for": "192.0.2.150" };
    const statuses: number[] = [];
    for (let i = 0; i < 7; i++)
      statuses.push((await login({ email: owner.email, password: "guess-guess" }, from)).status);
    expect(statuses.slice(0, 5)).toEqual([401, 401, 401, 401, 401]);
    expect(statuses.at(-1)).toBe(429);
    const refused = await login({ email: owner.email, password: STAFF_PASSWORD }, from);
    expect(refused.status).toBe(429);
    expect(refused.headers.get("retry-after")).toMatch(/^\d+$/);
    // The right password from an address without failures still gets in.
    expect(
      (await login({ email: owner.email, password: STAFF_PASSWORD }, { "x-forwarded-for": "192.0.2.151" }))
        .status,
    ).toBe(200);
  });

  it("a customer's session cookie is not a staff session", async () => {
    const res = await t.post("/api/admin/v1/me", {}, { cookie: "sessionkey=anything; staff_session=forged" });
    expect(res.status).toBe(401);
    expect(res.body.message).toBe("Your back-office session has ended. Please sign in again.");
    const none = await t.post("/api/admin/v1/me", {});
    expect(none.status).toBe(401);
    expect(none.body.message).toBe("Please sign in to the back office.");
  });

  it("ends a session after 12 idle hours, and at sign-out", async () => {
    const packer = await newStaff(t, "packer");
    const later = new Date(Date.now() + STAFF_IDLE_MS + 60_000);
    const key = decodeURIComponent(packer.cookie.split("=")[1]);
    expect(await t.services.staff.sessions.authenticate(key, later)).toBeNull();
    expect(await t.services.staff.sessions.authenticate(key)).not.toBeNull();
    expect((await adminPost(t, packer.cookie, "/logout")).status).toBe(200);
    expect((await adminPost(t, packer.cookie, "/me")).status).toBe(401);
  });

  it("refuses a cookie call from another site's page (same-origin check)", async () => {
    const owner = await newStaff(t, "owner");
    const res = await adminPost(
      t,
      owner.cookie,
      "/me",
      {},
      { origin: "https://evil.example", host: "localhost" },
    );
    expect(res.status).toBe(403);
    expect(res.body.message).toBe("This request did not come from the shop's pages.");
  });
});

describe("the first owner's setup link", () => {
  it("creates the owner once; the link cannot be used again, nor any other link afterwards", async () => {
    await queryRows(t.database.db, sql`update staff set disabled_at = now() where role = 'owner'`);
    const token = await t.services.staff.issueSetupToken();
    const second = await t.services.staff.issueSetupToken();
    expect(token).toBeTruthy();
    const body = {
      token,
      name: "Meera Das",
      email: "meera@haritha.example",
      password: "first-owner-1",
      confirm_password: "first-owner-1",
    };
    const mismatch = await t.post("/api/admin/v1/setup", { ...body, confirm_password: "other" });
    expect(mismatch.status).toBe(400);
    expect(mismatch.body.errors).toEqual({ confirm_password: "The two passwords are not the same." });
    const made = await t.post("/api/admin/v1/setup", body);
    expect(made.status).toBe(200);
    expect(made.body.data).toMatchObject({ role: "owner", email: "meera@haritha.example" });
    const again = await t.post("/api/admin/v1/setup", { ...body, email: "someone@else.example" });
    expect(again.status).toBe(400);
    expect(again.body.message).toBe(
      "This setup link is invalid or has been used. Restart the server for a new one.",
    );
    const other = await t.post("/api/admin/v1/setup", {
      ...body,
      token: second,
      email: "third@else.example",
    });
    expect(other.status).toBe(400);
    expect(await t.services.staff.issueSetupToken()).toBeNull();
    const [audit] = await queryRows<{ actor: string; action: string; changes: Record<string, unknown> }>(
      t.database.db,
      sql`select actor, action, changes from audit_log where entity = 'staff' and action = 'setup-owner'`,
    );
    expect(audit).toMatchObject({ actor: "Meera Das", action: "setup-owner" });
    expect(audit.changes).toMatchObject({ role: { before: null, after: "owner" } });
    expect(JSON.stringify(audit.changes)).not.toContain("scrypt");
  });
});
