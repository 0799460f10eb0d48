import { parse } from "csv-parse/sync";
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { indiaDay } from "../lib/india-time";
import { testAppForFile } from "./helpers/app";
import { shopHelpers } from "./helpers/shop";
import { newStaff } from "./helpers/staff";

/**
 * The back office's CSV files for the accountant (orders) and for GST returns (invoices): the
 * last 30 days unless other days are asked for, and times in India's (docs/storefront.md,
 * "Back-office CSV files").
 */
const t = testAppForFile({ TRUST_PROXY: "true" });
const shop = shopHelpers(() => t);

const DAY = 86_400_000;
/** Forty days ago at 20:35 UTC: 02:05 the next morning in India. */
const fortyDaysAgo = () => {
  const at = new Date(Date.now() - 40 * DAY);
  at.setUTCHours(20, 35, 0, 0);
  return at;
};

async function download(cookie: string, path: string, body: Record<string, string>) {
  const res = await t.app.request(`/api/admin/v1${path}`, {
    method: "POST",
    headers: { "content-type": "application/json", cookie },
    body: JSON.stringify(body),
  });
  expect(res.status).toBe(200);
  return {
    filename: res.headers.get("content-disposition"),
    rows: parse(await res.text(), { columns: true }) as Record<string, string>[],
  };
}

describe("the back office's CSV files", () => {
  it("leave out an order 40 days old by default, take it in when the range asks, and write India's time", async () => {
    const owner = await newStaff(t, "owner");
    const old = await shop.paidOrder("GRP-001");
    const recent = await shop.paidOrder("GRP-002");
    const placed = fortyDaysAgo();
    await t.database.db.execute(
      sql`update orders set created_at = ${placed.toISOString()}::timestamptz where id = ${old.orderId}`,
    );
    const today = indiaDay(new Date());
    const monthAgo = indiaDay(new Date(Date.now() - 29 * DAY));

    const byDefault = await download(owner.cookie, "/orders/export", {});
    expect(byDefault.filename).toBe(`attachment; filename="orders-${monthAgo}-to-${today}.csv"`);
    const ids = (rows: Record<string, string>[]) => new Set(rows.map((r) => Number(r.order_id)));
    expect(ids(byDefault.rows).has(recent.orderId)).toBe(true);
    expect(ids(byDefault.rows).has(old.orderId)).toBe(false);

    const asked = await download(owner.cookie, "/orders/export", {
      from: indiaDay(new Date(Date.now() - 45 * DAY)),
      to: today,
    });
    expect(ids(asked.rows).has(old.orderId)).toBe(true);
    // 20:35 UTC is 02:05 the next day in India, written with India's offset.
    const nextDay = indiaDay(new Date(placed.getTime() + DAY / 2));
    const oldRow = asked.rows.find((r) => Number(r.order_id) === old.orderId);
    expect(oldRow?.placed_at).toBe(`${nextDay}T02:05:00+05:30`);
    for (const r of asked.rows) expect(r.placed_at).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\+05:30$/);
  });

  it("leave out an invoice 40 days old by default, take it in when the period asks, dated by India's day", async () => {
    const owner = await newStaff(t, "owner");
    const old = await shop.paidOrder("FRT-003");
    const recent = await shop.paidOrder("PST-001");
    const issued = fortyDaysAgo();
    // An issued invoice cannot change (a trigger): this test's shop steps past it to date one back.
    await t.database.db.transaction(async (tx) => {
      await tx.execute(sql`alter table invoices disable trigger invoices_immutable`);
      await tx.execute(
        sql`update invoices set issued_at = ${issued.toISOString()}::timestamptz where order_id = ${old.orderId}`,
      );
      await tx.execute(sql`alter table invoices enable trigger invoices_immutable`);
    });
    const orderIds = (rows: Record<string, string>[]) => new Set(rows.map((r) => Number(r.order_id)));

    const byDefault = await download(owner.cookie, "/invoices/export", {});
    expect(orderIds(byDefault.rows).has(recent.orderId)).toBe(true);
    expect(orderIds(byDefault.rows).has(old.orderId)).toBe(false);

    const asked = await download(owner.cookie, "/invoices/export", {
      from: indiaDay(new Date(Date.now() - 45 * DAY)),
    });
    expect(orderIds(asked.rows).has(old.orderId)).toBe(true);
    // Issued at 20:35 UTC: the next day in India is the invoice's date.
    const next = new Date(issued.getTime() + DAY);
    const indiaDate = next.toLocaleDateString("en-IN", {
      timeZone: "UTC",
      day: "numeric",
      month: "short",
      year: "numeric",
    });
    expect(asked.rows.find((r) => Number(r.order_id) === old.orderId)?.date).toBe(indiaDate);
  });
});
