import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { queryRows } from "../server/db/client";
import { emailOutbox } from "../server/modules/outbox/outbox.schema";
import { testAppForFile } from "./helpers/app";
import { newCustomer } from "./helpers/customers";

const t = testAppForFile({ TRUST_PROXY: "true" });

describe("signup", () => {
  it("creates an account, queues a welcome email and never stores the password", async () => {
    const { status, body } = await t.post("/api/signup/v1/", {
      fullname: "Asha Devi",
      phonenumber: "9876500001",
      email: "Asha.Devi@Example.com",
      password: "tea-garden-9",
      confirmpassword: "tea-garden-9",
    });
    expect(status).toBe(200);
    expect(body).toMatchObject({ status: 1, message: "Signup successful! Welcome." });
    const [user] = await queryRows<{ email: string; password_hash: string }>(
      t.database.db,
      sql`select email, password_hash from users where phone = '9876500001'`,
    );
    expect(user.email).toBe("asha.devi@example.com");
    expect(user.password_hash).toMatch(/^scrypt\$/);
    expect(user.password_hash).not.toContain("tea-garden-9");
    const mails = await t.database.db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.toAddress, "asha.devi@example.com"));
    expect(mails.map((m) => m.kind)).toEqual(["welcome"]);
  });

  it("refuses a taken email or phone with 409", async () => {
    const signUp = (email: string, phonenumber: string) =>
      t.post("/api/signup/v1/", {
        fullname: "Other",
        password: "tea-garden-9",
        confirmpassword: "tea-garden-9",
        email,
        phonenumber,
      });
    const sameEmail = await signUp("asha.devi@example.com", "9876500002");
    expect(sameEmail.status).toBe(409);
    expect(sameEmail.body.message).toBe("An account with this email already exists.");
    const samePhone = await signUp("new@example.com", "9876500001");
    expect(samePhone.status).toBe(409);
    expect(samePhone.body.message).toBe("An account with this phone number already exists.");
  });

  it("answers each validation message of the spec with 400", async () => {
    const { status, body } = await t.post("/api/signup/v1/", {});
    expect(status).toBe(400);
    expect(body.errors).toMatchObject({
      fullname: "Full Name is required",
      phonenumber: "Phone Number is required",
      email: "Email is required",
      password: "Password is required",
      confirmpassword: "Confirm Password is required",
    });
    const mismatch = await t.post("/api/signup/v1/", {
      fullname: "X Y",
      phonenumber: "9876500003",
      email: "bad@",
      password: "short",
      confirmpassword: "other",
    });
    expect(mismatch.body.errors).toMatchObject({
      email: "Invalid email format",
      password: "Password must be at least 8 characters",
    });
  });
});

describe("login and sessions", () => {
  it("logs in by email or by phone and returns the spec's user fields", async () => {
    for (const id of ["asha.devi@example.com", "ASHA.DEVI@example.com", "9876500001"]) {
      const { status, body } = await t.post("/api/login/v1/", { email: id, password: "tea-garden-9" });
      expect(status).toBe(200);
      expect(Object.keys(body.data).sort()).toEqual([
        "email",
        "fullname",
        "phonenumber",
        "session_key",
        "userid",
        "userlogo",
      ]);
      expect(body.data.session_key.length).toBeGreaterThanOrEqual(43); // 256 bits, base64url
    }
  });

  it("keeps only a hash of the session key, and sets an HttpOnly cookie", async () => {
    const res = await t.app.request("/api/login/v1/", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ email: "9876500001", password: "tea-garden-9" }),
    });
    const key = ((await res.json()) as { data: { session_key: string } }).data.session_key;
    expect(res.headers.get("set-cookie")).toMatch(
      /^sid=.+; Max-Age=2592000; Path=\/; HttpOnly; SameSite=Lax$/,
    );
    const found = await queryRows(t.database.db, sql`select 1 from sessions where key_hash = ${key}`);
    expect(found).toHaveLength(0);
  });

  it("refuses a wrong password or unknown account with the same 401 message", async () => {
    const wrong = await t.post("/api/login/v1/", { email: "asha.devi@example.com", password: "nope-nope-1" });
    const unknown = await t.post("/api/login/v1/", { email: "nobody@example.com", password: "nope-nope-1" });
    expect(wrong).toEqual({ status: 401, body: { status: 0, message: "Invalid email/phone or password" } });
    expect(unknown).toEqual(wrong);
    const empty = await t.post("/api/login/v1/", { email: " ", password: "" });
    expect(empty.body.errors).toEqual({
      email: "Email / Phone Number is required",
      password: "Password is required",
    });
  });

  it("checks that the session belongs to user_id, and ends it on logout (body or header)", async () => {
    const a = await newCustomer(t);
    const b = await newCustomer(t);
    expect((await t.post("/api/profile/details/v1/", a.auth)).body.data).toEqual({
      fullname: a.fullname,
      phonenumber: a.phonenumber,
      email: a.email,
    });
    const crossed = await t.post("/api/profile/details/v1/", { user_id: b.userId, sessionkey: a.sessionKey });
    expect(crossed.status).toBe(401);
    expect(
      (await t.post("/api/profile/details/v1/", { user_id: a.userId, sessionkey: "forged" })).status,
    ).toBe(401);
    const out = await t.post("/api/logout/v1/", { user_id: a.userId }, { sessionkey: a.sessionKey });
    expect(out.body.status).toBe(1);
    expect((await t.post("/api/profile/details/v1/", a.auth)).status).toBe(401);
  });

  it("expires a session after 30 idle days", async () => {
    const a = await newCustomer(t);
    await t.database.db.execute(
      sql`update sessions set expires_at = now() - interval '1 second' where user_id = ${a.userId}`,
    );
    expect((await t.post("/api/profile/details/v1/", a.auth)).status).toBe(401);
  });
});

