import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { queryRows } from "../server/db/client";
import { testAppForFile } from "./helpers/app";
import { adminPost, newStaff } from "./helpers/staff";

const t = testAppForFile({ PAYMENT_PROVIDER: "sandbox" });

const activeOwners = async () =>
  Number(
    (
      await queryRows<{ n: string | number }>(
        t.database.db,
        sql`select count(*) as n from staff where role = 'owner' and disabled_at is null`,
      )
    )[0].n,
  );

/** Two new owners and nobody else active: every owner the test made before is set aside. */
async function twoOwners() {
  await queryRows(t.database.db, sql`update staff set disabled_at = now() where disabled_at is null`);
  return [await newStaff(t, "owner"), await newStaff(t, "owner")] as const;
}

/** The same two as owners again for the next round (their sessions are still good). */
async function ownersAgain(a: Owner, b: Owner) {
  await queryRows(
    t.database.db,
    sql`update staff set role = 'owner', disabled_at = null where id in (${a.id}, ${b.id})`,
  );
}

// Two owners each take away an owner at the same moment: one may win, the other must be told
// the shop needs an owner (409), and the shop always keeps exactly one. Never a 500.
describe("two owners changing the owners at the same moment", () => {
  it("keep exactly one active owner, in 20 rounds of each kind of pair, and answer 200 or 409", async () => {
    const pairs = [
      // A demotes B while A demotes themselves.
      (a: Owner, b: Owner) => [
        adminPost(t, a.cookie, "/staff/role", { staff_id: b.id, role: "manager" }),
        adminPost(t, a.cookie, "/staff/role", { staff_id: a.id, role: "manager" }),
      ],
      // A disables B while A becomes a packer.
      (a: Owner, b: Owner) => [
        adminPost(t, a.cookie, "/staff/disable", { staff_id: b.id }),
        adminPost(t, a.cookie, "/staff/role", { staff_id: a.id, role: "packer" }),
      ],
      // A demotes B while B demotes A (the deadlock of the audit insert).
      (a: Owner, b: Owner) => [
        adminPost(t, a.cookie, "/staff/role", { staff_id: b.id, role: "manager" }),
        adminPost(t, b.cookie, "/staff/role", { staff_id: a.id, role: "manager" }),
      ],
    ];
    for (const pair of pairs) {
      // B's own cookie is only used where B is never disabled (disabling ends B's sessions).
      const [a, b] = await twoOwners();
      for (let round = 0; round < 20; round++) {
        await ownersAgain(a, b);
        const answers = await Promise.all(pair(a, b));
        const statuses = answers.map((r) => r.status).sort();
        // An answer after the other side's change may be 401/403 (no longer an owner) or 409.
        for (const answer of answers) {
          expect([200, 401, 403, 409]).toContain(answer.status);
          if (answer.status === 409) expect(answer.body.message).toMatch(/owner|try again/i);
        }
        expect(statuses.filter((s) => s === 200).length).toBeLessThanOrEqual(1);
        expect(await activeOwners()).toBe(1);
      }
    }
  }, 120_000);
});

type Owner = Awaited<ReturnType<typeof newStaff>>;
