import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { CSV_COLUMNS } from "../lib/catalogue-csv";
import { indiaDay } from "../lib/india-time";
import { queryRows } from "../server/db/client";
import { testAppForFile } from "./helpers/app";
import { auditOf, createProduct, editBody } from "./helpers/catalogue-admin";
import { exported, postCsv, previewAndApply, rowsOf } from "./helpers/catalogue-csv";
import { adminPost, newStaff } from "./helpers/staff";

const t = testAppForFile();

const HEADER = CSV_COLUMNS.join(",");
const details = async (productId: number) =>
  (await t.post("/api/products/details/v1/", { product_id: productId })).body.data;
const packRow = (id: number) =>
  queryRows<{ mrp_paise: number; discount_paise: number; stock: number }>(
    t.database.db,
    sql`select mrp_paise, discount_paise, stock from product_prices where id = ${id}`,
  ).then((r) => r[0]);
const versionOf = async (productId: number) =>
  (
    await queryRows<{ version: number }>(
      t.database.db,
      sql`select version from products where id = ${productId}`,
    )
  )[0].version;

describe("the catalogue's CSV export", () => {
  it("writes every product and pack, one row per pack, with a byte-order mark, CRLF and no formulas", async () => {
    const manager = await newStaff(t, "manager");
    const p = await createProduct(t, manager.cookie, {
      name: '=HYPERLINK("x") Neem, "cold" oil',
      short_description: "+91 helpline on the label",
    });
    const { res, text, rows } = await exported(t, manager.cookie);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    // Named after India's day, as the shop's staff count days (at 00:30 in India it is still
    // the day before in UTC).
    expect(res.headers.get("content-disposition")).toBe(
      `attachment; filename="catalogue-${indiaDay(new Date())}.csv"`,
    );
    expect(text.startsWith(`\uFEFF${HEADER}\r\n`)).toBe(true);
    expect(text.endsWith("\r\n")).toBe(true);
    expect(rows.filter((r) => r.sku === p.sku)).toEqual([
      {
        sku: p.sku,
        name: `'=HYPERLINK("x") Neem, "cold" oil`,
        category: "Fertilizers",
        short_description: "'+91 helpline on the label",
        name_hi: "",
        short_description_hi: "",
        hsn_code: "3101",
        gst_rate: "5",
        regulated_kind: "none",
        registration_no: "",
        grade: "",
        variety: "",
        germination_pct: "",
        manufacturer: "",
        marketer: "",
        active_ingredients: "",
        restriction_note: "",
        active: "yes",
        featured: "no",
        crop_uses: "",
        pack_id: String(p.packs[0].id),
        size: "500",
        unit: "ml",
        mrp: "180.00",
        discount: "20.00",
        stock: "12",
        low_stock: "5",
        sellable: "yes",
        version: String(p.version),
        stock_was: "12",
      },
      expect.objectContaining({
        pack_id: String(p.packs[1].id),
        size: "1",
        unit: "L",
        mrp: "320.50",
        stock: "3",
      }),
    ]);
    // The demo shop is there too: every pack of every product.
    const [{ n }] = await queryRows<{ n: number }>(
      t.database.db,
      sql`select count(*)::int as n from product_prices`,
    );
    expect(rows.filter((r) => r.pack_id !== "")).toHaveLength(n);
    // Read back unchanged, the export changes nothing (the apostrophes go again).
    const again = await postCsv(t, manager.cookie, "preview", text);
    expect(again.body.data.errors).toEqual([]);
    expect(again.body.data.changes).toEqual([]);
    expect(again.body.data.rows_unchanged).toBe(rows.length);
  });

  it("reads back a product of one of two categories with the same name into its own", async () => {
    const manager = await newStaff(t, "manager");
    // The back office refuses a second name, but the database (and renames over time) do not.
    const ids = await queryRows<{ id: number }>(
      t.database.db,
      sql`insert into categories (name, category_key) values ('Bio Inputs', 'bio-inputs'), ('Bio Inputs', 'bio-inputs-2') returning id`,
    );
    const p = await createProduct(t, manager.cookie, { category_id: ids[1].id });
    const { rows } = await exported(t, manager.cookie);
    const preview = await postCsv(t, manager.cookie, "preview", rowsOf(rows, p.sku).join("\n"));
    expect(preview.body.data).toMatchObject({ errors: [], changes: [], rows_unchanged: 2 });
  });
});

