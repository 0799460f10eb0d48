import { describe, expect, it } from "vitest";
import { testAppForFile } from "./helpers/app";
import { auditOf } from "./helpers/catalogue-admin";
import { newCustomer } from "./helpers/customers";
import { shopHelpers } from "./helpers/shop";
import { adminPost, newStaff } from "./helpers/staff";

const t = testAppForFile({ TRUST_PROXY: "true" });
const shop = shopHelpers(() => t);

let made = 0;
/** A new code's form: 10 % off up to ₹200, from yesterday to next year (India's time). */
const newPromo = (overrides: Record<string, unknown> = {}) => {
  made++;
  return {
    code: `kisan${made}x${process.pid % 1000}`,
    description: "10% off up to ₹200",
    promo_type: "percent",
    value: "10",
    max_discount: "200",
    min_cart_value: "",
    starts_at: new Date(Date.now() - 86_400_000).toISOString(),
    ends_at: new Date(Date.now() + 365 * 86_400_000).toISOString(),
    ...overrides,
  };
};
/** The body to save `promo` (an answer of the API) with `changes`. */
// biome-ignore lint/suspicious/noExplicitAny: the wire promo as the API answered it
const editBody = (promo: any, changes: Record<string, unknown> = {}) => ({
  promo_id: promo.id,
  version: promo.version,
  code: promo.code,
  description: promo.description,
  promo_type: promo.promo_type,
  value: promo.value,
  max_discount: promo.max_discount,
  min_cart_value: promo.min_cart_value,
  starts_at: promo.starts_at,
  ends_at: promo.ends_at,
  ...changes,
});

/** What the checkout answers a customer with `code` on a cart of `qty` ₹50 packs (Bhoomi Gold 1 kg). */
async function checkoutWith(code: string, qty = 1) {
  const pack = await shop.pack("FRT-001");
  await shop.setStock(pack.priceId, 500);
  const c = await shop.shopper(pack, qty);
  return t.post("/api/payment_request/v2/", { ...c.auth, address_id: c.addressId, promo_code: code });
}

