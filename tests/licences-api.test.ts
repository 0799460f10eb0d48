import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { indiaDay } from "../lib/india-time";
import { queryRows } from "../server/db/client";
import { licenceList } from "../server/modules/licences";
import { testAppForFile } from "./helpers/app";
import { pictureBytes } from "./helpers/images";
import { licenceBody, licenceNumbered, pdfBytes, uploadScan } from "./helpers/licences";
import { adminPost, staffForFile } from "./helpers/staff";

const t = testAppForFile();
const team = staffForFile(t);

const auditOf = (id: number) =>
  queryRows<{ actor: string; action: string; changes: Record<string, { before: unknown; after: unknown }> }>(
    t.database.db,
    sql`select actor, action, changes from audit_log where entity = 'licence' and entity_id = ${String(id)} order by id`,
  );

describe("the shop's licences, kept by the owner", () => {
  it("the owner adds, edits and removes a licence, each audited; the list has the demo shop's too", async () => {
    const { owner } = team;
    const before = await adminPost(t, owner.cookie, "/licences/list");
    expect(before.status).toBe(200);
    expect(before.body.data.map((l: { kind: string }) => l.kind).sort()).toEqual([
      "fertilisers",
      "insecticides",
      "seeds",
    ]);

    const made = await adminPost(t, owner.cookie, "/licences/create", licenceBody());
    expect(made.status, JSON.stringify(made.body)).toBe(200);
    expect(made.body.message).toBe("The licence is saved.");
    const licence = licenceNumbered(made.body, "WB/INS/2026/0099");
    expect(licence).toMatchObject({
      kind: "insecticides",
      authority: "Deputy Director of Agriculture, Jalpaiguri",
      valid_until: "2027-06-30",
      // Kept in the list's order of states, whatever order they came in.
      states: ["Sikkim", "West Bengal"],
      scan: null,
      ended: false,
      version: 1,
    });

    const edited = await adminPost(t, owner.cookie, "/licences/update", {
      ...licenceBody({ valid_until: "2028-03-31", states: ["West Bengal", "Assam", "Sikkim"] }),
      licence_id: licence.id,
      version: 1,
    });
    expect(edited.status).toBe(200);
    expect(licenceNumbered(edited.body, "WB/INS/2026/0099")).toMatchObject({
      valid_until: "2028-03-31",
      version: 2,
    });
    // A form loaded before that edit is refused, naming who saved it.
    const stale = await adminPost(t, owner.cookie, "/licences/update", {
      ...licenceBody(),
      licence_id: licence.id,
      version: 1,
    });
    expect(stale.status).toBe(409);
    expect(stale.body.message).toMatch(
      new RegExp(`^This licence was changed by ${owner.name} at .*; reload\\.$`),
    );

    const removed = await adminPost(t, owner.cookie, "/licences/remove", {
      licence_id: licence.id,
      version: 2,
    });
    expect(removed.status).toBe(200);
    expect(licenceNumbered(removed.body, "WB/INS/2026/0099")).toBeUndefined();

    const log = await auditOf(licence.id);
    expect(log.map((e) => e.action)).toEqual(["create", "update", "remove"]);
    expect(log.every((e) => e.actor === owner.name)).toBe(true);
    expect(log[1].changes.validUntil).toEqual({ before: "2027-06-30", after: "2028-03-31" });
    expect(log[2].changes.number).toEqual({ before: "WB/INS/2026/0099", after: null });
  });

  it("only the owner: a manager and a packer are refused, and nothing is written", async () => {
    for (const member of [team.manager, team.packer]) {
      const listed = await adminPost(t, member.cookie, "/licences/list");
      expect(listed.status).toBe(403);
      expect(listed.body.message).toContain("it needs the owner role");
      const made = await adminPost(t, member.cookie, "/licences/create", licenceBody({ number: "NOPE-1" }));
      expect(made.status).toBe(403);
    }
    const [row] = await queryRows<{ n: number }>(
      t.database.db,
      sql`select count(*)::int as n from shop_licences where number = 'NOPE-1'`,
    );
    expect(Number(row.n)).toBe(0);
  });

  it("refuses what is not a licence with a sentence per field", async () => {
    const bad = await adminPost(t, team.owner.cookie, "/licences/create", {
      kind: "pesticides",
      number: " ",
      authority: "",
      valid_until: "2027-02-30",
      states: ["Atlantis"],
    });
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toMatchObject({
      kind: "Choose what the licence is for: insecticides, fertilisers or seeds.",
      number: "Enter the licence's number.",
      valid_until: "Enter the last day it is valid, e.g. 2027-03-31.",
      "states.0": "Choose the states from the list.",
    });
    const none = await adminPost(t, team.owner.cookie, "/licences/create", licenceBody({ states: [] }));
    expect(none.body.errors).toMatchObject({ states: "Choose at least one state the licence covers." });
  });

  it("says a licence has ended from India's next day, not UTC's", async () => {
    const made = await adminPost(
      t,
      team.owner.cookie,
      "/licences/create",
      licenceBody({ number: "DAY-END-1", valid_until: "2026-12-31" }),
    );
    expect(made.status).toBe(200);
    const at = async (iso: string) =>
      (await licenceList(t.services.licences, new Date(iso))).find((l) => l.number === "DAY-END-1");
    // 23:59 on 31 December in India (still 31 December in UTC as well).
    expect((await at("2026-12-31T18:29:00Z"))?.ended).toBe(false);
    // 00:00 on 1 January in India, while UTC is still on 31 December.
    expect((await at("2026-12-31T18:30:00Z"))?.ended).toBe(true);
    expect(indiaDay(new Date("2026-12-31T18:30:00Z"))).toBe("2027-01-01");
  });
});

