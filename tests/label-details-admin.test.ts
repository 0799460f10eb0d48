import { and, eq, sql } from "drizzle-orm";
import type { AppLoadContext } from "react-router";
import { describe, expect, it } from "vitest";
import { productPageAction } from "../app/components/admin/catalogue/product-action.server";
import { queryRows } from "../server/db/client";
import { invoiceView } from "../server/modules/invoices/invoice-view";
import { invoices } from "../server/modules/invoices/invoices.schema";
import { testAppForFile } from "./helpers/app";
import { auditOf, createProduct, editBody, newProductBody } from "./helpers/catalogue-admin";
import { exported, postCsv, previewAndApply, rowsOf } from "./helpers/catalogue-csv";
import { shopHelpers } from "./helpers/shop";
import { adminPost, staffForFile } from "./helpers/staff";

/**
 * A regulated product's label details and the banned and restricted ingredients
 * (docs/decisions/0048-registration-and-ingredients.md): every write path refuses to put a
 * product on sale with its label incomplete or a banned ingredient, drafts are saved, the
 * owner's list takes products off sale, and invoices print the registration.
 */
const t = testAppForFile({ TRUST_PROXY: "true" });
const team = staffForFile(t);
const shop = shopHelpers(() => t);

const complete = {
  regulated_kind: "insecticide",
  registration_no: "CIR-54321/2020-Imidacloprid (SL) (345)-1234",
  manufacturer: "Demo Crop Sciences Pvt Ltd",
  active_ingredients: ["Imidacloprid 17.8% SL"],
};
const activeOf = async (id: number) =>
  (
    await queryRows<{ a: boolean }>(t.database.db, sql`select is_active as a from products where id = ${id}`)
  )[0].a;

describe("putting a regulated product on sale through the API", () => {
  it("refuses it with its label incomplete, naming what is missing, and saves it as a draft", async () => {
    const body = await newProductBody(t, { name: "Neem Oil Draft", regulated_kind: "insecticide" });
    const refused = await adminPost(t, team.manager.cookie, "/products/create", {
      ...body,
      active_ingredients: ["Azadirachtin 0.15% EC"],
    });
    expect(refused.status).toBe(400);
    const said =
      "Neem Oil Draft cannot be put on sale: the CIB&RC registration number and the manufacturer are missing.";
    expect(refused.body.message).toBe(said);
    expect(refused.body.errors?.active).toBe(said);
    const [{ n }] = await queryRows<{ n: number }>(
      t.database.db,
      sql`select count(*)::int as n from products where sku = ${body.sku}`,
    );
    expect(n).toBe(0);

    const draft = await adminPost(t, team.manager.cookie, "/products/create", { ...body, active: false });
    expect(draft.status, JSON.stringify(draft.body)).toBe(200);
    expect(draft.body.data.active).toBe(false);
    expect(draft.body.data.sale_problems).toEqual([
      "the CIB&RC registration number, the manufacturer and the active ingredients are missing",
    ]);

    const quick = await adminPost(t, team.manager.cookie, "/products/set-active", {
      product_id: draft.body.data.id,
      version: draft.body.data.version,
      active: true,
    });
    expect(quick.status).toBe(400);
    expect(quick.body.message).toBe(
      "Neem Oil Draft cannot be put on sale: the CIB&RC registration number, the manufacturer and the active ingredients are missing.",
    );
    expect(await activeOf(draft.body.data.id)).toBe(false);

    const filled = await adminPost(t, team.manager.cookie, "/products/update", {
      ...editBody(draft.body.data, { active: true }),
      ...complete,
      grade: "ignored for an insecticide",
    });
    expect(filled.status, JSON.stringify(filled.body)).toBe(200);
    expect(filled.body.data).toMatchObject({
      active: true,
      registration_no: complete.registration_no,
      manufacturer: complete.manufacturer,
      active_ingredients: complete.active_ingredients,
      grade: "",
      sale_problems: [],
    });
    const audits = await auditOf(t, "product", draft.body.data.id);
    expect(audits.at(-1)?.changes.registrationNo).toEqual({ before: "", after: complete.registration_no });
  });

  it("keeps the fields an older client leaves out, and clears another kind's on a change of kind", async () => {
    const made = await createProduct(t, team.manager.cookie, complete);
    const older = await adminPost(
      t,
      team.manager.cookie,
      "/products/update",
      editBody(made, { name: `${made.name} 2` }),
    );
    expect(older.status).toBe(200);
    expect(older.body.data.registration_no).toBe(complete.registration_no);

    const asSeed = await adminPost(t, team.manager.cookie, "/products/update", {
      ...editBody(older.body.data),
      regulated_kind: "seed",
      variety: "Pusa Ruby",
      germination_pct: "70",
    });
    expect(asSeed.status, JSON.stringify(asSeed.body)).toBe(200);
    expect(asSeed.body.data).toMatchObject({
      regulated_kind: "seed",
      variety: "Pusa Ruby",
      germination_pct: 70,
      manufacturer: complete.manufacturer,
      registration_no: "",
      active_ingredients: [],
    });
  });

  it("refuses a germination outside 0–100 and a registration number without a digit, in clear sentences", async () => {
    const bad = await adminPost(
      t,
      team.manager.cookie,
      "/products/create",
      await newProductBody(t, { regulated_kind: "seed", germination_pct: 140, registration_no: "pending" }),
    );
    expect(bad.status).toBe(400);
    expect(bad.body.errors?.germination_pct).toBe(
      "Write the germination as a whole percentage from 0 to 100, e.g. 70, or leave it empty.",
    );
    expect(bad.body.errors?.registration_no).toMatch(
      /^Write the CIB&RC registration number as on the certificate/,
    );
  });
});

