import { and, asc, eq, inArray, ne, or } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { applyListing, readListing } from "../lib/category-listing";
import { users } from "../server/modules/accounts";
import { emailOutbox } from "../server/modules/outbox";
import { ASK_AFTER_MS, askForRating, ratingAsks, sendDueRatingAsks } from "../server/modules/reviews";
import { testAppForFile } from "./helpers/app";
import { reviewHelpers } from "./helpers/reviews";
import { adminPost, OWNER_OR_MANAGER, staffForFile } from "./helpers/staff";

// The back office's side of reviews: publishing, hiding and answering (audited, and only for
// owners and managers), the averages customers then see on cards and the product page, the
// category sort by rating, and the one message asking for a rating after delivery.

const t = testAppForFile({ TRUST_PROXY: "true", PUBLIC_URL: "http://shop.test" });
const team = staffForFile(t);
const shop = reviewHelpers(
  () => t,
  () => team.packer.cookie,
);
const write = (c: { auth: object }, productId: number, stars: number, text = "") =>
  t.post("/api/reviews/save/v1/", { ...c.auth, product_id: productId, stars, text });
const status = (cookie: string, reviewId: number, to: "published" | "hidden") =>
  adminPost(t, cookie, "/reviews/status", { review_id: reviewId, status: to });

let seaVita: number;
let humiroot: number;
beforeAll(async () => {
  seaVita = (await shop.pack("GRP-001")).productId;
  humiroot = (await shop.pack("GRP-002")).productId;
});

const card = async (productId: number) =>
  (await t.services.catalog.productsByCategory("growth-promoters")).find((p) => p.id === productId);

describe("moderating reviews", () => {
  it("publishes, hides and answers, each audited; a packer may not", async () => {
    const { c } = await shop.receivedBy("GRP-002");
    const id = (await write(c, humiroot, 4, "Soil feels softer after two doses.")).body.data.review_id;

    const refused = await status(team.packer.cookie, id, "published");
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe(OWNER_OR_MANAGER);

    const listed = await adminPost(t, team.manager.cookie, "/reviews/list", {
      status: "pending",
      q: "softer",
    });
    expect(listed.body.data.rows.map((r: { review_id: number }) => r.review_id)).toEqual([id]);
    expect(listed.body.data.counts.pending).toBeGreaterThanOrEqual(1);

    const published = await status(team.manager.cookie, id, "published");
    expect(published.body).toMatchObject({
      message: "Review published: customers see it now.",
      data: { review_id: id, status: "published" },
    });
    const answered = await adminPost(t, team.manager.cookie, "/reviews/answer", {
      review_id: id,
      answer: "Thank you! Use it again before sowing.",
    });
    expect(answered.body.data).toMatchObject({
      answer: "Thank you! Use it again before sowing.",
      answered_by: team.manager.name,
    });
    const html = await adminPost(t, team.manager.cookie, "/reviews/answer", {
      review_id: id,
      answer: "<p>Hi</p>",
    });
    expect(html.status).toBe(400);
    await status(team.owner.cookie, id, "hidden");

    const audit = await adminPost(t, team.owner.cookie, "/audit/list", {
      entity: "review",
      entity_id: String(id),
    });
    const entries = (audit.body.data.entries ?? audit.body.data) as {
      action: string;
      actor: string;
      changes: object;
    }[];
    expect(entries.map((e) => [e.action, e.actor]).reverse()).toEqual([
      ["publish", team.manager.name],
      ["answer", team.manager.name],
      ["hide", team.owner.name],
    ]);
    expect(entries.at(-1)?.changes).toMatchObject({ status: { before: "pending", after: "published" } });

    // The customer sees the answer under their own review, and no one else's review id works.
    const mine = await t.post("/api/reviews/details/v1/", { ...c.auth, review_id: id });
    expect(mine.body.data).toMatchObject({
      status: "hidden",
      answer: { text: "Thank you! Use it again before sowing." },
    });
  });

  it("shows the average of published ratings only, to one decimal, on cards and the product page", async () => {
    const buyers = await Promise.all([1, 2, 3].map(() => shop.receivedBy("GRP-001")));
    const ids: number[] = [];
    for (const [i, b] of buyers.entries())
      ids.push((await write(b.c, seaVita, [5, 4, 4][i], "")).body.data.review_id);
    expect((await card(seaVita))?.rating).toBeUndefined();

    for (const id of ids) await status(team.manager.cookie, id, "published");
    expect((await card(seaVita))?.rating).toEqual({ average: 4.3, count: 3 });
    expect((await t.services.catalog.productDetail(seaVita))?.rating).toEqual({ average: 4.3, count: 3 });
    const listed = await t.post("/api/products/reviews/v1/", { product_id: seaVita });
    expect(listed.body.data.total).toBe(3);
    // Customers see a first name and an initial, never the whole name ("Test Customer 7").
    expect(listed.body.data.reviews[0].author).toMatch(/^Test \d\.$/);

    await status(team.manager.cookie, ids[0], "hidden");
    expect((await card(seaVita))?.rating).toEqual({ average: 4, count: 2 });
    // An edit waits for the shop again: it leaves the average until published.
    await write(buyers[1].c, seaVita, 1, "Changed my mind.");
    expect((await card(seaVita))?.rating).toEqual({ average: 4, count: 1 });

    const sorted = applyListing(
      await t.services.catalog.productsByCategory("growth-promoters"),
      readListing(new URLSearchParams("sort=rating")),
      await t.services.catalog.categoryOrder("growth-promoters"),
    );
    expect(sorted[0].id).toBe(seaVita);
    expect(sorted.slice(1).every((p) => p.rating === undefined || p.rating.average <= 4)).toBe(true);
  });
});

