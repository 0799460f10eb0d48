import { parse } from "csv-parse/sync";
import type { AppLoadContext } from "react-router";
import { describe, expect, it } from "vitest";
import { loader as sheetCsv } from "../app/routes/admin/batches-export";
import { action as sheetAction } from "../app/routes/admin/batches-sheet";
import { sheetDay } from "../lib/batches-csv";
import type { ApiBody } from "./helpers/app";
import { testAppForFile } from "./helpers/app";
import { batchHelpers } from "./helpers/batches";
import { line } from "./helpers/catalogue-csv";
import { ledgerHelpers } from "./helpers/ledger";
import { shopHelpers } from "./helpers/shop";
import { staffForFile } from "./helpers/staff";

/**
 * The batches spreadsheet (docs/decisions/0053-batches-spreadsheet.md): the download lists the
 * batches and the regulated packs without one; an upload receives the new batches, all or none,
 * naming each problem by row and column; the page works as a plain form.
 */
const t = testAppForFile({ TRUST_PROXY: "true" });
const shop = shopHelpers(() => t);
const batches = batchHelpers(() => t);
const ledger = ledgerHelpers(() => t);
const team = staffForFile(t);

const HEADER = "pack_id,sku,product,size,unit,batch_no,made_on,expires_on,received,left,written_off";

async function download(cookie: string) {
  const res = await t.app.request("/api/admin/v1/batches/export", {
    method: "POST",
    headers: { "content-type": "application/json", cookie },
    body: "{}",
  });
  const text = Buffer.from(await res.arrayBuffer()).toString("utf8");
  const rows: Record<string, string>[] = res.ok ? parse(text, { bom: true, columns: true }) : [];
  return { res, text, rows };
}

async function upload(cookie: string, csv: string) {
  const form = new FormData();
  form.append("file", new File([new TextEncoder().encode(csv)], "batches.csv", { type: "text/csv" }));
  const res = await t.app.request("/api/admin/v1/batches/import", {
    method: "POST",
    headers: { cookie },
    body: form,
  });
  return { status: res.status, body: (await res.json()) as ApiBody };
}

/** A pack of the demo shop emptied, so that it may receive batches. */
async function emptyPack(sku: string) {
  const pack = await shop.pack(sku);
  await shop.setStock(pack.priceId, 0);
  return pack;
}

const row = (packId: number, no: string, made: string, expires: string, qty: number | string, left = "") =>
  line([packId, "", "", "", "", no, made, expires, qty, left, ""]);

