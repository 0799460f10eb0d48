import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { queryRows } from "../server/db/client";
import { testAppForFile } from "./helpers/app";
import { createProduct } from "./helpers/catalogue-admin";
import { exported, postCsv, previewAndApply, rowsOf } from "./helpers/catalogue-csv";
import { newStaff } from "./helpers/staff";

/**
 * The catalogue's spreadsheet carries each product's Hindi name and short description, HSN
 * code and GST rate, and reads them back (docs/api.md, "The catalogue as a spreadsheet").
 * Two shops: this file's own, and a fresh one the first shop's file is imported into.
 */
const shop = testAppForFile();
const fresh = testAppForFile();

const hindi = (name: string, short: string) => ({ hi: { name, short_description: short, description: "" } });

const taxAndHindi = (productId: number) =>
  queryRows<{ hsn_code: string; gst_rate: number; name_hi: string | null; short_hi: string | null }>(
    shop.database.db,
    sql`select p.hsn_code, p.gst_rate, t.name as name_hi, t.short_description as short_hi
        from products p left join product_translations t on t.product_id = p.id and t.lang = 'hi'
        where p.id = ${productId}`,
  ).then((r) => r[0]);

describe("the catalogue CSV's Hindi and tax columns", () => {
  it("round-trips: the export imported into a fresh shop exports as the same file", async () => {
    const manager = await newStaff(shop, "manager");
    // Named so that the export lists them in the order they are made (by name in a category).
    const one = await createProduct(shop, manager.cookie, {
      name: "Amrit Jeevamrut Tonic",
      hsn_code: "31010099",
      gst_rate: 12,
      ...hindi("अमृत जीवामृत टॉनिक", 'गाय आधारित, "जैविक" टॉनिक, 1 लीटर'),
    });
    const two = await createProduct(shop, manager.cookie, {
      name: "Amrit Panchagavya",
      hsn_code: "3101",
      gst_rate: 0,
      ...hindi("अमृत पंचगव्य", ""),
    });
    const before = await exported(shop, manager.cookie);
    expect(before.rows.find((r) => r.sku === one.sku)).toMatchObject({
      name_hi: "अमृत जीवामृत टॉनिक",
      short_description_hi: 'गाय आधारित, "जैविक" टॉनिक, 1 लीटर',
      hsn_code: "31010099",
      gst_rate: "12",
    });
    expect(before.rows.find((r) => r.sku === two.sku)).toMatchObject({
      name_hi: "अमृत पंचगव्य",
      short_description_hi: "",
      hsn_code: "3101",
      gst_rate: "0",
    });

    const owner = await newStaff(fresh, "manager");
    const { preview, apply } = await previewAndApply(fresh, owner.cookie, before.text);
    expect(preview.body.data.errors).toEqual([]);
    expect(preview.body.data.summary).toMatchObject({ products_created: 2, packs_created: 4 });
    expect(apply.status, JSON.stringify(apply.body)).toBe(200);
    const after = await exported(fresh, owner.cookie);
    expect(after.text).toBe(before.text);
  });

  it("saves a changed Hindi name, HSN code and GST rate, and says each change before applying", async () => {
    const manager = await newStaff(shop, "manager");
    const p = await createProduct(shop, manager.cookie, { ...hindi("", "जैविक टॉनिक") });
    const { rows } = await exported(shop, manager.cookie);
    const file = rowsOf(rows, p.sku, (r, i) =>
      i === 0 ? { ...r, name_hi: "जीवामृत तरल", hsn_code: "3105", gst_rate: "18%" } : r,
    ).join("\r\n");
    const { preview, apply } = await previewAndApply(shop, manager.cookie, file);
    expect(preview.body.data.errors).toEqual([]);
    expect(preview.body.data.changes).toEqual([
      expect.objectContaining({
        row: 2,
        sku: p.sku,
        action: "update",
        changes: [
          { field: "Hindi name", before: "", after: "जीवामृत तरल" },
          { field: "HSN code", before: "3101", after: "3105" },
          { field: "GST rate", before: "5", after: "18" },
        ],
      }),
    ]);
    expect(apply.status, JSON.stringify(apply.body)).toBe(200);
    expect(await taxAndHindi(p.id)).toEqual({
      hsn_code: "3105",
      gst_rate: 18,
      name_hi: "जीवामृत तरल",
      // Not in the change: as it was.
      short_hi: "जैविक टॉनिक",
    });
    // The Hindi page shows the new name.
    const shown = await shop.post("/api/products/details/v1/?lang=hi", { product_id: p.id });
    expect(shown.body.data.product_name).toBe("जीवामृत तरल");
  });

  it("refuses an HSN code that is not 4, 6 or 8 digits and a GST rate that is not a slab, naming the row and column", async () => {
    const manager = await newStaff(shop, "manager");
    const p = await createProduct(shop, manager.cookie);
    const { rows } = await exported(shop, manager.cookie);
    const file = rowsOf(rows, p.sku, (r, i) =>
      i === 0 ? { ...r, hsn_code: "31A5", gst_rate: "15" } : { ...r, hsn_code: "602", gst_rate: "twelve" },
    ).join("\r\n");
    const preview = await postCsv(shop, manager.cookie, "preview", file);
    expect(preview.body.data.errors).toEqual([
      {
        row: 2,
        column: "hsn_code",
        message: 'Row 2, column hsn_code: "31A5" is not an HSN code, which is 4, 6 or 8 digits, e.g. 3105.',
      },
      {
        row: 2,
        column: "gst_rate",
        message: 'Row 2, column gst_rate: "15" is not a GST rate: write one of 0, 5, 12, 18 or 28 (percent).',
      },
      {
        row: 3,
        column: "hsn_code",
        message:
          'Row 3, column hsn_code: "602" is not an HSN code, which is 4, 6 or 8 digits, e.g. 3105. If the code starts with 0, the spreadsheet dropped it: format the column as text and type it again.',
      },
      {
        row: 3,
        column: "gst_rate",
        message:
          'Row 3, column gst_rate: "twelve" is not a GST rate: write one of 0, 5, 12, 18 or 28 (percent).',
      },
    ]);
    const apply = await postCsv(shop, manager.cookie, "apply", file, { token: preview.body.data.token });
    expect(apply.status).toBe(400);
    expect(await taxAndHindi(p.id)).toMatchObject({ hsn_code: "3101", gst_rate: 5 });
  });
});