describe("the message asking for a rating", () => {
  const asks = (orderId: number) =>
    t.database.db.select().from(ratingAsks).where(eq(ratingAsks.orderId, orderId));
  /** The rating requests queued for the customer, texts and emails, in order. */
  const sentFor = (c: { phonenumber: string; email: string }) =>
    t.database.db
      .select()
      .from(emailOutbox)
      .where(
        and(
          or(eq(emailOutbox.toAddress, `+91${c.phonenumber}`), eq(emailOutbox.toAddress, c.email)),
          inArray(emailOutbox.kind, ["rate_order", "rating-ask"]),
        ),
      )
      .orderBy(asc(emailOutbox.id));

  it("goes once, on the customer's channels and in their language, however often delivery or the job runs", async () => {
    const { c, orderId } = await shop.receivedBy("GRP-002");
    // The other orders of this file are asked already: the runs below have this one to do.
    await t.database.db.update(ratingAsks).set({ sentAt: new Date() }).where(ne(ratingAsks.orderId, orderId));
    await t.services.accounts.setMessageChannels(c.userId, ["sms", "email"]);
    await t.database.db.update(users).set({ lang: "hi" }).where(eq(users.id, c.userId));
    const [ask] = await asks(orderId);
    const due = ask.dueAt.getTime();
    expect(due - ask.createdAt.getTime()).toBeGreaterThanOrEqual(ASK_AFTER_MS - 1000);

    // Not before it is due.
    expect(await sendDueRatingAsks(t.database.db, { shop: shopMail(), now: new Date(due - 60_000) })).toBe(0);
    // Delivery recorded again: the same request, not a second one.
    await askForRating(t.database.db, orderId, new Date(due + 9 * ASK_AFTER_MS));
    expect(await asks(orderId)).toHaveLength(1);

    const later = new Date(due + 60_000);
    const runs = await Promise.all(
      [1, 2].map(() => sendDueRatingAsks(t.database.db, { shop: shopMail(), now: later })),
    );
    expect(runs.reduce((a, b) => a + b, 0)).toBe(1);
    // A retried job, a day later: nothing more.
    expect(
      await sendDueRatingAsks(t.database.db, { shop: shopMail(), now: new Date(due + 86_400_000) }),
    ).toBe(0);

    const sent = await sentFor(c);
    expect(sent.map((m) => [m.channel, m.kind])).toEqual([
      ["sms", "rate_order"],
      ["email", "rating-ask"],
    ]);
    expect(sent[0].bodyText).toBe(
      `${t.services.settings.shopNameNow()}: आपके ऑर्डर #${orderId} का सामान कैसा रहा? कृपया यहाँ रेटिंग दें: http://shop.test/order/${orderId}?lang=hi`,
    );
    expect(sent[1].bodyText).toContain(`http://shop.test/product-info/${humiroot}?lang=hi#review`);
    expect((await asks(orderId))[0]).toMatchObject({ outcome: "sent" });
  });

  it("is passed over when everything in the order is rated already", async () => {
    const { c, orderId } = await shop.receivedBy("GRP-001");
    await write(c, seaVita, 5);
    const [ask] = await asks(orderId);
    await sendDueRatingAsks(t.database.db, { shop: shopMail(), now: new Date(ask.dueAt.getTime() + 1000) });
    expect((await asks(orderId))[0]).toMatchObject({ outcome: "skipped" });
    expect(await sentFor(c)).toEqual([]);
  });
});

const shopMail = () => ({
  shopName: t.services.settings.shopNameNow(),
  publicUrl: "http://shop.test",
  whatsapp: false,
});
