import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { queryRows } from "../server/db/client";
import { testAppForFile } from "./helpers/app";
import { newCustomer } from "./helpers/customers";
import { lastEmailTo } from "./helpers/emails";
import { adminPost, staffForFile } from "./helpers/staff";

/** The back office's inboxes (/api/admin/v1/enquiries/… and /messages/…), with each role's refusals. */
const t = testAppForFile({ TRUST_PROXY: "true" });
const team = staffForFile(t);
let pack: { id: number; price_id: number; name: string };
beforeAll(async () => {
  [pack] = await queryRows(
    t.database.db,
    sql`select p.id, pp.id as price_id, p.name from products p join product_prices pp on pp.product_id = p.id where p.sku = 'FRT-001' order by pp.display_order limit 1`,
  );
});

let sent = 0;
/** A bulk enquiry from the storefront's API, as a signed-in customer sends it. */
async function enquiry(name = "Bagan Traders", email = "buyer@example.com") {
  const c = await newCustomer(t);
  const res = await t.post("/api/bulkorder/add/v1/", {
    ...c.auth,
    name,
    email,
    phone: "9812345678",
    products: [{ productId: pack.id, unit: { product_price_id: pack.price_id }, quantity: 200 }],
  });
  expect(res.status).toBe(200);
  return { c, id: res.body.data.enquiry_id as number };
}

/** A message from the contact page. */
async function contactMessage(
  first = "Meera",
  email = "meera@example.com",
  message = "Do you deliver to Darjeeling?",
) {
  sent++;
  const res = await t.post(
    "/api/contact/v1/",
    { first_name: first, last_name: "Das", email, message },
    { "x-forwarded-for": `192.0.2.${sent}` },
  );
  expect(res.status).toBe(200);
  const [row] = await queryRows<{ id: number }>(
    t.database.db,
    sql`select max(id) as id from contact_messages`,
  );
  return row.id;
}

const lastEmail = (to: string) => lastEmailTo(t, to);
const auditOf = (entity: string, id: number) =>
  queryRows<{ action: string; actor: string }>(
    t.database.db,
    sql`select action, actor from audit_log where entity = ${entity} and entity_id = ${String(id)} order by id`,
  );