describe("importing a CSV", () => {
  it("reads a file as Excel saves it (BOM, CRLF, quotes, ₹ and thousands separators, empty rows), previews each change and applies it", async () => {
    const manager = await newStaff(t, "manager");
    const p = await createProduct(t, manager.cookie);
    const { rows } = await exported(t, manager.cookie);
    const lines = rowsOf(rows, p.sku, (r, i) =>
      i === 0
        ? {
            ...r,
            short_description: 'Neem, "cold-pressed"',
            mrp: "₹1,250.50",
            discount: "Rs. 50",
            stock: "1,200",
          }
        : { ...r, active: "No", sellable: "FALSE" },
    );
    const file = `\uFEFF${lines.join("\r\n")}\r\n,,,,,,,,,,,,,,,\r\n\r\n\r\n`;
    const { preview, apply } = await previewAndApply(t, manager.cookie, file);
    expect(preview.body.message).toBe("2 rows would change.");
    expect(preview.body.data).toMatchObject({
      rows_total: 2,
      rows_unchanged: 0,
      errors: [],
      ignored_columns: [],
      summary: {
        products_created: 0,
        products_updated: 1,
        packs_created: 0,
        packs_updated: 2,
        stock_changes: 1,
      },
    });
    /** The preview's line for an update of one of the product's packs. */
    const packUpdate = (
      row: number,
      pack: string,
      changes: { field: string; before: string; after: string }[],
    ) => ({
      row,
      sku: p.sku,
      product: p.name,
      pack,
      action: "update",
      changes,
    });
    expect(preview.body.data.changes).toEqual([
      packUpdate(2, "500 ml", [
        { field: "short description", before: "Organic tonic", after: 'Neem, "cold-pressed"' },
        { field: "MRP", before: "₹180.00", after: "₹1,250.50" },
        { field: "discount", before: "₹20.00", after: "₹50.00" },
        { field: "stock", before: "12", after: "1200" },
      ]),
      packUpdate(3, "1 L", [
        { field: "active", before: "yes", after: "no" },
        { field: "sellable", before: "yes", after: "no" },
      ]),
    ]);
    expect(apply.status).toBe(200);
    expect(apply.body.message).toBe("Import done: the storefront shows the changes.");
    expect(await packRow(p.packs[0].id)).toEqual({ mrp_paise: 125050, discount_paise: 5000, stock: 1200 });
    expect(await versionOf(p.id)).toBe(p.version + 1);
    // A form opened before the import is refused rather than overwriting it.
    const stale = await adminPost(t, manager.cookie, "/products/update", editBody(p));
    expect(stale.status).toBe(409);
    expect(stale.body.message).toMatch(
      new RegExp(`^This product was changed by ${manager.name} at .+; reload\\.$`),
    );
  });
});

