import { asc, eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { queryRows } from "../server/db/client";
import { emailOutbox } from "../server/modules/outbox/outbox.schema";
import { testAppForFile } from "./helpers/app";
import { adminPost, newStaff, signIn } from "./helpers/staff";

const t = testAppForFile({
  TRUST_PROXY: "true",
  PUBLIC_URL: "https://shop.example.in",
  PAYMENT_PROVIDER: "sandbox",
});

/** The one-time link of the last invitation emailed to `email`. */
async function invitationToken(email: string): Promise<string> {
  const mails = await t.database.db
    .select()
    .from(emailOutbox)
    .where(eq(emailOutbox.toAddress, email))
    .orderBy(asc(emailOutbox.id));
  const match = /\/admin\/invite\?token=([\w-]+)/.exec(mails.at(-1)?.bodyText ?? "");
  if (!match) throw new Error(`no invitation emailed to ${email}`);
  return match[1];
}

const auditOf = (entityId: number) =>
  queryRows<{ actor: string; action: string; staff_id: number | null; changes: Record<string, unknown> }>(
    t.database.db,
    sql`select actor, action, staff_id, changes from audit_log where entity = 'staff' and entity_id = ${String(entityId)} order by id`,
  );

describe("the owner's staff endpoints", () => {
  it("invites a manager by email; the link sets a password once, and they can sign in", async () => {
    const owner = await newStaff(t, "owner");
    const invited = await adminPost(t, owner.cookie, "/staff/invite", {
      email: "Kiran@Haritha.example",
      name: "Kiran Roy",
      role: "manager",
    });
    expect(invited.status).toBe(200);
    expect(invited.body.message).toBe("Invitation sent to kiran@haritha.example.");
    expect(invited.body.data).toMatchObject({ role: "manager", invited: true, active: true });
    const token = await invitationToken("kiran@haritha.example");
    const [mail] = await t.database.db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.toAddress, "kiran@haritha.example"));
    expect(mail.bodyText).toContain(`https://shop.example.in/admin/invite?token=${token}`);
    expect(mail.bodyText).toContain(`${owner.name} has invited you`);

    // Not signed in yet: no password, so no sign-in.
    expect(
      (await t.post("/api/admin/v1/login", { email: "kiran@haritha.example", password: "anything-at-all" }))
        .status,
    ).toBe(401);
    const short = await t.post("/api/admin/v1/invite/accept", { token, password: "short" });
    expect(short.status).toBe(400);
    expect(short.body.errors?.password).toBe("The password must be at least 8 characters.");
    const accepted = await t.post("/api/admin/v1/invite/accept", {
      token,
      password: "kiran-manages-9",
      confirm_password: "kiran-manages-9",
    });
    expect(accepted.status).toBe(200);
    expect(accepted.body.data.invited).toBe(false);
    const again = await t.post("/api/admin/v1/invite/accept", { token, password: "someone-else-1" });
    expect(again.status).toBe(400);
    expect(again.body.message).toBe(
      "This invitation link is invalid, used or expired. Ask the owner for a new one.",
    );
    const cookie = await signIn(t, "kiran@haritha.example", "kiran-manages-9");
    expect((await adminPost(t, cookie, "/me")).body.data.role).toBe("manager");

    const audit = await auditOf(invited.body.data.id);
    expect(audit.map((a) => [a.action, a.actor])).toEqual([
      ["invite", owner.name],
      ["accept-invite", "Kiran Roy"],
    ]);
    expect(audit[1].changes).toEqual({ invited: { before: true, after: false } });
  });

  it("sends a new invitation link that replaces the first, only while no password is chosen", async () => {
    const owner = await newStaff(t, "owner");
    const invited = await adminPost(t, owner.cookie, "/staff/invite", {
      email: "late@haritha.example",
      name: "Late",
      role: "packer",
    });
    const first = await invitationToken("late@haritha.example");
    const again = await adminPost(t, owner.cookie, "/staff/reinvite", { staff_id: invited.body.data.id });
    expect(again.status).toBe(200);
    expect(again.body.message).toBe("A new invitation is on its way to late@haritha.example.");
    const second = await invitationToken("late@haritha.example");
    expect(second).not.toBe(first);
    expect(
      (await t.post("/api/admin/v1/invite/accept", { token: first, password: "late-packer-1" })).status,
    ).toBe(400);
    expect(
      (await t.post("/api/admin/v1/invite/accept", { token: second, password: "late-packer-1" })).status,
    ).toBe(200);
    const done = await adminPost(t, owner.cookie, "/staff/reinvite", { staff_id: invited.body.data.id });
    expect(done.status).toBe(409);
    expect(done.body.message).toBe(
      "Only a member who has not yet chosen a password can be sent a new invitation.",
    );
    expect((await auditOf(invited.body.data.id)).map((a) => a.action)).toEqual([
      "invite",
      "reinvite",
      "accept-invite",
    ]);
  });

  it("refuses a taken email with 409 and a field message", async () => {
    const owner = await newStaff(t, "owner");
    const packer = await newStaff(t, "packer");
    const res = await adminPost(t, owner.cookie, "/staff/invite", {
      email: packer.email,
      name: "Again",
      role: "packer",
    });
    expect(res.status).toBe(409);
    expect(res.body.errors).toEqual({ email: "A staff member with this email already exists." });
  });

  it("changes a role and disables a member, each with its audit entry; the disabled member is signed out", async () => {
    const owner = await newStaff(t, "owner");
    const packer = await newStaff(t, "packer");
    const promoted = await adminPost(t, owner.cookie, "/staff/role", {
      staff_id: packer.id,
      role: "manager",
    });
    expect(promoted.status).toBe(200);
    // The new role applies to the live session at once.
    expect((await adminPost(t, packer.cookie, "/me")).body.data.permissions).toContain("catalogue");
    const disabled = await adminPost(t, owner.cookie, "/staff/disable", { staff_id: packer.id });
    expect(disabled.body.data.active).toBe(false);
    expect((await adminPost(t, packer.cookie, "/me")).status).toBe(401);
    const enabled = await adminPost(t, owner.cookie, "/staff/enable", { staff_id: String(packer.id) });
    expect(enabled.body.data.active).toBe(true);
    const audit = await auditOf(packer.id);
    expect(audit.map((a) => a.action)).toEqual(["create", "change-role", "disable", "enable"]);
    expect(audit[0]).toMatchObject({ actor: "command line", staff_id: null });
    expect(audit[1]).toMatchObject({
      staff_id: owner.id,
      changes: { role: { before: "packer", after: "manager" } },
    });
    expect(audit[2].changes).toEqual({ active: { before: true, after: false } });
  });

  it("never leaves the shop without an active owner", async () => {
    await queryRows(t.database.db, sql`update staff set disabled_at = now() where role = 'owner'`);
    const owner = await newStaff(t, "owner");
    const demote = await adminPost(t, owner.cookie, "/staff/role", { staff_id: owner.id, role: "manager" });
    expect(demote.status).toBe(409);
    expect(demote.body.message).toBe("The shop must keep at least one active owner.");
    expect((await adminPost(t, owner.cookie, "/staff/disable", { staff_id: owner.id })).status).toBe(409);
    expect((await adminPost(t, owner.cookie, "/staff/disable", { staff_id: 999_999 })).status).toBe(404);
  });

  it("answers a manager and a packer 403 on every staff and audit endpoint, before reading the body", async () => {
    for (const role of ["manager", "packer"] as const) {
      const member = await newStaff(t, role);
      for (const path of [
        "/staff/list",
        "/staff/invite",
        "/staff/role",
        "/staff/disable",
        "/staff/enable",
        "/audit/list",
      ]) {
        const res = await adminPost(t, member.cookie, path, { nonsense: true });
        expect(res.status, `${role} ${path}`).toBe(403);
        expect(res.body.message).toBe(
          "Your role cannot do this: it needs the owner role. Ask the shop's owner if you need it.",
        );
      }
    }
    expect((await t.post("/api/admin/v1/staff/list", {})).status).toBe(401);
  });
});

