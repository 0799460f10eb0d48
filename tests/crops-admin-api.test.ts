import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { queryRows } from "../server/db/client";
import { testAppForFile } from "./helpers/app";
import { auditOf, createProduct } from "./helpers/catalogue-admin";
import { pictureBytes, uploadFile } from "./helpers/images";
import { adminPost, staffForFile } from "./helpers/staff";

// Crops, stages, problems and a product's crop uses from the back office's API
// (docs/decisions/0043-crops-and-doses.md): who may, what the storefront shows at once, what
// the audit log records, and the sentences for what cannot be.

const t = testAppForFile();
const team = staffForFile(t);

type Crop = { id: number; key: string; version: number; stages: Part[]; problems: Part[] };
type Part = { id: number; key: string; version: number; use_count: number };
type Use = { id: number; version: number; target: { key: string }; dose: Record<string, unknown> };

const post = (path: string, body: unknown = {}) => adminPost(t, team.manager.cookie, path, body);
/** A demo crop with its stages and problems, by key. */
const demoCrop = async (key: string): Promise<Crop> => {
  const crop = ((await post("/crops/list")).body.data as Crop[]).find((c) => c.key === key) as Crop;
  return (await post("/crops/get", { crop_id: crop.id })).body.data;
};
const versionOf = async (productId: number) =>
  (
    await queryRows<{ version: number }>(
      t.database.db,
      sql`select version from products where id = ${productId}`,
    )
  )[0].version;