describe("what an import leaves behind", () => {
  it("shows the new prices on the storefront at once and keeps every change in the audit log", async () => {
    const manager = await newStaff(t, "manager");
    const p = await createProduct(t, manager.cookie);
    // The storefront has the product cached before the import.
    expect((await details(p.id)).prices[0].final_price).toBe("160.00");
    const { rows } = await exported(t, manager.cookie);
    const file = rowsOf(rows, p.sku, (r, i) =>
      i === 0 ? { ...r, mrp: "200" } : { ...r, discount: "20.50", stock: "9" },
    ).join("\n");
    const { apply } = await previewAndApply(t, manager.cookie, file);
    expect(apply.body.data).toEqual({
      products_created: 0,
      products_updated: 1,
      packs_created: 0,
      packs_updated: 2,
      stock_changes: 1,
    });
    const prices = (await details(p.id)).prices;
    expect(prices.map((x: { final_price: string }) => x.final_price)).toEqual(["180.00", "300.00"]);
    const productLog = await auditOf(t, "product", p.id);
    expect(productLog.at(-1)).toEqual({
      actor: manager.name,
      action: "import",
      reason: "CSV import",
      changes: {
        [`MRP of ${p.name} 500 ml`]: { before: "₹180.00", after: "₹200.00" },
        [`discount of ${p.name} 1 L`]: { before: "₹0.00", after: "₹20.50" },
      },
    });
    expect((await auditOf(t, "pack", p.packs[1].id)).at(-1)).toEqual({
      actor: manager.name,
      action: "stock",
      reason: "CSV import",
      changes: { [`stock of ${p.name} 1 L`]: { before: 3, after: 9 } },
    });
    const [whole] = await queryRows<{ actor: string; changes: Record<string, { after: unknown }> }>(
      t.database.db,
      sql`select actor, changes from audit_log where entity = 'catalogue' and action = 'import' order by id desc limit 1`,
    );
    expect(whole.actor).toBe(manager.name);
    expect(whole.changes.file.after).toBe("catalogue.csv");
    expect(whole.changes.productsUpdated.after).toBe(1);
    // The owner's audit log finds the import's entries by kind.
    const owner = await newStaff(t, "owner");
    const log = await adminPost(t, owner.cookie, "/audit/list", { entity: "catalogue" });
    expect(log.status).toBe(200);
    expect(JSON.stringify(log.body.data)).toContain("catalogue.csv");
  });

  it("creates products and pack sizes from rows with new SKUs or no pack_id", async () => {
    const manager = await newStaff(t, "manager");
    const p = await createProduct(t, manager.cookie);
    const sku = `CSV-NEW-${process.pid}`;
    const file = [
      "sku,name,category,size,unit,mrp,discount,stock",
      `${sku},Vermicompost Gold,fertilizers,5,kg,"₹1,250",0,40`,
      `${sku},,,25,kg,4500.00,500,`,
      `${p.sku},,,2,L,600,0,7`,
      `${p.sku},,,1,l,330,,`,
    ].join("\r\n");
    const { preview, apply } = await previewAndApply(t, manager.cookie, file);
    expect(preview.body.data.errors).toEqual([]);
    expect(
      preview.body.data.changes.map((r: { row: number; action: string; pack: string }) => [
        r.row,
        r.action,
        r.pack,
      ]),
    ).toEqual([
      [2, "new product", "5 kg"],
      [3, "new product", "25 kg"],
      [4, "new pack size", "2 L"],
      [5, "update", "1 L"],
    ]);
    expect(apply.body.data).toMatchObject({ products_created: 1, packs_created: 3, packs_updated: 1 });
    const [made] = await queryRows<{ id: number; name: string; is_active: boolean }>(
      t.database.db,
      sql`select id, name, is_active from products where sku = ${sku}`,
    );
    expect(made).toMatchObject({ name: "Vermicompost Gold", is_active: true });
    const shown = await details(made.id);
    expect(shown.prices.map((x: { mrp: string; final_price: string }) => [x.mrp, x.final_price])).toEqual([
      ["1250.00", "1250.00"],
      ["4500.00", "4000.00"],
    ]);
    expect((await details(p.id)).prices.map((x: { qty: string; mrp: string }) => x.mrp)).toEqual([
      "180.00",
      "330.00",
      "600.00",
    ]);
    expect((await auditOf(t, "product", made.id)).map((a) => [a.action, a.reason])).toEqual([
      ["create", "CSV import"],
    ]);
  });
});