describe("the batches spreadsheet", () => {
  it("downloads every batch and an empty row for each regulated pack with none", async () => {
    const pack = await emptyPack("PST-007");
    await batches.receive(pack.priceId, "DL-1", 12, 200);
    const { res, text, rows } = await download(team.owner.cookie);
    expect(res.headers.get("content-type")).toContain("text/csv");
    expect(text.startsWith(`\uFEFF${HEADER}`)).toBe(true);
    const mine = rows.filter((r) => r.pack_id === String(pack.priceId));
    expect(mine).toHaveLength(1);
    expect(mine[0]).toMatchObject({ batch_no: "DL-1", received: "12", left: "12", written_off: "no" });
    expect(mine[0].expires_on).toBe(batches.day(200));
    // A regulated pack without batches is there to fill in; an unregulated one is not.
    const blank = rows.filter((r) => r.batch_no === "");
    expect(blank.length).toBeGreaterThan(0);
    expect(rows.some((r) => r.sku.startsWith("PLT-"))).toBe(false);
  });

  it("receives the new rows through the ledger, leaves the known ones, and says what it did", async () => {
    const pack = await emptyPack("PST-008");
    await batches.receive(pack.priceId, "OLD-9", 5, 120);
    const { rows } = await download(team.owner.cookie);
    const known = rows.find((r) => r.batch_no === "OLD-9");
    const file = [
      HEADER,
      line(Object.values(known ?? {})),
      // Excel in India writes days first.
      row(pack.priceId, "NEW-9", "01-02-2026", `${batches.day(300).split("-").reverse().join("/")}`, "1,000"),
      row(pack.priceId, "NEW-10", batches.day(-40), batches.day(90), 7, "7"),
    ].join("\r\n");
    const res = await upload(team.owner.cookie, file);
    expect(res.status, res.body.message).toBe(200);
    expect(res.body.message).toBe("2 batches received (1,007 packs); 1 already received, left as they are.");
    expect(await shop.stockOf(pack.priceId)).toBe(1012);
    expect(await batches.unbalanced()).toEqual([]);
    expect(await ledger.disagreements()).toEqual([]);
    // The same file again receives nothing more.
    const again = await upload(team.owner.cookie, file);
    expect(again.body.message).toBe("No new batch in the file; 3 already received, left as they are.");
    expect(await shop.stockOf(pack.priceId)).toBe(1012);
  });

  it("refuses the whole file, naming each problem by row and column, and receives nothing", async () => {
    const pack = await emptyPack("PST-009");
    await batches.receive(pack.priceId, "SEEN-1", 4, 100);
    const shelf = await shop.pack("FRT-002");
    await shop.setStock(shelf.priceId, 9);
    const file = [
      HEADER,
      row(pack.priceId, "GOOD-1", batches.day(-10), batches.day(200), 3),
      row(pack.priceId, "BAD-DATE", "31-02-2026", batches.day(200), 3),
      row(pack.priceId, "GONE-1", batches.day(-400), batches.day(-2), 3),
      row(pack.priceId, "SEEN-1", batches.day(-10), batches.day(150), 4),
      row(pack.priceId, "ZERO-1", batches.day(-10), batches.day(150), 0),
      row(pack.priceId, "LEFT-1", batches.day(-10), batches.day(150), 6, "2"),
      row(999_999, "LOST-1", batches.day(-10), batches.day(150), 2),
      row(pack.priceId, "GOOD-1", batches.day(-10), batches.day(200), 3),
    ].join("\n");
    const res = await upload(team.owner.cookie, file);
    expect(res.status).toBe(400);
    const lines = (res.body.message as string).split("\n");
    expect(lines[0]).toBe("3 problems; nothing was received:");
    expect(lines).toContain("Row 3, made_on: write a real day, e.g. 2026-01-10 or 10-01-2026.");
    expect(lines).toContain(
      "Row 6, received: write how many packs arrived, a whole number from 1 to 1,000,000.",
    );
    expect(lines).toContain("Row 9, batch_no: GOOD-1 is on row 2 too for this pack.");
    expect(await shop.stockOf(pack.priceId)).toBe(4);

    // Rows right in themselves, wrong for the shop: checked against it, still all or nothing.
    const second = [
      HEADER,
      row(pack.priceId, "GOOD-1", batches.day(-10), batches.day(200), 3),
      row(pack.priceId, "GONE-1", batches.day(-400), batches.day(-2), 3),
      row(pack.priceId, "SEEN-1", batches.day(-10), batches.day(150), 4),
      row(pack.priceId, "LEFT-1", batches.day(-10), batches.day(150), 6, "2"),
      row(999_999, "LOST-1", batches.day(-10), batches.day(150), 2),
      row(shelf.priceId, "SHELF-1", batches.day(-10), batches.day(150), 2),
    ].join("\n");
    const refused = await upload(team.owner.cookie, second);
    expect(refused.status).toBe(400);
    const said = refused.body.message as string;
    expect(said).toContain("Row 3, expires_on: batch GONE-1 expired on");
    expect(said).toMatch(/Row 4, batch_no: SEEN-1 of .+ is already received \(made .+, 4 packs\)/);
    expect(said).toContain("Row 5, left: a new batch starts with all it received (6); leave left empty.");
    expect(said).toContain("Row 6, pack_id: the shop has no pack 999999.");
    expect(await shop.stockOf(pack.priceId)).toBe(4);
    // A pack still counted outside batches: its whole file is refused with the way out named.
    const counted = await upload(
      team.owner.cookie,
      [HEADER, row(shelf.priceId, "SHELF-1", batches.day(-10), batches.day(150), 2)].join("\n"),
    );
    expect(counted.status).toBe(400);
    expect(counted.body.message).toContain("Row 2: ");
    expect(counted.body.message).toContain("packs in no batch: first count them into their batches");
    expect(await shop.stockOf(shelf.priceId)).toBe(9);
    expect(await batches.unbalanced()).toEqual([]);
  });

  it("two uploads of the same new batch at once receive it once", async () => {
    const pack = await emptyPack("FRT-003");
    const file = [HEADER, row(pack.priceId, "RACE-1", batches.day(-5), batches.day(200), 10)].join("\n");
    const answers = await Promise.all([upload(team.owner.cookie, file), upload(team.owner.cookie, file)]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 200]);
    expect(await shop.stockOf(pack.priceId)).toBe(10);
    expect(answers.map((a) => a.body.message).sort()).toEqual([
      "1 batch received (10 packs).",
      "No new batch in the file; 1 already received, left as they are.",
    ]);
  });

  it("is for the stock roles only: a packer is refused, and so is a visitor not signed in", async () => {
    const pack = await emptyPack("FRT-004");
    const file = [HEADER, row(pack.priceId, "ROLE-1", batches.day(-5), batches.day(200), 4)].join("\n");
    expect((await upload(team.packer.cookie, file)).status).toBe(403);
    expect((await upload("", file)).status).toBe(401);
    expect((await download(team.packer.cookie)).res.status).toBe(403);
    expect(await shop.stockOf(pack.priceId)).toBe(0);
  });
});