async function newCrop(key: string): Promise<Crop> {
  const res = await post("/crops/create", {
    key,
    name: "Brinjal",
    name_hi: "बैंगन",
    seasons: ["rabi", "kharif"],
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data;
}

describe("crops from the back office", () => {
  it("creates a crop with a picture, a stage and a problem; the storefront shows each at once, in both languages", async () => {
    const picture = (
      await uploadFile(t, team.manager.cookie, await pictureBytes("jpeg", 800, 600), "brinjal.jpg")
    ).body.data;
    expect((await t.services.crops.in("en").listCrops()).map((c) => c.key)).not.toContain("brinjal"); // cached
    const res = await post("/crops/create", {
      key: "Brinjal",
      name: "Brinjal",
      name_hi: "बैंगन",
      seasons: ["zaid", "kharif"],
      picture: picture.hash,
      sort_order: 5,
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.message).toBe("Crop created.");
    const crop: Crop = res.body.data;
    expect(res.body.data).toMatchObject({ key: "brinjal", seasons: ["kharif", "zaid"], version: 1 });
    const listed = (await t.services.crops.in("hi").listCrops()).find((c) => c.key === "brinjal");
    expect(listed).toMatchObject({ name: "बैंगन", otherName: "", seasons: ["kharif", "zaid"] });
    expect(listed?.picture?.srcset).toContain(picture.hash);

    const stage = await post("/crops/stages/create", {
      crop_id: crop.id,
      key: "flowering",
      name: "Flowering",
      name_hi: "फूल आना",
    });
    expect(stage.status, JSON.stringify(stage.body)).toBe(200);
    const problem = await post("/crops/problems/create", {
      crop_id: crop.id,
      key: "shoot-borer",
      kind: "pest",
      name: "Shoot borer",
      name_hi: "तना छेदक",
      symptoms: "Shoots wilt.",
      symptoms_hi: "शाखाएँ मुरझाती हैं।",
    });
    expect(problem.status, JSON.stringify(problem.body)).toBe(200);
    const page = await t.services.crops.in("hi").cropPage("brinjal");
    expect(page?.stages.map((s) => s.name)).toEqual(["फूल आना"]);
    expect(page?.problems).toEqual([
      expect.objectContaining({
        key: "shoot-borer",
        kind: "pest",
        name: "तना छेदक",
        symptoms: "शाखाएँ मुरझाती हैं।",
      }),
    ]);
    expect((await auditOf(t, "crop", crop.id)).map((e) => e.action)).toEqual(["create"]);
    expect((await auditOf(t, "crop-problem", problem.body.data.problems[0].id))[0]).toMatchObject({
      actor: team.manager.name,
      action: "create",
      changes: { key: { before: null, after: "shoot-borer" } },
    });
  });

  it("refuses a stale edit, a key taken by another crop, and a stage sharing a problem's key", async () => {
    const crop = await newCrop("okra-red");
    const saved = await post("/crops/update", {
      crop_id: crop.id,
      version: crop.version,
      key: "okra-red",
      name: "Red okra",
      seasons: ["kharif"],
    });
    expect(saved.status).toBe(200);
    const stale = await post("/crops/update", {
      crop_id: crop.id,
      version: crop.version,
      key: "okra-red",
      name: "Old",
      seasons: ["kharif"],
    });
    expect(stale.status).toBe(409);
    expect(stale.body.message).toMatch(
      new RegExp(`^This crop was changed by ${team.manager.name} at .+; reload\\.$`),
    );
    const taken = await post("/crops/create", { key: "paddy", name: "Rice", seasons: ["kharif"] });
    expect(taken.status).toBe(409);
    expect(taken.body.message).toBe(
      "Another crop already has the key paddy (its address /crops/paddy): choose another.",
    );
    expect(taken.body.errors).toEqual({ key: taken.body.message });

    await post("/crops/problems/create", { crop_id: crop.id, key: "jassid", kind: "pest", name: "Jassid" });
    const clash = await post("/crops/stages/create", {
      crop_id: crop.id,
      key: "jassid",
      name: "Jassid time",
    });
    expect(clash.status).toBe(409);
    expect(clash.body.message).toBe("This crop already has a problem with the key jassid: choose another.");
    const noSeason = await post("/crops/create", { key: "x", name: "X", seasons: [] });
    expect(noSeason.status).toBe(400);
    expect(noSeason.body.errors?.seasons).toBe("Tick at least one season.");
    const badKey = await post("/crops/create", { key: "Paddy Rice!", name: "X", seasons: ["rabi"] });
    expect(badKey.body.errors?.key).toBe(
      "The crop's key may hold small letters, digits and single dashes between them, e.g. stem-borer.",
    );
  });

  it("is for whoever may edit the catalogue: a packer is refused", async () => {
    const res = await adminPost(t, team.packer.cookie, "/crops/create", {
      key: "jute",
      name: "Jute",
      seasons: ["kharif"],
    });
    expect(res.status).toBe(403);
    expect((await adminPost(t, team.packer.cookie, "/crops/list")).status).toBe(403);
    expect((await adminPost(t, team.owner.cookie, "/crops/list")).status).toBe(200);
  });
});

describe("a product's crop uses", () => {
  it("adds, edits and removes a use with the label's dose; the product moves on and both pages show it", async () => {
    const product = await createProduct(t, team.manager.cookie);
    const paddy = await demoCrop("paddy");
    const stemBorer = paddy.problems.find((p) => p.key === "stem-borer") as Part;
    const before = await versionOf(product.id);
    const added = await post("/products/crop-uses/create", {
      product_id: product.id,
      problem_id: stemBorer.id,
      basis: "water",
      amount_min: "0.3",
      amount_max: "",
      unit: "ml",
      per_area: "acre",
      water_litres: "200",
      sprays: "2",
      interval_days: "10",
      pre_harvest_days: "3",
      safety: "Wear gloves.",
      safety_hi: "दस्ताने पहनें।",
    });
    expect(added.status, JSON.stringify(added.body)).toBe(200);
    expect(added.body.message).toBe("Crop use added.");
    const [use]: Use[] = added.body.data;
    expect(use).toMatchObject({
      target: { key: "stem-borer" },
      dose: {
        basis: "water",
        amount_min: 0.3,
        amount_max: 0.3,
        unit: "ml",
        water_litres: 200,
        sprays: 2,
        interval_days: 10,
        pre_harvest_days: 3,
      },
    });
    expect(await versionOf(product.id)).toBe(before + 1);
    const uses = await t.services.crops.in("hi").productUses(product.id);
    expect(uses).toEqual([
      {
        id: use.id,
        crop: { key: "paddy", name: "धान" },
        target: { kind: "problem", key: "stem-borer", name: "तना छेदक" },
        dose: expect.objectContaining({ basis: "water", amountMin: 0.3, waterLitres: 200 }),
        safety: "दस्ताने पहनें।",
      },
    ]);
    const onPaddy = (await t.services.crops.in("en").cropPage("paddy"))?.problems.find(
      (p) => p.key === "stem-borer",
    );
    expect(onPaddy?.products.map((p) => p.product.id)).toContain(product.id);
    expect(onPaddy?.products.find((p) => p.product.id === product.id)?.packs).toHaveLength(2);

    const twice = await post("/products/crop-uses/create", {
      product_id: product.id,
      problem_id: stemBorer.id,
      basis: "area",
      amount_min: 1,
      unit: "kg",
    });
    expect(twice.status).toBe(409);
    expect(twice.body.message).toBe(
      "This product already has a use for paddy › stem-borer: edit that one instead.",
    );

    const edited = await post("/products/crop-uses/update", {
      use_id: use.id,
      version: use.version,
      problem_id: stemBorer.id,
      basis: "area",
      amount_min: "7.5",
      amount_max: "10",
      unit: "kg",
    });
    expect(edited.status, JSON.stringify(edited.body)).toBe(200);
    expect(edited.body.data[0].dose).toMatchObject({
      basis: "area",
      amount_min: 7.5,
      amount_max: 10,
      water_litres: null,
    });
    const stale = await post("/products/crop-uses/update", {
      use_id: use.id,
      version: use.version,
      problem_id: stemBorer.id,
      basis: "area",
      amount_min: 1,
      unit: "kg",
    });
    expect(stale.status).toBe(409);
    const uses1 =
      "paddy:stem-borer = 0.3 ml per litre; water 200 L per acre; 2 applications; every 10 days; 3 days before harvest";
    expect(
      (await auditOf(t, "product", product.id))
        .filter((e) => e.action.endsWith("crop use"))
        .map((e) => [e.actor, e.action, e.changes["crop use"]]),
    ).toEqual([
      [team.manager.name, "add crop use", { before: null, after: uses1 }],
      [
        team.manager.name,
        "update crop use",
        { before: uses1, after: "paddy:stem-borer = 7.5-10 kg per acre" },
      ],
    ]);

    const inUse = await post("/crops/problems/remove", {
      problem_id: stemBorer.id,
      version: stemBorer.version,
    });
    expect(inUse.status).toBe(409);
    expect(inUse.body.message).toMatch(
      /^Stem borer is named by \d+ product uses, so it cannot be removed: remove those uses from the products first\.$/,
    );

    const removed = await post("/products/crop-uses/remove", { use_id: use.id, version: use.version + 1 });
    expect(removed.status).toBe(200);
    expect(removed.body.data).toEqual([]);
    expect(await t.services.crops.in("en").productUses(product.id)).toEqual([]);
  });

  it("says what is wrong with a dose, field by field", async () => {
    const product = await createProduct(t, team.manager.cookie);
    const stage = (await demoCrop("wheat")).stages[0];
    const res = await post("/products/crop-uses/create", {
      product_id: product.id,
      stage_id: stage.id,
      basis: "water",
      amount_min: "0.5",
      amount_max: "0.3",
      unit: "ml",
      sprays: "0",
    });
    expect(res.status).toBe(400);
    expect(res.body.errors).toMatchObject({
      amount_max: "The highest amount cannot be less than the lowest.",
      water_litres: "A dose per litre of water needs the litres of water per acre or hectare.",
      sprays: "Enter how many sprays or doses, 1 or more.",
    });
    const neither = await post("/products/crop-uses/create", {
      product_id: product.id,
      basis: "area",
      amount_min: 1,
      unit: "kg",
    });
    expect(neither.body.errors?.stage_id).toBe("Give the use a stage_id or a problem_id, one of them.");
  });
});

describe("the database's own checks", () => {
  const insertUse = (values: string) =>
    t.database.db.execute(
      sql.raw(`insert into product_crop_uses (product_id, crop_id, stage_id, problem_id, basis, amount_min, amount_max, unit, water_litres, sprays)
        values ${values}`),
    );
  const ids = async () => {
    const [row] = await queryRows<{
      crop: number;
      stage: number;
      problem: number;
      other_stage: number;
      product: number;
    }>(
      t.database.db,
      sql`select c.id as crop, (select min(id) from products where id not in (select product_id from product_crop_uses)) as product, (select id from crop_stages where crop_id = c.id limit 1) as stage,
        (select id from crop_problems where crop_id = c.id limit 1) as problem,
        (select id from crop_stages where crop_id <> c.id limit 1) as other_stage
        from crops c where crop_key = 'wheat'`,
    );
    return row;
  };
  const refused = async (values: string) => {
    const error = await insertUse(values).then(
      () => undefined,
      (e: { cause?: { constraint?: string }; constraint?: string }) =>
        e.cause?.constraint ?? e.constraint ?? "refused",
    );
    return error;
  };

  it("keep a use to one stage or one problem of its own crop, with a sane dose", async () => {
    const { crop, stage, problem, other_stage, product } = await ids();
    const ok = `(${product}, ${crop}, ${stage}, null, 'area', 1, 2, 'kg', null, 1)`;
    expect(await refused(ok)).toBeUndefined();
    expect(await refused(`(${product}, ${crop}, ${stage}, ${problem}, 'area', 1, 2, 'kg', null, 1)`)).toBe(
      "product_crop_uses_target",
    );
    expect(await refused(`(${product}, ${crop}, null, null, 'area', 1, 2, 'kg', null, 1)`)).toBe(
      "product_crop_uses_target",
    );
    expect(await refused(`(${product}, ${crop}, ${other_stage}, null, 'area', 1, 2, 'kg', null, 1)`)).toBe(
      "product_crop_uses_stage",
    );
    expect(await refused(`(2, ${crop}, ${stage}, null, 'area', 2, 1, 'kg', null, 1)`)).toBe(
      "product_crop_uses_amount",
    );
    expect(await refused(`(2, ${crop}, ${stage}, null, 'area', 0, 1, 'kg', null, 1)`)).toBe(
      "product_crop_uses_amount",
    );
    expect(await refused(`(2, ${crop}, ${stage}, null, 'area', 1, 1, 'kg', null, 0)`)).toBe(
      "product_crop_uses_sprays",
    );
    expect(await refused(`(2, ${crop}, ${stage}, null, 'water', 1, 1, 'ml', null, 1)`)).toBe(
      "product_crop_uses_water",
    );
    expect(await refused(`(2, ${crop}, ${stage}, null, 'soil', 1, 1, 'kg', null, 1)`)).toBe(
      "product_crop_uses_basis",
    );
    expect(await refused(`(2, ${crop}, ${stage}, null, 'area', 1, 1, 'tonne', null, 1)`)).toBe(
      "product_crop_uses_unit",
    );
    expect(await refused(ok)).toBe("product_crop_uses_stage_once");
  });

  it("keep seasons, keys and kinds to their lists", async () => {
    const bad = (statement: string) =>
      t.database.db.execute(sql.raw(statement)).then(
        () => undefined,
        (e: { cause?: { constraint?: string } }) => e.cause?.constraint,
      );
    expect(
      await bad(`insert into crops (crop_key, name, seasons) values ('jute', 'Jute', array['monsoon'])`),
    ).toBe("crops_seasons");
    expect(
      await bad(`insert into crops (crop_key, name, seasons) values ('jute', 'Jute', array[]::text[])`),
    ).toBe("crops_seasons");
    expect(
      await bad(`insert into crops (crop_key, name, seasons) values ('Jute Crop', 'Jute', array['kharif'])`),
    ).toBe("crops_key");
    expect(
      await bad(
        `insert into crop_problems (crop_id, problem_key, kind, name) select id, 'frost', 'weather', 'Frost' from crops limit 1`,
      ),
    ).toBe("crop_problems_kind");
  });
});