describe("a file with mistakes", () => {
  it("lists every error with its row and column, and applies nothing of it", async () => {
    const manager = await newStaff(t, "manager");
    const p = await createProduct(t, manager.cookie);
    const other = await createProduct(t, manager.cookie);
    const [a, b] = p.packs;
    const file = [
      "SKU,Name,Category,MRP (₹),Discount,Unit,Size,Pack ID,Active,Stock,mpr",
      // A good row: it must not be applied, since others are bad.
      `${p.sku},,,999,,,,${a.id},,,`,
      `${p.sku},,,abc,,,,${b.id},maybe,-3,`,
      `${p.sku},,Seeds of Doubt,100,200,boxes,,,,,`,
      `${p.sku},,,100,,,,${other.packs[0].id},,,`,
      `NEW-${process.pid},,,100,,kg,1,,,,`,
      `${p.sku},,,,,,,${a.id},,,`,
      `bad sku!,,,,,,,,,,`,
      ",,,,,,,,,,",
    ].join("\n");
    const preview = await postCsv(t, manager.cookie, "preview", file);
    expect(preview.status).toBe(200);
    expect(preview.body.message).toBe(
      "The file has 10 errors: nothing can be imported until they are corrected.",
    );
    expect(preview.body.data.ignored_columns).toEqual(["mpr"]);
    expect(preview.body.data.errors).toEqual([
      { row: 3, column: "active", message: "Write yes or no." },
      { row: 3, column: "mrp", message: "Enter the MRP in rupees, e.g. 450 or ₹1,250.50." },
      { row: 3, column: "stock", message: "Enter the stock as a whole number, 0 or more." },
      {
        row: 4,
        column: "category",
        message:
          'There is no category "Seeds of Doubt": use a category\'s name as the back office shows it (create it there first).',
      },
      { row: 4, column: "unit", message: "Write one of g, kg, ml, L, seeds, plants, pcs." },
      {
        row: 5,
        column: "pack_id",
        message: `Pack size ${other.packs[0].id} belongs to SKU ${other.sku}, not ${p.sku}.`,
      },
      {
        row: 6,
        column: "name",
        message: "Enter the product's name: the SKU is new, so this makes a new product.",
      },
      {
        row: 6,
        column: "category",
        message: "Enter the product's category: the SKU is new, so this makes a new product.",
      },
      { row: 7, column: "pack_id", message: "Row 2 already changes this pack size (500 ml)." },
      {
        row: 8,
        column: "sku",
        message: "The SKU may hold letters, digits, dots, dashes, slashes and underscores.",
      },
    ]);
    const apply = await postCsv(t, manager.cookie, "apply", file, { token: preview.body.data.token });
    expect(apply.status).toBe(400);
    expect(apply.body.message).toBe(
      "The file has 10 errors, so nothing was changed: correct them and preview again.",
    );
    expect(apply.body.errors?.["rows.3.mrp"]).toBe("Enter the MRP in rupees, e.g. 450 or ₹1,250.50.");
    expect(await packRow(a.id)).toMatchObject({ mrp_paise: 18000 });
  });
});