describe("the bulk enquiries inbox", () => {
  it("lists a new enquiry first with counts per status, filters, searches and pages", async () => {
    const { id } = await enquiry("Terai Tea Estates", "estate@example.com");
    const list = await adminPost(t, team.manager.cookie, "/enquiries/list", {});
    expect(list.status).toBe(200);
    expect(list.body.data.rows[0]).toMatchObject({
      enquiry_id: id,
      status: "new",
      name: "Terai Tea Estates",
      email: "estate@example.com",
      phone: "9812345678",
      items: 1,
      first_product: pack.name,
    });
    expect(list.body.data.counts).toMatchObject({ quoted: expect.any(Number), won: 0, lost: 0, closed: 0 });
    expect(list.body.data.counts.new).toBeGreaterThanOrEqual(1);

    const found = await adminPost(t, team.manager.cookie, "/enquiries/list", { q: "terai", status: "new" });
    expect(found.body.data.rows.map((r: { enquiry_id: number }) => r.enquiry_id)).toEqual([id]);
    const byNumber = await adminPost(t, team.owner.cookie, "/enquiries/list", { q: `#${id}` });
    expect(byNumber.body.data.rows[0].enquiry_id).toBe(id);
    const none = await adminPost(t, team.manager.cookie, "/enquiries/list", { q: "terai", status: "won" });
    expect(none.body.data).toMatchObject({ rows: [], total: 0, page: 1, page_count: 1 });
    // A page past the end shows the last page.
    const far = await adminPost(t, team.manager.cookie, "/enquiries/list", { page: "900" });
    expect(far.body.data.page).toBe(far.body.data.page_count);
  });

  it("shows one enquiry with its rows; notes, statuses and an emailed reply are kept in its history and audited", async () => {
    const { c, id } = await enquiry();
    const read = await adminPost(t, team.manager.cookie, "/enquiries/get", { enquiry_id: id });
    expect(read.body.data).toMatchObject({
      enquiry_id: id,
      status: "new",
      customer: { customer_id: c.userId, fullname: c.fullname, disabled: false },
      lines: [{ product_id: pack.id, product_name: pack.name, qty: 200 }],
      history: [],
    });

    const note = await adminPost(t, team.manager.cookie, "/enquiries/note", {
      enquiry_id: id,
      note: "Call after 5 pm.",
    });
    expect(note.body).toMatchObject({ status: 1, message: "Note added." });

    const reply = await adminPost(t, team.manager.cookie, "/enquiries/reply", {
      enquiry_id: id,
      message: "Namaste! 200 packs at ₹400 each.\n\nDelivery in 5 days.",
      status: "quoted",
    });
    expect(reply.body).toMatchObject({
      status: 1,
      message: "Your reply is on its way to buyer@example.com.",
    });
    expect(reply.body.data.status).toBe("quoted");
    expect(reply.body.data.history).toEqual([
      expect.objectContaining({ kind: "note", body: "Call after 5 pm.", staff_name: team.manager.name }),
      expect.objectContaining({
        kind: "reply",
        body: "Namaste! 200 packs at ₹400 each.\n\nDelivery in 5 days.",
      }),
      expect.objectContaining({ kind: "status", status: "quoted", body: "" }),
    ]);
    const email = await lastEmail("buyer@example.com");
    expect(email).toMatchObject({ kind: "enquiry-reply", status: "PENDING" });
    expect(email?.subject).toContain(`enquiry #${id}`);
    expect(email?.bodyText).toContain("Hello Bagan Traders,");
    expect(email?.bodyText).toContain("Delivery in 5 days.");
    expect(email?.bodyText).toContain(`${pack.name} (`);
    expect(email?.bodyHtml).toContain("Namaste! 200 packs at ₹400 each.</p>");

    const won = await adminPost(t, team.owner.cookie, "/enquiries/status", { enquiry_id: id, status: "won" });
    expect(won.body).toMatchObject({ status: 1, message: `Enquiry #${id} is now won.` });
    const again = await adminPost(t, team.owner.cookie, "/enquiries/status", {
      enquiry_id: id,
      status: "won",
    });
    expect(again.body.message).toBe(`Enquiry #${id} was already won.`);
    expect(again.body.data.history).toHaveLength(4);
    expect((await auditOf("enquiry", id)).map((a) => a.action)).toEqual([
      "note",
      "reply",
      "status",
      "status",
    ]);
  });

  it("refuses bad input with a clear message per field, and 404 for an unknown enquiry", async () => {
    const { id } = await enquiry();
    /** The manager's request about this enquiry. */
    const onEnquiry = (path: string, fields: object) =>
      adminPost(t, team.manager.cookie, path, { enquiry_id: id, ...fields });
    const bad = await onEnquiry("/enquiries/status", { status: "NEW" });
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toEqual({ status: "Choose a status: new, quoted, won, lost or closed." });
    const empty = await onEnquiry("/enquiries/reply", { message: "   " });
    expect(empty.status).toBe(400);
    expect(empty.body.errors).toEqual({ message: "Write the reply." });
    const long = await onEnquiry("/enquiries/note", { note: "x".repeat(2001) });
    expect(long.body.errors).toEqual({ note: "Must be at most 2000 characters." });
    const nul = await onEnquiry("/enquiries/note", { note: "a\u0000b" });
    expect(nul.status).toBe(400);
    const noId = await adminPost(t, team.manager.cookie, "/enquiries/get", { enquiry_id: "abc" });
    expect(noId.body.errors).toEqual({ enquiry_id: "enquiry_id must be an enquiry number." });
    const page = await adminPost(t, team.manager.cookie, "/enquiries/list", { page: "first" });
    expect(page.body.errors).toEqual({ page: "The page must be a whole number from 1." });
    const longQ = await adminPost(t, team.manager.cookie, "/enquiries/list", { q: "x".repeat(101) });
    expect(longQ.body.errors).toEqual({ q: "Search for at most 100 characters." });
    expect(
      await adminPost(t, team.manager.cookie, "/enquiries/reply", { enquiry_id: 999_999, message: "Hi" }),
    ).toEqual({
      status: 404,
      body: { status: 0, message: "This enquiry was not found." },
    });
    expect(
      (await adminPost(t, team.manager.cookie, "/enquiries/get", { enquiry_id: id })).body.data.history,
    ).toEqual([]);
  });
});

