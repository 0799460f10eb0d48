import { sql } from "drizzle-orm";
import type { AppLoadContext } from "react-router";
import { describe, expect, it } from "vitest";
import { loader as buyersPage } from "../app/routes/admin/batch-buyers";
import { loader as buyersCsv } from "../app/routes/admin/batch-buyers-export";
import { loader as slipsLoader } from "../app/routes/admin/order-slips";
import { action as batchesAction, loader as batchesPage } from "../app/routes/admin/pack-batches";
import { queryRows } from "../server/db/client";
import { testAppForFile } from "./helpers/app";
import { batchHelpers } from "./helpers/batches";
import { exported, postCsv, rowsOf } from "./helpers/catalogue-csv";
import { pdfText } from "./helpers/pdf-text";
import { shopHelpers } from "./helpers/shop";
import { adminPost, staffForFile } from "./helpers/staff";

/**
 * The batches in the back office (docs/decisions/0049-batches-and-expiry.md): the pack's batches
 * page posted without scripts, the admin API, the invoice and packing slip naming the batches,
 * the dashboard's warning, and who bought a batch, on the page and as CSV.
 */
const t = testAppForFile({ TRUST_PROXY: "true" });
const shop = shopHelpers(() => t);
const batches = batchHelpers(() => t);
const team = staffForFile(t);

type Loader = (args: never) => Promise<unknown>;
/** Calls a page's loader or action as React Router would, with a staff member's cookie. */
async function page<T>(
  fn: Loader,
  path: string,
  cookie: string,
  params: Record<string, string> = {},
  form?: Record<string, string>,
) {
  const request = new Request(`http://shop.test${path}`, {
    method: form ? "POST" : "GET",
    headers: { cookie },
    body: form ? new URLSearchParams(form) : undefined,
  });
  const context = { services: t.services, lang: "en" } as unknown as AppLoadContext;
  try {
    return (await fn({ request, context, params } as never)) as T;
  } catch (thrown) {
    return thrown as T;
  }
}

/** An action's answer (React Router's `data`): its status and body. */
const answerOf = (a: unknown) => {
  const d = a as {
    init?: { status?: number };
    data: { done?: string; result: { error?: Record<string, string[]> } };
  };
  return { status: d.init?.status ?? 200, done: d.data.done, errors: d.data.result.error ?? {} };
};

describe("the pack's batches page, without scripts", () => {
  it("receives a batch (stock through the ledger, audited) and refuses a bad one naming the field", async () => {
    const pack = await shop.pack("PST-005");
    await shop.setStock(pack.priceId, 0);
    const path = `/admin/stock/${pack.priceId}/batches`;
    const good = {
      intent: "receive",
      pack_id: String(pack.priceId),
      batch_no: "RG-2411",
      made_on: batches.day(-20),
      expires_on: batches.day(700),
      qty: "24",
    };
    const ok = answerOf(
      await page(batchesAction, path, team.manager.cookie, { packId: String(pack.priceId) }, good),
    );
    expect(ok).toMatchObject({ status: 200, done: "Batch RG-2411 received: 24 packs added to the stock." });
    expect(await shop.stockOf(pack.priceId)).toBe(24);
    const [audit] = await queryRows<{ action: string; actor: string }>(
      t.database.db,
      sql`select action, actor from audit_log where entity = 'batch' order by id desc limit 1`,
    );
    expect(audit.action).toBe("receive");

    const bad = answerOf(
      await page(
        batchesAction,
        path,
        team.manager.cookie,
        {},
        { ...good, batch_no: "RG-2412", expires_on: "2027-02-30" },
      ),
    );
    expect(bad.status).toBe(400);
    expect(bad.errors.expires_on).toEqual(["Expiry date: write a real day as YYYY-MM-DD."]);
    const twice = answerOf(await page(batchesAction, path, team.manager.cookie, {}, good));
    expect(twice.status).toBe(400);
    expect(twice.errors.batch_no?.[0]).toContain("RG-2411 is already received");
    expect(await shop.stockOf(pack.priceId)).toBe(24);

    const listed = await page<{ pack: { batches: { batchNo: string; left: number; mark: string }[] } }>(
      batchesPage,
      path,
      team.manager.cookie,
      { packId: String(pack.priceId) },
    );
    expect(listed.pack.batches.map((b) => [b.batchNo, b.left, b.mark])).toEqual([["RG-2411", 24, "ok"]]);
  });

  it("counts a pack's shelf into batches first, and refuses batches that do not add up", async () => {
    const pack = await shop.pack("FRT-005");
    await shop.setStock(pack.priceId, 10);
    const path = `/admin/stock/${pack.priceId}/batches`;
    const first = answerOf(
      await page(
        batchesAction,
        path,
        team.manager.cookie,
        {},
        {
          intent: "receive",
          pack_id: String(pack.priceId),
          batch_no: "N-1",
          made_on: batches.day(-1),
          expires_on: batches.day(300),
          qty: "5",
        },
      ),
    );
    expect(first.errors.batch_no?.[0]).toContain("has 10 packs in no batch");
    const short = answerOf(
      await page(
        batchesAction,
        path,
        team.manager.cookie,
        {},
        {
          intent: "shelf",
          pack_id: String(pack.priceId),
          batches: `S-1|${batches.day(-100)}|${batches.day(200)}|4`,
        },
      ),
    );
    expect(short.status).toBe(400);
    expect(short.errors.batches?.[0]).toMatch(
      /^The batches add up to 4 packs, but .+ has 10 on the shelf: they must be equal\.$/,
    );
    const counted = answerOf(
      await page(
        batchesAction,
        path,
        team.manager.cookie,
        {},
        {
          intent: "shelf",
          pack_id: String(pack.priceId),
          batches: `S-1|${batches.day(-100)}|${batches.day(200)}|4; S-2|${batches.day(-50)}|${batches.day(400)}|6`,
        },
      ),
    );
    expect(counted.status).toBe(200);
    expect(await shop.stockOf(pack.priceId)).toBe(10);
    expect(await batches.unbalanced()).toEqual([]);
  });

  it("a packer may not open it", async () => {
    const res = await page<{ init: { status: number } }>(
      batchesPage,
      "/admin/stock/1/batches",
      team.packer.cookie,
      {
        packId: "1",
      },
    );
    expect(res.init.status).toBe(403);
  });
});