describe("the product page's form", () => {
  const context = () => ({ services: t.services, lang: "en" }) as unknown as AppLoadContext;
  async function post(productId: number | undefined, fields: Record<string, string>) {
    const form = new FormData();
    for (const [k, v] of Object.entries(fields)) form.set(k, v);
    const request = new Request(`http://shop.test/admin/products/${productId ?? "new"}`, {
      method: "POST",
      headers: { cookie: team.manager.cookie },
      body: form,
    });
    try {
      return await productPageAction(request, context(), productId);
    } catch (thrown) {
      return thrown;
    }
  }
  const formOf = (b: Awaited<ReturnType<typeof newProductBody>>, extra: Record<string, string>) => ({
    form: "product",
    name: b.name,
    category_id: String(b.category_id),
    sku: b.sku,
    hsn_code: "3808",
    gst_rate: "18",
    regulated_kind: "fertiliser",
    "packs[0].qty": "1",
    "packs[0].unit": "kg",
    "packs[0].mrp": "100",
    "packs[0].discount": "0",
    "packs[0].stock": "5",
    "packs[0].low_stock": "1",
    "packs[0].sellable": "on",
    // Every label field is posted, as the form does without scripts.
    registration_no: "CIR-1/ignored",
    grade: "",
    variety: "Not a seed",
    germination_pct: "",
    manufacturer: "Demo Fertilisers Ltd",
    marketer: "",
    active_ingredients: "Monocrotophos 36% SL",
    restriction_note: "",
    ...extra,
  });

  it("refuses On sale without the fertiliser's grade, and saves it unticked as a draft with other kinds' fields cleared", async () => {
    const b = await newProductBody(t, { name: "Bhoomi NPK" });
    const refused = (await post(undefined, formOf(b, { active: "on" }))) as {
      result?: { error?: Record<string, string[]> };
    };
    expect(JSON.stringify(refused)).toContain("Bhoomi NPK cannot be put on sale: the grade is missing.");
    const none = await queryRows(t.database.db, sql`select id from products where sku = ${b.sku}`);
    expect(none).toHaveLength(0);

    const made = (await post(undefined, formOf(b, {}))) as Response;
    expect(made.status).toBe(302);
    const [row] = await queryRows<{
      id: number;
      active: boolean;
      reg: string;
      variety: string;
      ing: string[];
      maker: string;
    }>(
      t.database.db,
      sql`select id, is_active as active, registration_no as reg, variety, active_ingredients as ing, manufacturer as maker from products where sku = ${b.sku}`,
    );
    expect(row).toMatchObject({
      active: false,
      reg: "",
      variety: "",
      ing: [],
      maker: "Demo Fertilisers Ltd",
    });

    const product = await t.services.catalogAdmin.product(row.id);
    const saved = await post(
      row.id,
      formOf(b, {
        active: "on",
        grade: "NPK 19:19:19 (FCO Schedule I)",
        product_id: String(row.id),
        version: String(product.version),
        "packs[0].id": String(product.packs[0].id),
        "packs[0].stock_was": "5",
      }),
    );
    expect(JSON.stringify(saved)).toContain("Product saved.");
    expect(await activeOf(row.id)).toBe(true);
  });
});