describe("the contact messages inbox", () => {
  it("lists, searches, reads; a reply is emailed, kept and marks the message answered; spam and notes", async () => {
    const id = await contactMessage("Meera", "meera@example.com", "Do you deliver to Darjeeling?");
    const list = await adminPost(t, team.owner.cookie, "/messages/list", { status: "new" });
    expect(list.body.data.rows[0]).toMatchObject({
      message_id: id,
      status: "new",
      name: "Meera Das",
      email: "meera@example.com",
      message: "Do you deliver to Darjeeling?",
    });
    expect(list.body.data.counts).toMatchObject({ new: expect.any(Number), answered: 0, spam: 0 });
    const found = await adminPost(t, team.owner.cookie, "/messages/list", { q: "darjeeling" });
    expect(found.body.data.rows.map((r: { message_id: number }) => r.message_id)).toEqual([id]);

    const reply = await adminPost(t, team.manager.cookie, "/messages/reply", {
      message_id: id,
      message: "Yes, we deliver to Darjeeling in 4 days.",
    });
    expect(reply.body).toMatchObject({
      status: 1,
      message: "Your reply is on its way to meera@example.com.",
    });
    expect(reply.body.data).toMatchObject({ status: "answered", ip: `192.0.2.${sent}` });
    expect(reply.body.data.history.map((h: { kind: string }) => h.kind)).toEqual(["reply", "status"]);
    const email = await lastEmail("meera@example.com");
    expect(email).toMatchObject({
      kind: "message-reply",
      subject: expect.stringContaining("Re: your message"),
    });
    expect(email?.bodyText).toContain("Yes, we deliver to Darjeeling in 4 days.");
    expect(email?.bodyText).toContain("Do you deliver to Darjeeling?");

    const spamId = await contactMessage("Bot", "bot@example.com", "Cheap followers");
    const spam = await adminPost(t, team.manager.cookie, "/messages/status", {
      message_id: spamId,
      status: "spam",
    });
    expect(spam.body).toMatchObject({ status: 1, message: `Message #${spamId} is now spam.` });
    const note = await adminPost(t, team.manager.cookie, "/messages/note", {
      message_id: spamId,
      note: "Ignore",
    });
    expect(note.body.data.history.map((h: { kind: string }) => h.kind)).toEqual(["status", "note"]);
    const counts = (await adminPost(t, team.manager.cookie, "/messages/list", {})).body.data.counts;
    expect(counts).toMatchObject({ answered: 1, spam: 1 });
    expect((await auditOf("message", id)).map((a) => a.action)).toEqual(["reply", "status"]);
  });

  it("keeps a message sent with a phone and no email; the reply is by phone, never an email", async () => {
    sent++;
    const res = await t.post(
      "/api/contact/v1/",
      { first_name: "Ramesh", phone: "+91 98300-44444", message: "Urea 50 kg ka bhav?" },
      { "x-forwarded-for": `192.0.2.${sent}` },
    );
    expect(res.status).toBe(200);
    const found = await adminPost(t, team.owner.cookie, "/messages/list", { q: "9830044444" });
    const [row] = found.body.data.rows;
    expect(row).toMatchObject({ name: "Ramesh", email: null, phone: "9830044444" });
    const [emailsBefore] = await queryRows<{ n: number }>(
      t.database.db,
      sql`select count(*)::int as n from email_outbox`,
    );
    const reply = await adminPost(t, team.manager.cookie, "/messages/reply", {
      message_id: row.message_id,
      message: "Rs 270 a bag.",
    });
    expect(reply.status).toBe(400);
    expect(reply.body.message).toBe("This message has no email address: reply by phone instead.");
    const [emailsAfter] = await queryRows<{ n: number }>(
      t.database.db,
      sql`select count(*)::int as n from email_outbox`,
    );
    expect(emailsAfter.n).toBe(emailsBefore.n);
    // Neither an email nor a phone: refused with the sentence, nothing kept.
    const none = await t.post(
      "/api/contact/v1/",
      { first_name: "Ramesh", message: "Hello" },
      { "x-forwarded-for": "192.0.2.250" },
    );
    expect(none.status).toBe(400);
    expect(none.body.errors).toEqual({
      phone: "Give an email or a phone number, so that we can answer you.",
    });
  });

  it("refuses bad input and unknown messages", async () => {
    const id = await contactMessage();
    const bad = await adminPost(t, team.manager.cookie, "/messages/status", {
      message_id: id,
      status: "quoted",
    });
    expect(bad.body.errors).toEqual({ status: "Choose a status: new, answered or spam." });
    const empty = await adminPost(t, team.manager.cookie, "/messages/reply", { message_id: id });
    expect(empty.body.errors).toEqual({ message: "Write the reply." });
    const note = await adminPost(t, team.manager.cookie, "/messages/note", { message_id: id, note: "" });
    expect(note.body.errors).toEqual({ note: "Write the note." });
    expect((await adminPost(t, team.manager.cookie, "/messages/get", { message_id: 0 })).body.errors).toEqual(
      {
        message_id: "message_id must be a message number.",
      },
    );
    expect(
      (await adminPost(t, team.manager.cookie, "/messages/note", { message_id: 999_999, note: "x" })).status,
    ).toBe(404);
  });
});

describe("roles", () => {
  it("refuses packers (403, naming the roles) on every inbox endpoint, and changes nothing", async () => {
    const { id } = await enquiry();
    const messageId = await contactMessage();
    const calls: [string, object][] = [
      ["/enquiries/list", {}],
      ["/enquiries/get", { enquiry_id: id }],
      ["/enquiries/status", { enquiry_id: id, status: "lost" }],
      ["/enquiries/note", { enquiry_id: id, note: "x" }],
      ["/enquiries/reply", { enquiry_id: id, message: "x" }],
      ["/messages/list", {}],
      ["/messages/get", { message_id: messageId }],
      ["/messages/status", { message_id: messageId, status: "spam" }],
      ["/messages/note", { message_id: messageId, note: "x" }],
      ["/messages/reply", { message_id: messageId, message: "x" }],
    ];
    for (const [path, body] of calls) {
      const res = await adminPost(t, team.packer.cookie, path, body);
      expect(res, path).toEqual({
        status: 403,
        body: {
          status: 0,
          message:
            "Your role cannot do this: it needs the owner or manager role. Ask the shop's owner if you need it.",
        },
      });
      // Without a staff session (a customer's included): 401.
      expect((await t.post(`/api/admin/v1${path}`, body)).status, path).toBe(401);
    }
    const read = (await adminPost(t, team.manager.cookie, "/enquiries/get", { enquiry_id: id })).body.data;
    expect(read).toMatchObject({ status: "new", history: [] });
    expect(
      (await adminPost(t, team.manager.cookie, "/messages/get", { message_id: messageId })).body.data.status,
    ).toBe("new");
  });
});