describe("profile and password", () => {
  it("updates name and phone but never the email", async () => {
    const a = await newCustomer(t);
    const { body } = await t.post("/api/profile/update/v1/", {
      ...a.auth,
      fullname: "Renamed Customer",
      phonenumber: "9123456780",
      email: "hijack@example.com",
    });
    expect(body).toMatchObject({ status: 1, message: "Profile updated successfully." });
    expect(body.data).toEqual({ fullname: "Renamed Customer", phonenumber: "9123456780", email: a.email });
    const other = await newCustomer(t);
    const taken = await t.post("/api/profile/update/v1/", {
      ...other.auth,
      fullname: "X",
      phonenumber: "9123456780",
    });
    expect(taken.status).toBe(409);
  });

  it("changes the password with the spec's messages, and ends the other sessions", async () => {
    const a = await newCustomer(t);
    const second = await t.post("/api/login/v1/", { email: a.email, password: a.password });
    const otherKey = second.body.data.session_key as string;
    const empty = await t.post("/api/profile/changepassword/v1/", { ...a.auth });
    expect(empty.body.errors).toMatchObject({
      currentpassword: "Enter current password.",
      newpassword: "Enter new password.",
    });
    const mismatch = await t.post("/api/profile/changepassword/v1/", {
      ...a.auth,
      currentpassword: a.password,
      newpassword: "new-harvest-7",
      confirmpassword: "new-harvest-8",
    });
    expect(mismatch.body.message).toBe("New password and confirm password do not match.");
    const wrong = await t.post("/api/profile/changepassword/v1/", {
      ...a.auth,
      currentpassword: "not-it-123",
      newpassword: "new-harvest-7",
    });
    expect(wrong).toMatchObject({
      status: 400,
      body: { status: 0, message: "Current password is incorrect." },
    });
    const done = await t.post("/api/profile/changepassword/v1/", {
      ...a.auth,
      currentpassword: a.password,
      newpassword: "new-harvest-7",
    });
    expect(done.body).toMatchObject({ status: 1, message: "Password changed successfully." });
    expect((await t.post("/api/profile/details/v1/", a.auth)).status).toBe(200);
    expect(
      (await t.post("/api/profile/details/v1/", { user_id: a.userId, sessionkey: otherKey })).status,
    ).toBe(401);
    expect((await t.post("/api/login/v1/", { email: a.email, password: "new-harvest-7" })).status).toBe(200);
  });
});

describe("password reset", () => {
  it("mails a one-time link that expires, and answers the same for unknown emails", async () => {
    const a = await newCustomer(t);
    const known = await t.post("/api/password/forgot/v1/", { email: a.email });
    const unknown = await t.post("/api/password/forgot/v1/", { email: "ghost@example.com" });
    expect(known.body).toEqual(unknown.body);
    const [mail] = await t.database.db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.kind, "password-reset"));
    expect(mail.toAddress).toBe(a.email);
    const token = /\/forgot-password\/reset\/([A-Za-z0-9_-]+)/.exec(mail.bodyText)?.[1] as string;
    expect(token).toBeTruthy();
    const mismatch = await t.post("/api/password/reset/v1/", {
      token,
      newpassword: "fresh-start-5",
      confirmpassword: "fresh-start-6",
    });
    expect(mismatch).toMatchObject({
      status: 400,
      body: { message: "New password and confirm password do not match." },
    });
    const reset = await t.post("/api/password/reset/v1/", { token, newpassword: "fresh-start-5" });
    expect(reset.body).toMatchObject({ status: 1 });
    expect((await t.post("/api/profile/details/v1/", a.auth)).status).toBe(401); // all sessions ended
    expect((await t.post("/api/login/v1/", { email: a.email, password: "fresh-start-5" })).status).toBe(200);
    const again = await t.post("/api/password/reset/v1/", { token, newpassword: "again-again-5" });
    expect(again).toMatchObject({
      status: 400,
      body: { message: "This reset link is invalid or has expired. Please ask for a new one." },
    });
  });

  it("refuses an expired token", async () => {
    const a = await newCustomer(t);
    await t.post("/api/password/forgot/v1/", { email: a.email });
    const mails = await t.database.db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, a.email));
    const token = /reset\/([A-Za-z0-9_-]+)/.exec(
      mails.find((m) => m.kind === "password-reset")?.bodyText ?? "",
    )?.[1];
    await t.database.db.execute(
      sql`update password_reset_tokens set expires_at = now() - interval '1 minute'`,
    );
    expect((await t.post("/api/password/reset/v1/", { token, newpassword: "fresh-start-6" })).status).toBe(
      400,
    );
  });
});
