import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { indiaDay } from "../lib/india-time";
import { addDays } from "../lib/regulated";
import { queryRows } from "../server/db/client";
import { testAppForFile } from "./helpers/app";
import { createProduct, editBody } from "./helpers/catalogue-admin";
import { exported, postCsv, previewAndApply, rowsOf } from "./helpers/catalogue-csv";
import { endLicences } from "./helpers/licences";
import { adminPost, staffForFile } from "./helpers/staff";

/**
 * A product's regulated kind (docs/decisions/0047-regulated-sales.md): set on the back office's
 * product form and in the catalogue CSV, audited, and the reason staff see when the shop's
 * licences keep it off sale.
 */
const t = testAppForFile();
const team = staffForFile(t);

/** A seed's label details, so it may be on sale (docs/decisions/0048-registration-and-ingredients.md). */
const seedLabel = { variety: "Pusa Ruby", germination_pct: 70, manufacturer: "Demo Seeds" };

const kindOf = async (id: number) =>
  (
    await queryRows<{ k: string }>(
      t.database.db,
      sql`select regulated_kind as k from products where id = ${id}`,
    )
  )[0].k;

describe("a product's regulated kind in the back office", () => {
  it("is none unless chosen, saved on an edit (audited), and kept by an edit that leaves it out", async () => {
    const plain = await createProduct(t, team.manager.cookie);
    expect(plain.regulated_kind).toBe("none");
    const made = await createProduct(t, team.manager.cookie, { regulated_kind: "seed", ...seedLabel });
    expect(made.regulated_kind).toBe("seed");

    const saved = await adminPost(t, team.manager.cookie, "/products/update", {
      ...editBody(made),
      regulated_kind: "fertiliser",
      grade: "NPK 19:19:19 (FCO Schedule I)",
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body.data.regulated_kind).toBe("fertiliser");
    const [audit] = await queryRows<{ changes: Record<string, { before: unknown; after: unknown }> }>(
      t.database.db,
      sql`select changes from audit_log where entity = 'product' and entity_id = ${String(made.id)} and action = 'update'`,
    );
    expect(audit.changes.regulatedKind).toEqual({ before: "seed", after: "fertiliser" });

    // An API client that knows nothing of the field does not wipe it.
    const older = await adminPost(t, team.manager.cookie, "/products/update", editBody(saved.body.data));
    expect(older.status).toBe(200);
    expect(await kindOf(made.id)).toBe("fertiliser");

    const bad = await adminPost(t, team.manager.cookie, "/products/update", {
      ...editBody(older.body.data),
      regulated_kind: "pesticide",
    });
    expect(bad.status).toBe(400);
    expect(bad.body.errors?.regulated_kind).toBe(
      "Choose what the product is under the law: insecticide, fertiliser, seed, bio-stimulant or none.",
    );
  });

  it("shows staff why a product is off sale, in the list and on the product", async () => {
    const today = indiaDay(new Date());
    const made = await createProduct(t, team.manager.cookie, { regulated_kind: "seed", ...seedLabel });
    await endLicences(t, team.owner.cookie, "seeds", addDays(today, -1));
    const one = await adminPost(t, team.manager.cookie, "/products/get", { product_id: made.id });
    expect(one.body.data.off_sale).toBe("Off sale: the shop's seed licence has ended.");
    const list = await adminPost(t, team.manager.cookie, "/products/list", { search: made.sku });
    expect(list.body.data.products[0].off_sale).toBe("Off sale: the shop's seed licence has ended.");
    await endLicences(t, team.owner.cookie, "seeds", addDays(today, 400));
    const back = await adminPost(t, team.manager.cookie, "/products/get", { product_id: made.id });
    expect(back.body.data.off_sale).toBeNull();
  });
});

describe("the regulated_kind column of the catalogue CSV", () => {
  it("exports each product's kind (the demo's pesticides are insecticides) and imports a change, written as people write it", async () => {
    const made = await createProduct(t, team.manager.cookie);
    const { rows } = await exported(t, team.manager.cookie);
    expect(rows.find((r) => r.sku === "PST-001")?.regulated_kind).toBe("insecticide");
    expect(rows.find((r) => r.sku === "VEG-001")?.regulated_kind).toBe("seed");
    expect(rows.find((r) => r.sku === made.sku)?.regulated_kind).toBe("none");

    const file = rowsOf(rows, made.sku, (r, i) =>
      i === 0
        ? { ...r, regulated_kind: "Fertilizer", grade: "Vermicompost", manufacturer: "Demo Organics" }
        : r,
    ).join("\r\n");
    const { preview, apply } = await previewAndApply(t, team.manager.cookie, file);
    expect(preview.body.data.errors).toEqual([]);
    expect(preview.body.data.changes[0].changes).toContainEqual({
      field: "regulated kind",
      before: "none",
      after: "fertiliser",
    });
    expect(apply.status).toBe(200);
    expect(await kindOf(made.id)).toBe("fertiliser");
  });

  it("refuses a kind it does not know, naming the row and column", async () => {
    const made = await createProduct(t, team.manager.cookie);
    const { rows } = await exported(t, team.manager.cookie);
    const file = rowsOf(rows, made.sku, (r) => ({ ...r, regulated_kind: "poison" })).join("\r\n");
    const preview = await postCsv(t, team.manager.cookie, "preview", file);
    expect(preview.body.data.errors).toContainEqual({
      row: 2,
      column: "regulated_kind",
      message:
        'Row 2, column regulated_kind: "poison" is not a kind: write one of insecticide, fertiliser, seed, bio-stimulant, none.',
    });
    expect(await kindOf(made.id)).toBe("none");
  });
});
