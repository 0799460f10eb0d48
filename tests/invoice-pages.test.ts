import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { queryRows } from "../server/db/client";
import { tooManyInvoices } from "../server/modules/invoices/invoices.service";
import { testAppForFile } from "./helpers/app";
import { newCustomer } from "./helpers/customers";
import { pdfText } from "./helpers/pdf-text";
import { shopHelpers } from "./helpers/shop";
import { adminPost, newStaff } from "./helpers/staff";

const t = testAppForFile({ TRUST_PROXY: "true" });
const shop = shopHelpers(() => t);

const get = (path: string, cookie = "") => t.app.request(path, { headers: cookie ? { cookie } : {} });
const customerCookie = (sessionKey: string) => `sid=${encodeURIComponent(sessionKey)}`;
const numberOf = async (orderId: number, kind = "INVOICE") =>
  (
    await queryRows<{ number: string }>(
      t.database.db,
      sql`select number from invoices where order_id = ${orderId} and kind = ${kind}`,
    )
  )[0]?.number;

describe("an order's invoice for its customer", () => {
  it("opens as a printable page and as a PDF that carries its number", async () => {
    const { c, orderId } = await shop.paidOrder("FRT-003");
    const number = await numberOf(orderId);
    const page = await get(`/invoice/${orderId}`, customerCookie(c.sessionKey));
    expect(page.status).toBe(200);
    expect(page.headers.get("content-type")).toContain("text/html");
    expect(page.headers.get("cache-control")).toBe("private, no-store");
    const html = await page.text();
    expect(html).toContain(`data-testid="invoice-number">${number}<`);
    expect(html).toContain("Rupees ");
    expect(html).toContain("@media print");
    expect(html).toContain(`href="/invoice/${orderId}.pdf"`);

    const pdf = await get(`/invoice/${orderId}.pdf`, customerCookie(c.sessionKey));
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get("content-type")).toBe("application/pdf");
    expect(pdf.headers.get("content-disposition")).toContain(`${number.replace(/\//g, "-")}.pdf`);
    const bytes = Buffer.from(await pdf.arrayBuffer());
    expect(bytes.subarray(0, 5).toString("latin1")).toBe("%PDF-");
    expect(bytes.subarray(-6).toString("latin1")).toContain("%%EOF");
    const text = pdfText(bytes);
    expect(text).toContain(number);
    expect(text).toContain("TAX INVOICE");
    expect(text.some((s) => s.startsWith("₹"))).toBe(true);
    // The fonts that print ₹ and Devanagari are embedded.
    expect(bytes.toString("latin1")).toMatch(/\/FontFile2/);
    expect(bytes.toString("latin1")).toContain("NotoSans");
  });

  it("is not found for anyone else, for an unpaid order and for an address that is no invoice", async () => {
    const { orderId } = await shop.paidOrder("FRT-003");
    const other = await newCustomer(t);
    for (const path of [
      `/invoice/${orderId}`,
      `/invoice/${orderId}.pdf`,
      `/invoice/${orderId}/credit-note`,
    ]) {
      expect((await get(path, customerCookie(other.sessionKey))).status, path).toBe(404);
    }
    const pack = await shop.pack("FRT-003");
    const unpaid = await shop.shopper(pack, 1);
    const placed = (
      await t.post("/api/payment_request/v2/", { ...unpaid.auth, address_id: unpaid.addressId })
    ).body.data;
    expect((await get(`/invoice/${placed.order_id}`, customerCookie(unpaid.sessionKey))).status).toBe(404);
    for (const path of [
      "/invoice/999999999",
      "/invoice/12.txt",
      "/invoice/abc",
      `/invoice/${orderId}/other`,
    ]) {
      expect((await get(path, customerCookie(other.sessionKey))).status, path).toBe(404);
    }
    // A guest is asked to log in first, and comes back here.
    const guest = await get(`/invoice/${orderId}`);
    expect(guest.status).toBe(302);
    expect(guest.headers.get("location")).toBe(
      `/login?redirectTo=${encodeURIComponent(`/invoice/${orderId}`)}`,
    );
  });

  it("a cancelled order shows its credit note, linked from the invoice", async () => {
    const { c, orderId } = await shop.paidOrder("FRT-003");
    expect((await t.post("/api/order/cancel/v1/", { ...c.auth, order_id: orderId })).status).toBe(200);
    const note = await numberOf(orderId, "CREDIT_NOTE");
    const invoice = await (await get(`/invoice/${orderId}`, customerCookie(c.sessionKey))).text();
    expect(invoice).toContain(`href="/invoice/${orderId}/credit-note"`);
    const page = await (await get(`/invoice/${orderId}/credit-note`, customerCookie(c.sessionKey))).text();
    expect(page).toContain(`data-testid="invoice-number">${note}<`);
    expect(page).toContain("Against invoice");
    const pdf = await get(`/invoice/${orderId}/credit-note.pdf`, customerCookie(c.sessionKey));
    const text = pdfText(Buffer.from(await pdf.arrayBuffer()));
    expect(text).toContain(note);
    expect(text).toContain("CREDIT NOTE");
  });
});

