import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { queryRows } from "../server/db/client";
import { testAppForFile } from "./helpers/app";
import { auditOf, createProduct, editBody, newProductBody } from "./helpers/catalogue-admin";
import { adminPost, newStaff } from "./helpers/staff";

const t = testAppForFile({ TRUST_PROXY: "true" });

describe("a product's HSN code and GST rate", () => {
  it("are required, checked with a message each, and shown by the back office", async () => {
    const manager = await newStaff(t, "manager");
    const res = await adminPost(
      t,
      manager.cookie,
      "/products/create",
      await newProductBody(t, { hsn_code: "31A5", gst_rate: 7 }),
    );
    expect(res.status).toBe(400);
    expect(res.body.errors).toMatchObject({
      hsn_code: "The HSN code is 4, 6 or 8 digits, e.g. 3105.",
      gst_rate: "Choose the GST rate: 0, 5, 12, 18, 28 %.",
    });
    const missing = await newProductBody(t);
    delete (missing as Record<string, unknown>).hsn_code;
    delete (missing as Record<string, unknown>).gst_rate;
    const none = await adminPost(t, manager.cookie, "/products/create", missing);
    expect(none.status).toBe(400);
    expect(Object.keys(none.body.errors ?? {})).toEqual(expect.arrayContaining(["hsn_code", "gst_rate"]));

    const p = await createProduct(t, manager.cookie, { hsn_code: "38089199", gst_rate: "18" });
    expect(p).toMatchObject({ hsn_code: "38089199", gst_rate: 18 });
  });

  it("an edit is saved and audited before and after", async () => {
    const manager = await newStaff(t, "manager");
    const p = await createProduct(t, manager.cookie);
    const saved = await adminPost(
      t,
      manager.cookie,
      "/products/update",
      editBody(p, { hsn_code: "3808", gst_rate: 18 }),
    );
    expect(saved.status).toBe(200);
    expect(saved.body.data).toMatchObject({ hsn_code: "3808", gst_rate: 18 });
    const [, update] = await auditOf(t, "product", p.id);
    expect(update.changes.hsnCode).toEqual({ before: "3101", after: "3808" });
    expect(update.changes.gstRate).toEqual({ before: 5, after: 18 });
    const [row] = await queryRows<{ hsn_code: string; gst_rate: number }>(
      t.database.db,
      sql`select hsn_code, gst_rate from products where id = ${p.id}`,
    );
    expect(row).toEqual({ hsn_code: "3808", gst_rate: 18 });
  });

  it("the demo shop's products carry realistic classes", async () => {
    const rows = await queryRows<{ sku: string; hsn_code: string; gst_rate: number }>(
      t.database.db,
      sql`select sku, hsn_code, gst_rate from products where sku in ('FRT-003', 'PST-001', 'VEG-001', 'NUR-001', 'GDN-004') order by sku`,
    );
    expect(rows).toEqual([
      { sku: "FRT-003", hsn_code: "3105", gst_rate: 5 },
      { sku: "GDN-004", hsn_code: "8201", gst_rate: 12 },
      { sku: "NUR-001", hsn_code: "0602", gst_rate: 0 },

      { sku: "PST-001", hsn_code: "3808", gst_rate: 18 },
      { sku: "VEG-001", hsn_code: "1209", gst_rate: 0 },
    ]);
    const [{ n }] = await queryRows<{ n: number }>(
      t.database.db,
      sql`select count(*)::int as n from products where hsn_code = ''`,
    );
    expect(n).toBe(0);
  });
});