describe("the catalogue CSV", () => {
  it("refuses a row that would put a product with a banned ingredient on sale, naming the row, and takes it as a draft", async () => {
    const made = await createProduct(t, team.manager.cookie, { ...complete, active: false });
    const { rows } = await exported(t, team.manager.cookie);
    const file = rowsOf(rows, made.sku, (r) => ({
      ...r,
      active: "yes",
      active_ingredients: "Chlorpyrifos 50% + Monocrotophos 36% SL",
    })).join("\r\n");
    const preview = await postCsv(t, team.manager.cookie, "preview", file);
    expect(preview.body.data.errors).toContainEqual({
      row: 2,
      column: "active",
      message: `Row 2: ${made.name} cannot be put on sale: its active ingredient Monocrotophos is banned (the notification of 29 September 2023); its active ingredient Chlorpyrifos is restricted (the Government of India's list): write the restriction note customers will see.`,
    });
    const draft = rowsOf(rows, made.sku, (r) => ({
      ...r,
      active: "no",
      active_ingredients: "Chlorpyrifos 50% + Monocrotophos 36% SL",
    })).join("\r\n");
    const { apply } = await previewAndApply(t, team.manager.cookie, draft);
    expect(apply.status).toBe(200);
    const [row] = await queryRows<{ ing: string[] }>(
      t.database.db,
      sql`select active_ingredients as ing from products where id = ${made.id}`,
    );
    expect(row.ing).toEqual(["Chlorpyrifos 50% + Monocrotophos 36% SL"]);
  });
});