describe("the batches spreadsheet's page, without scripts", () => {
  const context = () => ({ services: t.services, lang: "en" }) as unknown as AppLoadContext;

  it("downloads the CSV and receives an uploaded file as a plain multipart form", async () => {
    const pack = await emptyPack("FRT-005");
    const csv = (await sheetCsv({
      request: new Request("http://shop.test/admin/batches/export", {
        headers: { cookie: team.owner.cookie },
      }),
      context: context(),
      params: {},
    } as never)) as Response;
    expect(csv.headers.get("content-disposition")).toMatch(
      /attachment; filename="batches-\d{4}-\d{2}-\d{2}\.csv"/,
    );
    const form = new FormData();
    const file = [HEADER, row(pack.priceId, "FORM-1", batches.day(-5), batches.day(200), 8)].join("\n");
    form.append("file", new File([file], "batches.csv", { type: "text/csv" }));
    const answer = (await sheetAction({
      request: new Request("http://shop.test/admin/batches", {
        method: "POST",
        headers: { cookie: team.owner.cookie },
        body: form,
      }),
      context: context(),
      params: {},
    } as never)) as { data: { done?: string; received?: string[] } };
    expect(answer.data.done).toBe("1 batch received (8 packs).");
    expect(answer.data.received?.[0]).toMatch(/^FORM-1: .+ × 8$/);
    expect(await shop.stockOf(pack.priceId)).toBe(8);
  });
});

describe("a spreadsheet's day", () => {
  it("reads ISO days and India's day-first days, and nothing that is not a real day", () => {
    expect(sheetDay("2027-06-30")).toBe("2027-06-30");
    expect(sheetDay("30-06-2027")).toBe("2027-06-30");
    expect(sheetDay("1/7/2027")).toBe("2027-07-01");
    expect(sheetDay("30.06.2027")).toBe("2027-06-30");
    expect(sheetDay("31-02-2027")).toBeUndefined();
    expect(sheetDay("06/30/2027")).toBeUndefined();
    expect(sheetDay("June 2027")).toBeUndefined();
  });
});