describe("a catalogue that moved", () => {
  it("refuses rows of a product edited after the download, naming who, and a stock sold since", async () => {
    const manager = await newStaff(t, "manager");
    const other = await newStaff(t, "manager");
    const p = await createProduct(t, manager.cookie);
    const { rows } = await exported(t, manager.cookie);
    // Another member edits the product, a customer buys a 1 L pack.
    const saved = await adminPost(
      t,
      other.cookie,
      "/products/update",
      editBody(p, { name: `${p.name} (new label)` }),
    );
    expect(saved.status).toBe(200);
    await t.database.db.execute(sql`update product_prices set stock = 2 where id = ${p.packs[1].id}`);
    const file = rowsOf(rows, p.sku, (r, i) => (i === 0 ? { ...r, mrp: "190" } : { ...r, stock: "10" })).join(
      "\n",
    );
    const preview = await postCsv(t, manager.cookie, "preview", file);
    expect(preview.body.data.errors).toEqual([
      {
        row: 2,
        column: "version",
        message: expect.stringMatching(
          new RegExp(
            `^This product was changed by ${other.name} at .+, after the file was downloaded: download the file again and redo this row\\.$`,
          ),
        ),
      },
      {
        row: 3,
        column: "stock",
        message:
          "The stock changed since the file was downloaded (now 2, the file had 3): download the file again, or write 2 in stock_was.",
      },
    ]);
    // A stock the file did not change is left as it is now (the sale is not undone).
    const fresh = rowsOf(rows, p.sku, (r, i) => ({
      ...r,
      version: String(p.version + 1),
      mrp: i === 1 ? "330" : r.mrp,
    }));
    const { preview: ok, apply } = await previewAndApply(t, manager.cookie, fresh.join("\n"));
    expect(ok.body.data.errors).toEqual([]);
    expect(
      ok.body.data.changes.flatMap((r: { changes: { field: string }[] }) => r.changes.map((c) => c.field)),
    ).toEqual(["name", "MRP"]);
    expect(apply.status).toBe(200);
    expect(await packRow(p.packs[1].id)).toMatchObject({ mrp_paise: 33000, stock: 2 });
  });

  it("answers 409 and changes nothing when the catalogue moved between the preview and the apply", async () => {
    const manager = await newStaff(t, "manager");
    const p = await createProduct(t, manager.cookie);
    const file = [`sku,pack_id,mrp,stock`, `${p.sku},${p.packs[0].id},175,30`].join("\r\n");
    const preview = await postCsv(t, manager.cookie, "preview", file);
    expect(preview.body.data.changes[0].changes).toEqual([
      { field: "MRP", before: "₹180.00", after: "₹175.00" },
      { field: "stock", before: "12", after: "30" },
    ]);
    // A sale after the preview: the preview's "12 → 30" is no longer what would happen.
    await t.database.db.execute(sql`update product_prices set stock = 11 where id = ${p.packs[0].id}`);
    const apply = await postCsv(t, manager.cookie, "apply", file, { token: preview.body.data.token });
    expect(apply.status).toBe(409);
    expect(apply.body.message).toBe(
      "The catalogue changed since the preview (a sale, or someone's edit): preview the file again to see what it would change now.",
    );
    expect(await packRow(p.packs[0].id)).toEqual({ mrp_paise: 18000, discount_paise: 2000, stock: 11 });
    // A token made up, or another file under a real token, is refused the same way.
    const edited = file.replace("175", "1");
    const swapped = await postCsv(t, manager.cookie, "apply", edited, { token: preview.body.data.token });
    expect(swapped.status).toBe(409);
    const none = await postCsv(t, manager.cookie, "apply", file);
    expect(none.status).toBe(400);
    expect(none.body.errors).toEqual({ token: "Preview the file first: apply needs the preview's token." });
  });

  it("refuses rows of one product asking for two different changes, and a discount above the MRP", async () => {
    const manager = await newStaff(t, "manager");
    const p = await createProduct(t, manager.cookie);
    const file = [
      "sku,name,pack_id,mrp,discount",
      `${p.sku},Neem Cake,${p.packs[0].id},,`,
      `${p.sku},Neem Oil,${p.packs[1].id},100,150`,
    ].join("\n");
    const preview = await postCsv(t, manager.cookie, "preview", file);
    expect(preview.body.data.errors).toEqual([
      {
        row: 3,
        column: "name",
        message: "Row 2 changes this differently: rows with the same SKU are one product.",
      },
      { row: 3, column: "discount", message: "The discount cannot be more than the MRP." },
    ]);
  });
});

