import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { queryRows } from "../server/db/client";
import { licenceSentence } from "../server/modules/dashboard/licence-sentence";
import { testAppForFile } from "./helpers/app";
import { adminPost, staffForFile } from "./helpers/staff";

/**
 * The dashboard warns 30 days before a licence ends, says when one has ended (its goods off
 * sale) and when goods of a kind have no licence at all (docs/decisions/0047-regulated-sales.md).
 * The demo shop's three licences are valid until 31 December 2027.
 */
const t = testAppForFile();
const team = staffForFile(t);
const parts = { money: false, stock: false, inbox: false, licences: true };
/** The figures at noon of India's day `day`. */
const on = (day: string) => t.services.dashboard.figures(parts, new Date(`${day}T12:00:00+05:30`));
const activeOf = async (kind: string) =>
  Number(
    (
      await queryRows<{ n: number }>(
        t.database.db,
        sql`select count(*)::int as n from products where is_active and regulated_kind = ${kind}`,
      )
    )[0].n,
  );

describe("the dashboard's licences", () => {
  it("says nothing 31 days before the end, warns from 30 days, and says when it ends today", async () => {
    expect((await on("2027-11-30")).licences).toEqual([]);
    const warned = (await on("2027-12-01")).licences ?? [];
    expect(warned.map((w) => [w.kind, w.state, w.daysLeft])).toEqual([
      ["insecticides", "ending", 30],
      ["fertilisers", "ending", 30],
      ["seeds", "ending", 30],
    ]);
    const last = (await on("2027-12-31")).licences?.[0];
    expect(last).toMatchObject({ kind: "insecticides", state: "ending", daysLeft: 0, lastDay: "2027-12-31" });
  });

  it("says a licence has ended from India's next day, with the products now off sale", async () => {
    const ended = (await on("2028-01-01")).licences ?? [];
    expect(ended[0]).toMatchObject({
      kind: "insecticides",
      state: "ended",
      daysLeft: -1,
      products: await activeOf("insecticide"),
    });
    expect(ended[0].products).toBeGreaterThan(5);
  });

  it("tells a manager in a sentence through the API, and a packer nothing; no licence of a kind is said too", async () => {
    await t.database.db.execute(sql`delete from shop_licences where kind = 'seeds'`);
    const manager = await adminPost(t, team.manager.cookie, "/dashboard/get");
    const seeds = await activeOf("seed");
    expect(manager.body.data.licences).toEqual([
      {
        kind: "seeds",
        state: "none",
        last_day: null,
        days_left: null,
        products: seeds,
        sentence: `The shop has no seeds licence: ${seeds} seed products are off sale until one is saved.`,
      },
    ]);
    const packer = await adminPost(t, team.packer.cookie, "/dashboard/get");
    expect(packer.body.data.licences).toBeUndefined();
  });

  it("words an ending licence for the owner", async () => {
    const [w] = (await on("2027-12-30")).licences ?? [];
    expect(licenceSentence(w)).toBe(
      `The insecticides licence ends tomorrow (31 Dec 2027): renew it and save the new one, or ${w.products} insecticide products go off sale the day after.`,
    );
  });
});
