import { sql } from "drizzle-orm";
import { Secret, TOTP } from "otpauth";
import { describe, expect, it } from "vitest";
import { queryRows } from "../server/db/client";
import { runStaffCommand } from "../server/modules/staff/staff-command";
import { testAppForFile } from "./helpers/app";
import { adminPost, newStaff, STAFF_PASSWORD } from "./helpers/staff";

const t = testAppForFile({ TRUST_PROXY: "true" });

/** The code an authenticator app shows for `secret` at `at`. */
const codeFor = (secret: string, at = Date.now()) =>
  new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30 }).generate({ timestamp: at });

let address = 0;
const login = (body: object) =>
  t.post("/api/admin/v1/login", body, { "x-forwarded-for": `203.0.113.${++address}` });

/** A member with two-factor sign-in on: their secret and recovery codes. */
async function withTwoFactor(role: "owner" | "manager" | "packer") {
  const member = await newStaff(t, role);
  const begun = await adminPost(t, member.cookie, "/account/two-factor/begin");
  expect(begun.status).toBe(200);
  const secret = begun.body.data.secret as string;
  // The code of the previous step, so that the sign-ins below can use the current one.
  const confirmed = await adminPost(t, member.cookie, "/account/two-factor/confirm", {
    code: codeFor(secret, Date.now() - 30_000),
  });
  expect(confirmed.status, JSON.stringify(confirmed.body)).toBe(200);
  return { ...member, secret, recoveryCodes: confirmed.body.data.recovery_codes as string[] };
}

describe("two-factor sign-in", () => {
  it("sets up with a QR code, asks for the code after the password, and refuses a wrong or reused one", async () => {
    const member = await newStaff(t, "manager");
    const begun = await adminPost(t, member.cookie, "/account/two-factor/begin");
    expect(begun.body.data.uri).toMatch(/^otpauth:\/\/totp\/.+secret=/);
    expect(begun.body.data.qr_svg).toMatch(/^<svg[\s\S]*<\/svg>\s*$/);
    const wrong = await adminPost(t, member.cookie, "/account/two-factor/confirm", { code: "000000" });
    expect(wrong.status).toBe(400);
    expect(wrong.body.errors).toEqual({
      code: "That code is not right. Check the time on your phone and try again.",
    });
    const ok = await adminPost(t, member.cookie, "/account/two-factor/confirm", {
      code: codeFor(begun.body.data.secret, Date.now() - 30_000),
    });
    expect(ok.body.data.recovery_codes).toHaveLength(10);
    expect((await adminPost(t, member.cookie, "/me")).body.data.two_factor).toBe(true);

    const first = await login({ email: member.email, password: STAFF_PASSWORD });
    expect(first.status).toBe(200);
    expect(first.body.data).toEqual({ outcome: "code_needed" });
    const bad = await login({ email: member.email, password: STAFF_PASSWORD, code: "123456" });
    expect(bad.status).toBe(401);
    expect(bad.body.errors?.code).toContain("That code is not right");
    const code = codeFor(begun.body.data.secret);
    const good = await login({ email: member.email, password: STAFF_PASSWORD, code });
    expect(good.status).toBe(200);
    expect(good.body.data.outcome).toBe("signed_in");
    // The same code again is refused: it has been used.
    expect((await login({ email: member.email, password: STAFF_PASSWORD, code })).status).toBe(401);
    // A wrong password with a right code is still a wrong password.
    expect((await login({ email: member.email, password: "not-it-at-all", code })).body.message).toBe(
      "Wrong email or password.",
    );
  });

  it("accepts each recovery code once, however it is typed", async () => {
    const member = await withTwoFactor("packer");
    const [code] = member.recoveryCodes;
    const typed = ` ${code.toUpperCase().replace("-", " ")} `;
    expect((await login({ email: member.email, password: STAFF_PASSWORD, code: typed })).status).toBe(200);
    expect((await login({ email: member.email, password: STAFF_PASSWORD, code })).status).toBe(401);
    const [row] = await queryRows<{ n: number }>(
      t.database.db,
      sql`select count(*)::int as n from staff_recovery_codes where staff_id = ${member.id} and used_at is null`,
    );
    expect(row.n).toBe(9);
  });

  it("switches off with the password, and each change is in the audit log", async () => {
    const member = await withTwoFactor("manager");
    const wrong = await adminPost(t, member.cookie, "/account/two-factor/disable", { password: "nope-nope" });
    expect(wrong.status).toBe(400);
    expect(wrong.body.errors).toEqual({ password: "Your password is not right." });
    expect(
      (await adminPost(t, member.cookie, "/account/two-factor/disable", { password: STAFF_PASSWORD })).status,
    ).toBe(200);
    expect((await login({ email: member.email, password: STAFF_PASSWORD })).body.data.outcome).toBe(
      "signed_in",
    );
    const actions = await queryRows<{ action: string; actor: string }>(
      t.database.db,
      sql`select action, actor from audit_log where entity = 'staff' and entity_id = ${String(member.id)} order by id`,
    );
    expect(actions.map((a) => a.action)).toEqual(["create", "enable-two-factor", "disable-two-factor"]);
    expect(actions[1].actor).toBe(member.name);
  });

  it("when the owner requires it, a member without it may only set it up (403 elsewhere)", async () => {
    const owner = await withTwoFactor("owner");
    const packer = await newStaff(t, "packer");
    const required = await adminPost(t, owner.cookie, "/settings/security", { require_two_factor: true });
    expect(required.status).toBe(200);
    const me = await adminPost(t, packer.cookie, "/me");
    expect(me.body.data).toMatchObject({ must_set_up_two_factor: true, permissions: ["account"] });
    const refused = await adminPost(t, owner.cookie, "/staff/list");
    expect(refused.status).toBe(200); // the owner has it
    const manager = await newStaff(t, "manager");
    const blocked = await adminPost(t, manager.cookie, "/account/two-factor/disable", { password: "x" });
    expect(blocked.status).toBe(400); // account endpoints stay open
    const ownerWithout = await newStaff(t, "owner");
    const staffList = await adminPost(t, ownerWithout.cookie, "/staff/list");
    expect(staffList.status).toBe(403);
    expect(staffList.body.message).toBe(
      "The owner requires two-factor sign-in: set it up on your account page first.",
    );
    await adminPost(t, owner.cookie, "/settings/security", { require_two_factor: false });
    expect((await adminPost(t, ownerWithout.cookie, "/staff/list")).status).toBe(200);
  });

  it("npm run staff -- reset-two-factor switches it off for a member who lost their phone", async () => {
    const member = await withTwoFactor("manager");
    const printed: string[] = [];
    await runStaffCommand(
      ["reset-two-factor", "--email", member.email],
      t.services.staff,
      { password: async () => "", print: (line) => printed.push(line) },
      t.services.twoFactor,
    );
    expect(printed[0]).toContain(`Two-factor sign-in is off for ${member.email}`);
    expect((await login({ email: member.email, password: STAFF_PASSWORD })).body.data.outcome).toBe(
      "signed_in",
    );
    const [entry] = await queryRows<{ actor: string; action: string }>(
      t.database.db,
      sql`select actor, action from audit_log where entity_id = ${String(member.id)} order by id desc limit 1`,
    );
    expect(entry).toEqual({ actor: "command line", action: "disable-two-factor" });
  });

  it("a packer cannot change the security settings", async () => {
    const packer = await newStaff(t, "packer");
    const res = await adminPost(t, packer.cookie, "/settings/security", { require_two_factor: true });
    expect(res.status).toBe(403);
  });
});