describe("the owner's banned and restricted ingredients", () => {
  const list = () => adminPost(t, team.owner.cookie, "/ingredients/list", {});
  // biome-ignore lint/suspicious/noExplicitAny: the list as the API answered it
  const named = (body: any, name: string) =>
    (body.data as { id: number; version: number; status: string; name: string }[]).find(
      (r) => r.name === name,
    ) as {
      id: number;
      version: number;
      status: string;
    };

  it("holds the Government of India's list on a new database, and only the owner edits it", async () => {
    const res = await list();
    expect(res.status).toBe(200);
    expect(res.body.data.map((r: { name: string }) => r.name)).toEqual(
      expect.arrayContaining([
        "Monocrotophos",
        "Endosulfan",
        "Phorate",
        "Dicofol",
        "Glyphosate",
        "Trifluralin",
      ]),
    );
    expect(named(res.body, "Glyphosate").status).toBe("restricted");
    const manager = await adminPost(t, team.manager.cookie, "/ingredients/create", {
      name: "Zineb",
      status: "banned",
    });
    expect(manager.status).toBe(403);
    const twice = await adminPost(t, team.owner.cookie, "/ingredients/create", {
      name: "monocrotophos",
      status: "banned",
    });
    expect(twice.status).toBe(409);
    expect(twice.body.message).toBe("monocrotophos is already on the list: edit that one.");
    const badDay = await adminPost(t, team.owner.cookie, "/ingredients/create", {
      name: "Zineb",
      status: "banned",
      notified_on: "8/8/2018",
    });
    expect(badDay.status).toBe(400);
    expect(badDay.body.errors?.notified_on).toBe(
      "Write the notification's date as a day, e.g. 2018-08-08, or leave it empty.",
    );
  });

  it("takes the products on sale that name a newly banned ingredient off sale at once, audited with why", async () => {
    const using = await createProduct(t, team.manager.cookie, {
      ...complete,
      name: "Thiaguard",
      active_ingredients: ["Thiamethoxam 25% WG"],
    });
    const other = await createProduct(t, team.manager.cookie, complete);
    const added = await adminPost(t, team.owner.cookie, "/ingredients/create", {
      name: "Thiamethoxam",
      status: "restricted",
      notification: "S.O. 9999(E)",
      notified_on: "2026-11-01",
      note: "Test restriction",
    });
    expect(added.status, JSON.stringify(added.body)).toBe(200);
    // Restricted, without a note on the product: off sale too.
    expect(added.body.message).toBe("The ingredient is on the list. Taken off sale: Thiaguard.");
    expect(await activeOf(using.id)).toBe(false);

    const off = await t.services.catalogAdmin.product(using.id);
    const back = await adminPost(t, team.manager.cookie, "/products/set-active", {
      product_id: using.id,
      version: off.version,
      active: true,
    });
    expect(back.status).toBe(400);
    expect(back.body.message).toBe(
      "Thiaguard cannot be put on sale: its active ingredient Thiamethoxam is restricted (S.O. 9999(E) of 1 November 2026): write the restriction note customers will see.",
    );

    const row = named(added.body, "Thiamethoxam");
    const banned = await adminPost(t, team.owner.cookie, "/ingredients/update", {
      ingredient_id: row.id,
      version: row.version,
      name: "Thiamethoxam",
      status: "banned",
      notification: "S.O. 9999(E)",
      notified_on: "2026-11-01",
    });
    expect(banned.status).toBe(200);
    expect(await activeOf(other.id)).toBe(true);
    const audits = await auditOf(t, "product", using.id);
    expect(audits.at(-1)).toMatchObject({
      action: "deactivate",
      reason:
        "Off sale: its active ingredient Thiamethoxam is restricted (S.O. 9999(E) of 1 November 2026) and the product has no restriction note.",
    });
    const listAudit = await auditOf(t, "listed_ingredient", row.id);
    expect(listAudit.map((a) => a.action)).toEqual(["create", "update"]);
    expect(listAudit[1].changes.status).toEqual({ before: "restricted", after: "banned" });

    // The storefront takes it off at once (the catalogue's caches were told); its page, kept by
    // a farmer or sent to one, then says why it is gone (e2e/label-details.test.ts shows it).
    const catalog = t.services.catalog.in("en");
    expect(await catalog.productDetail(using.id)).toBeNull();
    expect(await catalog.withdrawn(using.id)).toEqual({
      id: using.id,
      name: "Thiaguard",
      category: expect.objectContaining({ key: expect.any(String) }),
      banned: [{ name: "Thiamethoxam", notification: "S.O. 9999(E)", notifiedOn: "2026-11-01" }],
    });
    // Not for a product on sale, nor for one staff took off sale for another reason.
    expect(await catalog.withdrawn(other.id)).toBeNull();
    const otherNow = await t.services.catalogAdmin.product(other.id);
    const offByHand = await adminPost(t, team.manager.cookie, "/products/set-active", {
      product_id: other.id,
      version: otherNow.version,
      active: false,
    });
    expect(offByHand.status, JSON.stringify(offByHand.body)).toBe(200);
    expect(await catalog.withdrawn(other.id)).toBeNull();

    const stale = await adminPost(t, team.owner.cookie, "/ingredients/remove", {
      ingredient_id: row.id,
      version: row.version,
    });
    expect(stale.status).toBe(409);
    const gone = await adminPost(t, team.owner.cookie, "/ingredients/remove", {
      ingredient_id: row.id,
      version: row.version + 1,
    });
    expect(gone.status).toBe(200);
    expect(gone.body.data.some((r: { name: string }) => r.name === "Thiamethoxam")).toBe(false);
    // Off the list, the product stays off sale (until staff put it back), with nothing to say why.
    expect(await activeOf(using.id)).toBe(false);
    expect(await catalog.withdrawn(using.id)).toBeNull();
  });
});

describe("the tax invoice", () => {
  it("carries each regulated line's kind and registration, and prints it", async () => {
    const { orderId } = await shop.paidOrder("PST-005", 10, 1);
    const [inv] = await t.database.db
      .select()
      .from(invoices)
      .where(and(eq(invoices.orderId, orderId), eq(invoices.kind, "INVOICE")));
    expect(inv.lines[0].regulated).toEqual({
      kind: "insecticide",
      registrationNo: "CIR-DEMO-01005",
      batches: [],
    });
    const view = invoiceView(inv);
    expect(view.lines[0].registration).toBe("CIB&RC reg. no. CIR-DEMO-01005");

    const seed = await shop.paidOrder("VEG-001", 10, 1);
    const [seedInv] = await queryRows<{ lines: { regulated?: unknown }[] }>(
      t.database.db,
      sql`select lines from invoices where order_id = ${seed.orderId} and kind = 'INVOICE'`,
    );
    expect(seedInv.lines[0].regulated).toEqual({
      kind: "seed",
      registrationNo: "Lalima F1 hybrid tomato",
      batches: [],
    });
  });
});
