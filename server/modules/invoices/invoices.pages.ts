import { type Context, Hono } from "hono";
import { loginPath } from "../../../lib/return-to";
import { sessionKeyFromCookies } from "../../../lib/session-cookie";
import { can, refusal } from "../../../lib/staff-roles";
import type { AppEnv } from "../../http/app-env";
import { staffKeyOf } from "../../http/staff-auth";
import type { AccountsService } from "../accounts";
import type { StaffSessions } from "../staff";
import { creditNoteFile } from "./credit-note-file";
import { type InvoiceLinks, invoiceHtml } from "./invoice-html";
import { invoicePdf } from "./invoice-pdf";
import { invoiceView } from "./invoice-view";
import type { InvoicesService, OrderDocuments } from "./invoices.service";

const FILE = /^(\d{1,9})(\.pdf)?$/;
const CREDIT_NOTE = /^credit-note(?:-([1-9]\d{0,3}))?(\.pdf)?$/;

/** Which document an address asks for: the invoice, or the n-th credit note (1: the first), page or PDF. */
interface Wanted {
  orderId: number;
  /** 0 for the tax invoice. */
  creditNote: number;
  pdf: boolean;
}

function wanted(c: Context): Wanted | null {
  const { id, file } = c.req.param() as { id?: string; file: string };
  if (id === undefined) {
    const m = FILE.exec(file);
    return m ? { orderId: Number(m[1]), creditNote: 0, pdf: Boolean(m[2]) } : null;
  }
  const m = CREDIT_NOTE.exec(file);
  if (!/^\d{1,9}$/.test(id) || !m) return null;
  const position = Number(m[1] ?? 1);
  // `credit-note-1` is `credit-note`: one address per document.
  if (m[1] === "1") return null;
  return { orderId: Number(id), creditNote: position, pdf: Boolean(m[2]) };
}

/** The page or the PDF of one document, with the links around it. */
async function answer(
  c: Context<AppEnv>,
  docs: OrderDocuments,
  want: Wanted,
  base: string,
  back: InvoiceLinks["back"],
) {
  const doc = want.creditNote ? docs.creditNotes[want.creditNote - 1] : docs.invoice;
  if (!doc || !docs.invoice) return null;
  // A credit note cancels the invoice in full only when it is the order's one credit note of all of it.
  const whole = docs.creditNotes.length === 1 && doc.totalPaise === docs.invoice.totalPaise;
  const view = invoiceView(doc, want.creditNote ? docs.invoice.number : null, whole);
  c.header("Cache-Control", "private, no-store");
  if (want.pdf) {
    const pdf = await invoicePdf(view, doc.issuedAt);
    return c.body(new Uint8Array(pdf), 200, {
      "content-type": "application/pdf",
      "content-disposition": `inline; filename="${doc.number.replace(/\//g, "-")}.pdf"`,
    });
  }
  const self = want.creditNote ? `${base}/${creditNoteFile(want.creditNote)}` : base;
  const links: InvoiceLinks = { back, pdf: `${self}.pdf` };
  if (want.creditNote) links.other = { href: base, label: "Tax invoice" };
  else if (docs.creditNotes.length === 1) links.other = { href: `${base}/credit-note`, label: "Credit note" };
  return c.html(invoiceHtml(view, links, c.get("secureHeadersNonce") ?? ""));
}

/**
 * `/invoice/{orderId}` and `/invoice/{orderId}.pdf` (and `/credit-note`, `/credit-note-2`, … and their `.pdf`)
 * for the order's customer; `/admin/invoices/…` the same for staff who handle money (the staff
 * cookie is only sent under /admin). Anyone else, and an order without the document, gets the
 * shop's not-found page: the request goes on to the pages, which have no such address.
 */
export function invoicePages(deps: {
  invoices: InvoicesService;
  accounts: AccountsService;
  sessions: StaffSessions;
}) {
  const app = new Hono<AppEnv>();

  const customer = async (c: Context<AppEnv>, next: () => Promise<void>) => {
    const want = wanted(c);
    if (!want) return next();
    const key = sessionKeyFromCookies(c.req.header("cookie"));
    const me = key ? await deps.accounts.authenticate(key) : null;
    if (!me) return c.redirect(loginPath(c.req.path), 302);
    const docs = await deps.invoices.forOrder(want.orderId);
    if (!docs || docs.userId !== me.userId) return next();
    const res = await answer(c, docs, want, `/invoice/${want.orderId}`, {
      href: `/order/${want.orderId}`,
      label: `Order #${want.orderId}`,
    });
    return res ?? next();
  };

  const staff = async (c: Context<AppEnv>, next: () => Promise<void>) => {
    const want = wanted(c);
    if (!want) return next();
    const key = staffKeyOf(c);
    const member = key ? await deps.sessions.authenticate(key) : null;
    if (!member) return c.redirect(`/admin/login?next=${encodeURIComponent(c.req.path)}`, 302);
    if (member.mustSetUpTwoFactor) return c.redirect("/admin/account", 302);
    if (!can(member.role, "payments")) return c.text(refusal("payments"), 403);
    const docs = await deps.invoices.forOrder(want.orderId);
    const res = docs
      ? await answer(c, docs, want, `/admin/invoices/${want.orderId}`, {
          href: `/admin/orders/${want.orderId}`,
          label: `Order #${want.orderId}`,
        })
      : null;
    return res ?? next();
  };

  app.get("/invoice/:file", customer);
  app.get("/invoice/:id/:file", customer);
  app.get("/admin/invoices/:file", staff);
  app.get("/admin/invoices/:id/:file", staff);
  return app;
}