describe("the admin API", () => {
  it("receives, lists and corrects batches, refusing bad input with the field's sentence", async () => {
    const pack = await shop.pack("PST-002");
    const list = await adminPost(t, team.manager.cookie, "/batches/list", { pack_id: pack.priceId });
    expect(list.body.data.batches.length).toBeGreaterThan(0);
    const bad = await adminPost(t, team.manager.cookie, "/batches/receive", {
      pack_id: pack.priceId,
      batch_no: "=X",
      made_on: batches.day(-3),
      expires_on: batches.day(90),
      qty: 3,
    });
    expect(bad.status).toBe(400);
    expect(bad.body.errors?.batch_no).toContain("Batch number");
    const stock = await shop.stockOf(pack.priceId);
    const got = await adminPost(t, team.manager.cookie, "/batches/receive", {
      pack_id: pack.priceId,
      batch_no: "API-1",
      made_on: batches.day(-3),
      expires_on: batches.day(90),
      qty: 3,
    });
    expect(got.status, got.body.message).toBe(200);
    expect(await shop.stockOf(pack.priceId)).toBe(stock + 3);
    const batch = got.body.data.batches.find((b: { batch_no: string }) => b.batch_no === "API-1");
    expect(batch).toMatchObject({ left: 3, mark: "ok", written_off: false });
    const stale = await adminPost(t, team.manager.cookie, "/batches/correct", {
      batch_id: batch.id,
      left_was: 2,
      left: 1,
      reason: "Broken",
    });
    expect(stale.status).toBe(409);
    const fixed = await adminPost(t, team.manager.cookie, "/batches/correct", {
      batch_id: batch.id,
      left_was: 3,
      left: 1,
      reason: "Two broken in the rain",
    });
    expect(fixed.status, fixed.body.message).toBe(200);
    expect(await shop.stockOf(pack.priceId)).toBe(stock + 1);
    expect(await batches.unbalanced()).toEqual([]);
  });
});

describe("the demo shop's batches and the dashboard", () => {
  it("warns of the demo batch expiring within 60 days, linking to its pack", async () => {
    const dash = await adminPost(t, team.manager.cookie, "/dashboard/get");
    const soon = dash.body.data.batches.find((b: { batch_no: string }) => b.batch_no === "PST003-1A");
    expect(soon).toMatchObject({ state: "expiring", expires_on: batches.day(45) });
    expect(soon.left).toBeGreaterThan(0);
    const packer = await adminPost(t, team.packer.cookie, "/dashboard/get");
    expect(packer.body.data.batches).toBeUndefined();
  });
});