describe("a licence's scan", () => {
  const newLicence = async (number: string) => {
    const made = await adminPost(t, team.owner.cookie, "/licences/create", licenceBody({ number }));
    return licenceNumbered(made.body, number) as { id: number; version: number };
  };

  it("takes a PDF by its first bytes and serves it to the owner only, as a download", async () => {
    const licence = await newLicence("SCAN-PDF-1");
    const pdf = await pdfBytes();
    const saved = await uploadScan(t, team.owner.cookie, licence, pdf, "licence.bin");
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    const shown = licenceNumbered(saved.body, "SCAN-PDF-1");
    expect(shown.scan).toEqual({ kind: "pdf", url: `/admin/settings/licences/${licence.id}/scan.pdf` });
    expect(shown.version).toBe(2);

    const file = await t.app.request(shown.scan.url, { headers: { cookie: team.owner.cookie } });
    expect(file.status).toBe(200);
    expect(file.headers.get("content-type")).toBe("application/pdf");
    expect(file.headers.get("content-disposition")).toBe(
      'attachment; filename="licence-insecticides-SCAN-PDF-1.pdf"',
    );
    expect(file.headers.get("x-content-type-options")).toBe("nosniff");
    expect(file.headers.get("content-security-policy")).toBe("sandbox; default-src 'none'");
    expect(file.headers.get("cache-control")).toBe("private, no-store");
    expect(Buffer.from(await file.arrayBuffer()).equals(pdf)).toBe(true);

    const manager = await t.app.request(shown.scan.url, { headers: { cookie: team.manager.cookie } });
    expect(manager.status).toBe(403);
    const nobody = await t.app.request(shown.scan.url);
    expect(nobody.status).toBe(302);
    expect(nobody.headers.get("location")).toContain("/admin/login?next=");
    // The public uploads path serves pictures only: the PDF is not there under any name.
    const hash = (
      await queryRows<{ h: string }>(
        t.database.db,
        sql`select scan_pdf as h from shop_licences where id = ${licence.id}`,
      )
    )[0].h;
    expect((await t.app.request(`/uploads/${hash}.pdf`)).status).toBe(404);
    const audit = await auditOf(licence.id);
    expect(audit.at(-1)?.changes.scan).toEqual({ before: null, after: `${hash}.pdf` });
  });

  it("takes a picture as WebP copies, like every upload", async () => {
    const licence = await newLicence("SCAN-JPG-1");
    const saved = await uploadScan(
      t,
      team.owner.cookie,
      licence,
      await pictureBytes("jpeg", 900, 1200),
      "scan.jpg",
    );
    expect(saved.status).toBe(200);
    const { scan } = licenceNumbered(saved.body, "SCAN-JPG-1");
    expect(scan.kind).toBe("image");
    expect(scan.url).toMatch(/^\/uploads\/[0-9a-f]{24}-900\.webp$/);
    const copy = await t.app.request(scan.url);
    expect(copy.headers.get("content-type")).toBe("image/webp");
  });

  it("refuses a file that is neither, a PDF cut short, one too large, and one sent by a manager", async () => {
    const licence = await newLicence("SCAN-BAD-1");
    const html = Buffer.from("<html><script>alert(1)</script></html>");
    const named = await uploadScan(t, team.owner.cookie, licence, html, "licence.pdf", "application/pdf");
    expect(named.status).toBe(415);
    expect(named.body.message).toBe(
      "A licence's scan must be a PDF or a JPEG, PNG or WebP picture, and this file is neither.",
    );
    const pdf = await pdfBytes();
    const cut = await uploadScan(t, team.owner.cookie, licence, pdf.subarray(0, pdf.length - 40), "cut.pdf");
    expect(cut.status).toBe(400);
    expect(cut.body.message).toBe(
      "This PDF is incomplete (it has no end marker): save it again and upload that.",
    );
    const huge = Buffer.concat([
      Buffer.from("%PDF-1.4\n"),
      Buffer.alloc(10 * 1024 * 1024 + 1),
      Buffer.from("%%EOF"),
    ]);
    const large = await uploadScan(t, team.owner.cookie, licence, huge, "huge.pdf");
    expect(large.status).toBe(413);
    expect(large.body.message).toBe("The scan is too large: 10 MB at most.");
    const byManager = await uploadScan(t, team.manager.cookie, licence, pdf, "licence.pdf");
    expect(byManager.status).toBe(403);
    const list = await adminPost(t, team.owner.cookie, "/licences/list");
    expect(licenceNumbered(list.body, "SCAN-BAD-1")).toMatchObject({ scan: null, version: 1 });
  });
});