describe("invoices in the back office", () => {
  it("staff who handle money open any order's invoice; a packer gets 403, no one signed in the login", async () => {
    const { orderId } = await shop.paidOrder("PST-001");
    const number = await numberOf(orderId);
    const manager = await newStaff(t, "manager");
    const page = await get(`/admin/invoices/${orderId}`, manager.cookie);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain(`href="/admin/orders/${orderId}"`);
    const pdf = await get(`/admin/invoices/${orderId}.pdf`, manager.cookie);
    expect(pdfText(Buffer.from(await pdf.arrayBuffer()))).toContain(number);
    const packer = await newStaff(t, "packer");
    expect((await get(`/admin/invoices/${orderId}`, packer.cookie)).status).toBe(403);
    const none = await get(`/admin/invoices/${orderId}.pdf`);
    expect(none.status).toBe(302);
    expect(none.headers.get("location")).toContain("/admin/login");
  });

  it("lists the documents of a period and exports them as CSV for GST returns; a packer gets 403", async () => {
    const inter = await shop.paidOrder("PST-001");
    const { c, orderId } = await shop.paidOrder("FRT-003");
    await t.post("/api/order/cancel/v1/", { ...c.auth, order_id: orderId });
    const owner = await newStaff(t, "owner");
    const today = new Date().toLocaleDateString("en-CA", { timeZone: "Asia/Kolkata" });
    const list = await adminPost(t, owner.cookie, "/invoices/list", { from: today, to: today });
    expect(list.status).toBe(200);
    const numbers = list.body.data.rows.map((r: { number: string }) => r.number);
    expect(numbers).toContain(await numberOf(inter.orderId));
    expect(numbers).toContain(await numberOf(orderId, "CREDIT_NOTE"));
    const note = list.body.data.rows.find((r: { kind: string }) => r.kind === "CREDIT_NOTE");
    expect(note.against).toMatch(/^HA\/\d{4}-\d{2}\/\d{6}$/);
    const notes = await adminPost(t, owner.cookie, "/invoices/list", { kind: "CREDIT_NOTE" });
    expect(notes.body.data.rows.every((r: { kind: string }) => r.kind === "CREDIT_NOTE")).toBe(true);

    const csv = await t.app.request("/api/admin/v1/invoices/export", {
      method: "POST",
      headers: { "content-type": "application/json", cookie: owner.cookie },
      body: JSON.stringify({ from: today, to: today }),
    });
    expect(csv.status).toBe(200);
    expect(csv.headers.get("content-type")).toContain("text/csv");
    const lines = (await csv.text()).trim().split("\r\n");
    expect(lines[0]).toBe(
      "document,number,date,financial_year,order_id,against_invoice,buyer_gstin,buyer_name,supply_type,place_of_supply,document_value,gst_rate,taxable_value,igst,cgst,sgst",
    );
    const interNumber = await numberOf(inter.orderId);
    const row = lines.find((l) => l.includes(interNumber));
    // A pesticide at 18 % to West Bengal: CGST and SGST, no IGST.
    expect(row).toMatch(/^Tax invoice,HA\/.+,B2C,19-West Bengal,[\d.]+,18,[\d.]+,0\.00,[\d.]+,[\d.]+$/);
    expect(lines.some((l) => l.startsWith("Credit note,"))).toBe(true);
    // A period holding more documents than one file takes is refused, never written cut short.
    const all = [new Date(0), new Date(Date.now() + 86_400_000)] as const;
    await expect(t.services.invoices.exportCsv(...all, 1)).rejects.toThrow(tooManyInvoices(1));

    const bad = await adminPost(t, owner.cookie, "/invoices/list", { from: today, to: "2000-01-01" });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe("The period must end on or after the day it starts.");
    const packer = await newStaff(t, "packer");
    expect((await adminPost(t, packer.cookie, "/invoices/list", {})).status).toBe(403);
    expect((await adminPost(t, packer.cookie, "/invoices/export", { from: today, to: today })).status).toBe(
      403,
    );
  });
});

describe("the shop's licences on its tax invoices", () => {
  it("prints the licences valid on the day of issue, page and PDF, and keeps them as issued", async () => {
    const { c, orderId } = await shop.paidOrder("PST-001");
    const html = await (await get(`/invoice/${orderId}`, customerCookie(c.sessionKey))).text();
    const line =
      "Licences: Fertilisers DEMO/FRT/SLG/2024/0087, Insecticides DEMO/INS/SLG/2024/0142, Seeds DEMO/SD/SLG/2024/0031";
    expect(html).toContain(`<p data-testid="invoice-licences">${line}</p>`);
    const pdf = pdfText(
      Buffer.from(await (await get(`/invoice/${orderId}.pdf`, customerCookie(c.sessionKey))).arrayBuffer()),
    );
    // The PDF wraps the line where it must.
    expect(pdf.join("").replace(/\s+/g, "")).toContain(line.replace(/\s+/g, ""));

    // A licence changed later changes no invoice issued before.
    const owner = await newStaff(t, "owner");
    const list = await adminPost(t, owner.cookie, "/licences/list");
    const seeds = list.body.data.find((l: { kind: string }) => l.kind === "seeds");
    const saved = await adminPost(t, owner.cookie, "/licences/update", {
      licence_id: seeds.id,
      version: seeds.version,
      kind: "seeds",
      number: "DEMO/SD/SLG/2027/9999",
      authority: seeds.authority,
      valid_until: seeds.valid_until,
      states: seeds.states,
    });
    expect(saved.status).toBe(200);
    expect(await (await get(`/invoice/${orderId}`, customerCookie(c.sessionKey))).text()).toContain(line);
  });
});