describe("promo codes from the back office", () => {
  it("creates a code the checkout takes at once, lists it as active, and audits it", async () => {
    const manager = await newStaff(t, "manager");
    const created = await adminPost(t, manager.cookie, "/promos/create", newPromo({ code: "diwali25x" }));
    expect(created.status).toBe(200);
    expect(created.body.message).toBe("Promo code created.");
    expect(created.body.data).toMatchObject({
      code: "DIWALI25X",
      promo_type: "percent",
      value: "10",
      max_discount: "200.00",
      min_cart_value: "0.00",
      status: "active",
      paused: false,
      uses: 0,
      version: 1,
    });
    const listed = (await adminPost(t, manager.cookie, "/promos/list")).body.data;
    expect(listed.find((p: { code: string }) => p.code === "DIWALI25X")?.status).toBe("active");
    const statuses = Object.fromEntries(
      listed.map((p: { code: string; status: string }) => [p.code, p.status]),
    );
    expect(statuses).toMatchObject({ MONSOON20: "expired", KRISHI10: "active" });

    const placed = await checkoutWith("diwali25x");
    expect(placed.status).toBe(200);
    expect(placed.body.data.amount).toBe(4500); // ₹50 − 10 %
    const [entry] = await auditOf(t, "promo", created.body.data.id);
    expect(entry).toMatchObject({ actor: manager.name, action: "create" });
    expect(entry.changes.code).toEqual({ before: null, after: "DIWALI25X" });
  });

  it("pauses a code: the checkout refuses it with the shop's message; resumed, it applies again", async () => {
    const manager = await newStaff(t, "manager");
    const promo = (await adminPost(t, manager.cookie, "/promos/create", newPromo())).body.data;
    const paused = await adminPost(t, manager.cookie, "/promos/pause", {
      promo_id: promo.id,
      version: promo.version,
    });
    expect(paused.status).toBe(200);
    expect(paused.body).toMatchObject({
      message: "Promo code paused.",
      data: { status: "paused", version: 2 },
    });
    const refused = await checkoutWith(promo.code);
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe("Promo code is not valid at this time.");
    const customer = await shop.shopper(await shop.pack("FRT-001"));
    const strip = (await t.post("/api/promo/get_promo/v1", customer.auth)).body.data;
    expect(strip.map((p: { promo_code: string }) => p.promo_code)).not.toContain(promo.code);
    expect(
      (await t.post("/api/promo/promo_details/v1", { ...customer.auth, promo_code: promo.code })).status,
    ).toBe(404);

    const resumed = await adminPost(t, manager.cookie, "/promos/resume", { promo_id: promo.id, version: 2 });
    expect(resumed.body.data.status).toBe("active");
    expect((await checkoutWith(promo.code)).status).toBe(200);
    expect((await auditOf(t, "promo", promo.id)).map((a) => a.action)).toEqual(["create", "pause", "resume"]);
  });

  it("edits a code (the checkout applies the new terms) and refuses a stale edit naming who and when", async () => {
    const manager = await newStaff(t, "manager");
    const owner = await newStaff(t, "owner");
    const promo = (await adminPost(t, manager.cookie, "/promos/create", newPromo())).body.data;
    const edited = await adminPost(
      t,
      owner.cookie,
      "/promos/update",
      editBody(promo, { promo_type: "flat", value: "30", min_cart_value: "100" }),
    );
    expect(edited.status).toBe(200);
    expect(edited.body.data).toMatchObject({
      promo_type: "flat",
      value: "30.00",
      min_cart_value: "100.00",
      version: 2,
    });
    expect((await checkoutWith(promo.code)).body.message).toBe("Minimum cart value should be ₹100.00");
    expect((await checkoutWith(promo.code, 3)).body.data.amount).toBe(12000); // ₹150 − ₹30
    const stale = await adminPost(
      t,
      manager.cookie,
      "/promos/update",
      editBody(promo, { description: "Mine" }),
    );
    expect(stale.status).toBe(409);
    expect(stale.body.message).toMatch(
      new RegExp(`^This promo code was changed by ${owner.name} at .+; reload\\.$`),
    );
    const staleResume = await adminPost(t, manager.cookie, "/promos/pause", {
      promo_id: promo.id,
      version: 1,
    });
    expect(staleResume.status).toBe(409);

    // A code that ended shows as expired (never active) and the checkout says so.
    const ended = await adminPost(
      t,
      owner.cookie,
      "/promos/update",
      editBody(edited.body.data, {
        starts_at: "2025-01-01T00:00",
        ends_at: "2025-02-01T00:00",
      }),
    );
    expect(ended.body.data).toMatchObject({
      status: "expired",
      starts_at: "2024-12-31T18:30:00.000Z",
      ends_at: "2025-01-31T18:30:00.000Z",
    });
    expect((await checkoutWith(promo.code)).body.message).toBe("Promo code is not valid at this time.");
    const future = await adminPost(
      t,
      owner.cookie,
      "/promos/update",
      editBody(ended.body.data, { starts_at: "2040-01-01", ends_at: "2040-02-01" }),
    );
    expect(future.body.data.status).toBe("scheduled");
    const changes = (await auditOf(t, "promo", promo.id))[1].changes;
    expect(changes).toMatchObject({
      type: { before: "percent", after: "flat" },
      value: { before: 10, after: 3000 },
    });
  });

  it("answers bad input with a message per field", async () => {
    const manager = await newStaff(t, "manager");
    const bad = await adminPost(t, manager.cookie, "/promos/create", {
      code: "no spaces!",
      description: " ",
      promo_type: "percent",
      value: "120",
      max_discount: "-5",
      min_cart_value: "abc",
      starts_at: "2026-02-30T10:00",
      ends_at: "tomorrow",
    });
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toEqual({
      code: "A code is 3 to 20 letters or digits (dashes and underscores too), e.g. KRISHI10.",
      description: "Describe the offer for customers, e.g. 10% off up to ₹200 with code KRISHI10.",
      max_discount: "Enter the largest discount in rupees, or leave it empty for no limit.",
      min_cart_value: "Enter the minimum cart value in rupees (0 for none).",
      starts_at: "Enter when the code starts.",
      ends_at: "Enter when the code ends.",
    });
    const percent = await adminPost(t, manager.cookie, "/promos/create", newPromo({ value: "120" }));
    expect(percent.body.errors).toEqual({ value: "Enter a percent from 1 to 100." });
    const zero = await adminPost(
      t,
      manager.cookie,
      "/promos/create",
      newPromo({ promo_type: "flat", value: "0" }),
    );
    expect(zero.body.errors).toEqual({ value: "Enter the discount in rupees: more than 0." });
    const backwards = await adminPost(
      t,
      manager.cookie,
      "/promos/create",
      newPromo({ starts_at: "2026-12-01", ends_at: "2026-11-01" }),
    );
    expect(backwards.body.errors).toEqual({ ends_at: "The end must be after the start." });
    const taken = await adminPost(t, manager.cookie, "/promos/create", newPromo({ code: "krishi10" }));
    expect(taken.status).toBe(409);
    expect(taken.body.errors).toEqual({ code: "Another promo code is already called KRISHI10." });
    const ghost = await adminPost(t, manager.cookie, "/promos/get", { promo_id: 999999 });
    expect(ghost.status).toBe(404);
  });

  it("refuses a packer (403) and anyone signed out (401) on every promo endpoint", async () => {
    const packer = await newStaff(t, "packer");
    const doc = (await (await t.app.request("/api/openapi.json")).json()) as {
      paths: Record<string, { post?: { tags?: string[] } }>;
    };
    const paths = Object.entries(doc.paths)
      .filter(([, item]) => item.post?.tags?.[0] === "Back office: Promo codes")
      .map(([path]) => path.replace("/api/admin/v1", ""));
    expect(paths.sort()).toEqual([
      "/promos/create",
      "/promos/get",
      "/promos/list",
      "/promos/pause",
      "/promos/resume",
      "/promos/update",
    ]);
    for (const path of paths) {
      const asPacker = await adminPost(t, packer.cookie, path, newPromo());
      expect([path, asPacker.status, asPacker.body.message]).toEqual([
        path,
        403,
        "Your role cannot do this: it needs the owner or manager role. Ask the shop's owner if you need it.",
      ]);
      expect((await t.post(`/api/admin/v1${path}`, {})).status).toBe(401);
    }
  });

  it("keeps a Hindi description that Hindi readers see in the strip and at the checkout", async () => {
    const manager = await newStaff(t, "manager");
    const created = await adminPost(
      t,
      manager.cookie,
      "/promos/create",
      newPromo({ code: "hindi10x", description_hi: "कोड HINDI10X से 10% की छूट" }),
    );
    expect(created.body.data).toMatchObject({ description_hi: "कोड HINDI10X से 10% की छूट" });
    const c = await newCustomer(t);
    const strip = async (lang: string) =>
      (
        (await t.post(`/api/promo/get_promo/v1?lang=${lang}`, c.auth)).body.data as {
          promo_code: string;
          description: string;
        }[]
      ).find((p) => p.promo_code === "HINDI10X")?.description;
    expect(await strip("hi")).toBe("कोड HINDI10X से 10% की छूट");
    expect(await strip("en")).toBe("10% off up to ₹200");
    const details = await t.post("/api/promo/promo_details/v1?lang=hi", {
      ...c.auth,
      promo_code: "hindi10x",
    });
    expect(details.body.data.description).toBe("कोड HINDI10X से 10% की छूट");
    // Without a Hindi one, Hindi readers read the English.
    const saved = await adminPost(
      t,
      manager.cookie,
      "/promos/update",
      editBody(created.body.data, { description_hi: "" }),
    );
    expect(saved.body.data.description_hi).toBe("");
    expect(await strip("hi")).toBe("10% off up to ₹200");
  });
});