describe("an order of batched goods: invoice, packing slip, who bought the batch", () => {
  it("prints the batches and expiry, says which batch to pick, and lists the buyer (page and CSV)", async () => {
    const pack = await shop.pack("FRT-004");
    await shop.setStock(pack.priceId, 0);
    const soon = await batches.receive(pack.priceId, "INV-SOON", 1, 70);
    await batches.receive(pack.priceId, "INV-LATE", 9, 500);
    const { orderId, c } = await shop.paidOrder("FRT-004", 10, 3);
    // A buyer's name that a spreadsheet would take for a formula.
    await t.database.db.execute(
      sql`update orders set ship_full_name = '=HYPERLINK("x")' where id = ${orderId}`,
    );

    const [inv] = await queryRows<{ number: string }>(
      t.database.db,
      sql`select number from invoices where order_id = ${orderId} and kind = 'INVOICE'`,
    );
    const html = await (
      await t.app.request(`/invoice/${orderId}`, {
        headers: { cookie: `sid=${encodeURIComponent(c.sessionKey)}` },
      })
    ).text();
    expect(html).toContain("Batch INV-SOON (expires");
    expect(html).toMatch(/Batch INV-SOON \(expires [^)]+\) × 1; Batch INV-LATE \(expires [^)]+\) × 2/);
    const pdf = await t.app.request(`/invoice/${orderId}.pdf`, {
      headers: { cookie: `sid=${encodeURIComponent(c.sessionKey)}` },
    });
    expect(pdfText(Buffer.from(await pdf.arrayBuffer())).join(" ")).toContain("Batch INV-SOON");

    const slips = await page<{ slips: { lines: { batches: { batch: string; qty: number }[] }[] }[] }>(
      slipsLoader,
      `/admin/orders/slips?ids=${orderId}`,
      team.packer.cookie,
    );
    expect(slips.slips[0].lines[0].batches.map((b) => `${b.batch}×${b.qty}`)).toEqual([
      "INV-SOON×1",
      "INV-LATE×2",
    ]);

    const found = await page<{ found: { id: number }[] }>(
      buyersPage,
      "/admin/batch-buyers?q=inv-so",
      team.manager.cookie,
    );
    expect(found.found.map((b) => b.id)).toEqual([soon]);
    const listed = await page<{
      buyers: {
        orderId: number;
        name: string;
        phone: string;
        qty: number;
        invoiceNo: string;
        address: string;
      }[];
    }>(buyersPage, `/admin/batch-buyers?batch=${soon}`, team.manager.cookie);
    expect(listed.buyers).toEqual([
      expect.objectContaining({ orderId, name: '=HYPERLINK("x")', qty: 1, invoiceNo: inv.number }),
    ]);
    expect(listed.buyers[0].phone).toMatch(/^\d{10}$/);
    expect(listed.buyers[0].address).toMatch(/\d{6}$/);

    const res = await page<Response>(
      buyersCsv,
      `/admin/batch-buyers/export?batch=${soon}`,
      team.manager.cookie,
    );
    expect(res.headers.get("content-disposition")).toBe('attachment; filename="batch-INV-SOON-buyers.csv"');
    const csv = await res.text();
    const lines = csv.trimEnd().split("\r\n");
    expect(lines[0]).toBe("order,date,status,customer,phone,delivery address,qty,invoice");
    expect(lines[1]).toContain(`${orderId},`);
    expect(lines[1]).toContain(`"'=HYPERLINK(""x"")"`);
    expect(lines[1]).toContain(`,1,${inv.number}`);
    expect(lines).toHaveLength(2);

    const refused = await page<{ init: { status: number } }>(
      buyersPage,
      `/admin/batch-buyers?batch=${soon}`,
      team.packer.cookie,
    );
    expect(refused.init.status).toBe(403);
  });
});

describe("the catalogue spreadsheet and batched packs", () => {
  it("round-trips a batched pack unchanged, and refuses a stock change naming the row and the field", async () => {
    const { rows } = await exported(t, team.manager.cookie);
    const same = rowsOf(rows, "PST-003").join("\n");
    const unchanged = await postCsv(t, team.manager.cookie, "preview", same);
    expect(unchanged.body.data.errors ?? []).toEqual([]);
    const pack = await shop.pack("PST-003");
    const stock = await shop.stockOf(pack.priceId);
    const file = rowsOf(rows, "PST-003", (r, i) => (i === 0 ? { ...r, stock: String(stock + 5) } : r)).join(
      "\n",
    );
    const preview = await postCsv(t, team.manager.cookie, "preview", file);
    expect(preview.body.data.errors).toEqual([
      {
        row: 2,
        column: "stock",
        message: expect.stringMatching(
          new RegExp(
            `is counted in batches: .*/admin/stock/${pack.priceId}/batches.*Write ${stock}, its stock now\\.$`,
          ),
        ),
      },
    ]);
  });
});