describe("second-factor codes guessed from many addresses", () => {
  it("are checked at most 10 times per account in 15 minutes, whatever the address, then wait", async () => {
    const member = await withTwoFactor("manager");
    // 30 guesses at once, each from an address of its own.
    const guesses = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        login({ email: member.email, password: STAFF_PASSWORD, code: String(100000 + i) }),
      ),
    );
    const checked = guesses.filter((g) => g.status === 401);
    const refused = guesses.filter((g) => g.status === 429);
    expect(checked).toHaveLength(10);
    expect(refused).toHaveLength(20);
    expect(refused[0].body.message).toMatch(/Too many attempts/);
    // The right code from yet another address waits too: the cap is the account's.
    const right = await login({
      email: member.email,
      password: STAFF_PASSWORD,
      code: codeFor(member.secret),
    });
    expect(right.status).toBe(429);
  });

  it("forget the wrong codes once a right one signs in", async () => {
    const member = await withTwoFactor("packer");
    for (let i = 0; i < 9; i++)
      expect((await login({ email: member.email, password: STAFF_PASSWORD, code: "000000" })).status).toBe(
        401,
      );
    const [code] = member.recoveryCodes;
    expect((await login({ email: member.email, password: STAFF_PASSWORD, code })).status).toBe(200);
    // Nine more wrong ones are each still checked (401), not refused.
    for (let i = 0; i < 9; i++)
      expect((await login({ email: member.email, password: STAFF_PASSWORD, code: "000000" })).status).toBe(
        401,
      );
  });
});