describe("the audit log endpoint", () => {
  it("filters by staff member, entity and day, newest first, and pages", async () => {
    const owner = await newStaff(t, "owner");
    const other = await newStaff(t, "owner");
    for (let i = 0; i < 3; i++) {
      await adminPost(t, other.cookie, "/staff/invite", {
        email: `page${i}@haritha.example`,
        name: `Page ${i}`,
        role: "packer",
      });
    }
    const byOther = await adminPost(t, owner.cookie, "/audit/list", { staff_id: other.id });
    expect(byOther.status).toBe(200);
    expect(byOther.body.data.entries.map((e: { action: string }) => e.action)).toEqual([
      "invite",
      "invite",
      "invite",
    ]);
    expect(byOther.body.data.entries[0].entity_id > byOther.body.data.entries[2].entity_id).toBe(true);
    expect(byOther.body.data.entities).toContain("staff");
    const today = new Date().toISOString().slice(0, 10);
    const todays = await adminPost(t, owner.cookie, "/audit/list", {
      entity: "staff",
      from: today,
      to: today,
    });
    expect(todays.body.data.entries.length).toBeGreaterThanOrEqual(3);
    const future = await adminPost(t, owner.cookie, "/audit/list", { from: "2999-01-01" });
    expect(future.body.data.entries).toEqual([]);
    const bad = await adminPost(t, owner.cookie, "/audit/list", { from: "yesterday" });
    expect(bad.status).toBe(400);
    expect(bad.body.errors?.from).toBe("Give the date as YYYY-MM-DD.");
    await queryRows(
      t.database.db,
      sql`insert into audit_log (actor, entity, action) select 'filler', 'filler', 'touch' from generate_series(1, 60)`,
    );
    const first = await adminPost(t, owner.cookie, "/audit/list", { entity: "filler" });
    expect(first.body.data.entries).toHaveLength(50);
    const second = await adminPost(t, owner.cookie, "/audit/list", {
      entity: "filler",
      before_id: first.body.data.next_before_id,
    });
    expect(second.body.data.entries).toHaveLength(10);
    expect(second.body.data.next_before_id).toBeNull();
  });
});
