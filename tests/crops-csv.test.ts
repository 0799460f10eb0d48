import { describe, expect, it } from "vitest";
import { testAppForFile } from "./helpers/app";
import { auditOf } from "./helpers/catalogue-admin";
import { exported, line, postCsv, previewAndApply, rowsOf } from "./helpers/catalogue-csv";
import { adminPost, staffForFile } from "./helpers/staff";

// The catalogue spreadsheet's crop_uses column (lib/crop-uses-csv.ts): exported, read back to no
// change, edited (a use changed, one added, one dropped), every bad entry a sentence naming its
// row, and a use edited in the back office after the download refused as stale.

const t = testAppForFile();
const team = staffForFile(t);
const IMIDA = "PST-005";
const usesOf = async (sku: string) => {
  const [{ id }] = (await adminPost(t, team.manager.cookie, "/products/list", { search: sku })).body.data
    .products;
  return { id, uses: await t.services.crops.in("en").productUses(id) };
};

describe("crop uses in the catalogue spreadsheet", () => {
  it("are exported in the shop's crop order and read back as no change", async () => {
    const { rows } = await exported(t, team.manager.cookie);
    const imida = rows.filter((r) => r.sku === IMIDA);
    expect(imida[0].crop_uses).toBe(
      [
        "paddy:brown-planthopper = 0.3-0.5 ml per litre; water 200 L per acre; 2 applications; every 15 days; 40 days before harvest",
        "tomato:whitefly = 0.3-0.5 ml per litre; water 200 L per acre; 2 applications; every 15 days; 3 days before harvest",
        "okra:jassid = 0.3-0.5 ml per litre; water 200 L per acre; 2 applications; every 15 days; 3 days before harvest",
        "chilli:thrips = 0.3-0.5 ml per litre; water 200 L per acre; 2 applications; every 15 days; 40 days before harvest",
      ].join(" | "),
    );
    // Every row of a product says the same (rows with one SKU are one product).
    expect(new Set(imida.map((r) => r.crop_uses)).size).toBe(1);
    expect(rows.find((r) => r.sku === "FLS-001")?.crop_uses).toBe("");

    const whole = [line(Object.keys(rows[0])), ...rows.map((r) => line(Object.values(r)))].join("\r\n");
    const preview = await postCsv(t, team.manager.cookie, "preview", whole);
    expect(preview.status).toBe(200);
    expect(preview.body.data.errors).toEqual([]);
    expect(preview.body.data.changes).toEqual([]);
  });

  it("change, add and remove a product's uses; a use that stays keeps its safety notes", async () => {
    const { rows } = await exported(t, team.manager.cookie);
    const before = await usesOf(IMIDA);
    const cell = [
      "paddy:brown-planthopper = 0.25-0.5 ml per litre; water 200 L per acre; 2 applications; every 15 days; 40 days before harvest",
      "okra:jassid = 0.3-0.5 ml per litre; water 200 L per acre; 2 applications; every 15 days; 3 days before harvest",
      "mango:hopper = 0.3 ml per litre; water 400 L per acre",
    ].join(" | ");
    const file = rowsOf(rows, IMIDA, (r, i) => ({ ...r, crop_uses: i === 0 ? cell : "" })).join("\r\n");
    const { preview, apply } = await previewAndApply(t, team.manager.cookie, file);
    expect(preview.body.data.changes).toEqual([
      expect.objectContaining({
        row: 2,
        sku: IMIDA,
        action: "update",
        changes: [{ field: "crop uses", before: rows.find((r) => r.sku === IMIDA)?.crop_uses, after: cell }],
      }),
    ]);
    expect(apply.status, JSON.stringify(apply.body)).toBe(200);
    const after = await usesOf(IMIDA);
    expect(after.uses.map((u) => `${u.crop.key}:${u.target.key}`)).toEqual([
      "paddy:brown-planthopper",
      "okra:jassid",
      "mango:hopper",
    ]);
    expect(after.uses[0].dose.amountMin).toBe(0.25);
    const kept = before.uses.find((u) => u.target.key === "jassid");
    expect(after.uses[1]).toMatchObject({ id: kept?.id, safety: kept?.safety });
    expect(after.uses[2].safety).toBeNull();
    const [entry] = (await auditOf(t, "product", after.id)).filter((e) => e.action === "import");
    expect(entry.changes["crop uses"]).toEqual({
      before: rows.find((r) => r.sku === IMIDA)?.crop_uses,
      after: cell,
    });
    // The storefront shows it at once.
    const mango = await t.services.crops.in("en").cropPage("mango");
    expect(mango?.problems.find((p) => p.key === "hopper")?.products.map((p) => p.product.id)).toContain(
      after.id,
    );

    const none = rowsOf((await exported(t, team.manager.cookie)).rows, IMIDA, (r) => ({
      ...r,
      crop_uses: "none",
    }));
    await previewAndApply(t, team.manager.cookie, none.join("\r\n"));
    expect((await usesOf(IMIDA)).uses).toEqual([]);
  });

  it("give each bad entry a sentence naming its row and the use", async () => {
    const { rows } = await exported(t, team.manager.cookie);
    const bad = [
      "paddy:stem-borer = 10 kg per bigha",
      "paddi:stem-borer = 10 kg per acre",
      "paddy:stem-bore = 10 kg per acre",
      "paddy:stem-borer = 7.5 kg per acre | chilli:thrips = 0.3 ml per litre",
      "paddy:stem-borer = 7.5 kg per acre | paddy:stem-borer = 10 kg per acre",
    ];
    const skus = ["FRT-001", "FRT-002", "FRT-003", "FRT-004", "FRT-005"];
    const lines = skus.flatMap((sku, i) =>
      rowsOf(rows, sku, (r, k) => ({ ...r, crop_uses: k === 0 ? bad[i] : "" })).slice(1, 2),
    );
    const file = [line(Object.keys(rows[0])), ...lines].join("\r\n");
    const preview = await postCsv(t, team.manager.cookie, "preview", file);
    expect(preview.body.data.errors).toEqual([
      {
        row: 2,
        column: "crop_uses",
        message:
          'Row 2, column crop_uses: use 1 "paddy:stem-borer = 10 kg per bigha": "per bigha" should be per acre, hectare, litre or plant.',
      },
      {
        row: 3,
        column: "crop_uses",
        message:
          'Row 3, column crop_uses: use 1 "paddi:stem-borer = 10 kg per acre": there is no crop "paddi": use one of paddy, wheat, tea, tomato, okra, chilli, potato, mango.',
      },
      {
        row: 4,
        column: "crop_uses",
        message:
          'Row 4, column crop_uses: use 1 "paddy:stem-bore = 10 kg per acre": paddy has no stage or problem "stem-bore": use one of nursery, transplanting, tillering, heading, stem-borer, brown-planthopper, khaira, blast.',
      },
      {
        row: 5,
        column: "crop_uses",
        message:
          'Row 5, column crop_uses: use 2 "chilli:thrips = 0.3 ml per litre": a dose per litre needs the spray water too, such as water 200 L per acre.',
      },
      {
        row: 6,
        column: "crop_uses",
        message:
          'Row 6, column crop_uses: use 2 "paddy:stem-borer = 10 kg per acre": paddy:stem-borer is named twice.',
      },
    ]);
  });

  it("refuse a row whose product's uses were edited in the back office after the download", async () => {
    const { rows } = await exported(t, team.manager.cookie);
    const { id, uses } = await usesOf("PST-009");
    const [use] = (await adminPost(t, team.manager.cookie, "/products/crop-uses/list", { product_id: id }))
      .body.data;
    const edited = await adminPost(t, team.manager.cookie, "/products/crop-uses/update", {
      use_id: use.id,
      version: use.version,
      problem_id: use.target.id,
      basis: "area",
      amount_min: 8,
      amount_max: 10,
      unit: "kg",
    });
    expect(edited.status).toBe(200);
    expect(uses[0].dose.amountMin).toBe(7.5);
    const file = rowsOf(rows, "PST-009", (r) => ({ ...r, crop_uses: "paddy:stem-borer = 9 kg per acre" }));
    const preview = await postCsv(t, team.manager.cookie, "preview", file.join("\r\n"));
    expect(preview.body.data.errors).toEqual([
      expect.objectContaining({
        row: 2,
        column: "version",
        message: expect.stringMatching(
          new RegExp(
            `^This product was changed by ${team.manager.name} at .+, after the file was downloaded`,
          ),
        ),
      }),
    ]);
  });
});