describe("who may import, and what is not a CSV file", () => {
  it("keeps packers out (403) and needs a signed-in member (401)", async () => {
    const packer = await newStaff(t, "packer");
    const file = "sku,mrp\nX,1\n";
    for (const res of [
      await postCsv(t, packer.cookie, "preview", file),
      await postCsv(t, packer.cookie, "apply", file, { token: "0".repeat(64) }),
      await adminPost(t, packer.cookie, "/catalogue/export"),
    ]) {
      expect(res.status).toBe(403);
      expect(res.body.message).toBe(
        "Your role cannot do this: it needs the owner or manager role. Ask the shop's owner if you need it.",
      );
    }
    expect((await postCsv(t, undefined, "preview", file)).status).toBe(401);
    const owner = await newStaff(t, "owner");
    expect((await postCsv(t, owner.cookie, "preview", file)).status).toBe(200);
  });

  it("refuses workbooks, pictures, empty and headless files and files over 5 MB with a clear 4xx", async () => {
    const manager = await newStaff(t, "manager");
    const refused = async (file: string | Uint8Array, status = 400) => {
      const res = await postCsv(t, manager.cookie, "preview", file);
      expect(res.status).toBe(status);
      return res.body.message;
    };
    expect(await refused(new Uint8Array([0x50, 0x4b, 0x03, 0x04, 1, 2, 3]))).toBe(
      "This is an Excel or OpenDocument workbook, not a CSV file: save it as CSV (in Excel: Save As › CSV UTF-8) and upload that.",
    );
    expect(await refused(new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]))).toBe(
      "This file is not a CSV (text) file. Save the spreadsheet as CSV (in Excel: Save As › CSV UTF-8) and upload that.",
    );
    expect(await refused("")).toBe("The file is empty: download the catalogue to start from.");
    expect(await refused("\r\n,,\r\n")).toBe("The file is empty: download the catalogue to start from.");
    expect(await refused("name,mrp\nNeem,100\n")).toBe(
      "The first row must name the columns, one of them sku. Download the catalogue to see them.",
    );
    expect(await refused("sku,mrp\r\n")).toBe("The file has a header row but no products under it.");
    expect(await refused('sku,name\nA,"never closed\n')).toBe(
      'The file cannot be read as CSV near line 2: a quoted cell (starting with ") is never closed.',
    );
    const big = `sku,name\n${"X-1,aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa\n".repeat(110_000)}`;
    expect(await refused(big, 413)).toBe("The file is too large: 5 MB at most. Split it into smaller files.");
    const many = `sku,mrp\n${"A,1\n".repeat(10_001)}`;
    expect(await refused(many)).toBe(
      "The file has 10,001 rows; one import takes 10,000 at most. Split it into smaller files.",
    );
    const json = await t.app.request("/api/admin/v1/catalogue/import/preview", {
      method: "POST",
      headers: { "content-type": "application/json", cookie: manager.cookie },
      body: "{}",
    });
    expect(json.status).toBe(415);
  });

  it("reads Excel's UTF-16 tab-separated text and the Windows code page with semicolons", async () => {
    const manager = await newStaff(t, "manager");
    const p = await createProduct(t, manager.cookie);
    const tabbed = `sku\tpack_id\tmrp\r\n${p.sku}\t${p.packs[0].id}\t₹1,999.00\r\n`;
    const utf16 = new Uint8Array([0xff, 0xfe, ...Buffer.from(tabbed, "utf16le")]);
    const one = await postCsv(t, manager.cookie, "preview", utf16, {}, "catalogue.txt");
    expect(one.body.data.errors).toEqual([]);
    expect(one.body.data.changes[0].changes).toEqual([
      { field: "MRP", before: "₹180.00", after: "₹1,999.00" },
    ]);
    const latin = Buffer.from(
      `sku;pack_id;short_description\r\n${p.sku};${p.packs[0].id};Caf\xe9 cr\xe8me\r\n`,
      "latin1",
    );
    const two = await postCsv(t, manager.cookie, "preview", latin);
    expect(two.body.data.changes[0].changes).toEqual([
      { field: "short description", before: "Organic tonic", after: "Café crème" },
    ]);
  });
});
