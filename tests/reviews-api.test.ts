import { eq } from "drizzle-orm";
import sharp from "sharp";
import { beforeAll, describe, expect, it } from "vitest";
import { reviews } from "../server/modules/reviews";
import { testAppForFile } from "./helpers/app";
import { photoWithLocation, reviewHelpers } from "./helpers/reviews";
import { staffForFile } from "./helpers/staff";

// Customers' reviews over the JSON API and the service the product page's form calls: who may
// write one, once per product and then edited, another's review unreachable, plain text only,
// photos without their location, and the limits per account and address.

const t = testAppForFile({
  TRUST_PROXY: "true",
  RATE_LIMIT_REVIEW_ACCOUNT: "4/1h",
  RATE_LIMIT_REVIEW_ADDRESS: "6/1h",
  RATE_LIMIT_REVIEW_PHOTO_ACCOUNT: "2/1d",
});
const team = staffForFile(t);
const shop = reviewHelpers(
  () => t,
  () => team.packer.cookie,
);

let ip = 0;
/** Each call from its own address unless one is given, so only the limit tested is reached. */
const from = (address = `198.51.100.${++ip}`) => ({ "x-forwarded-for": address });
const save = (c: { auth: object }, body: object, address?: string) =>
  t.post("/api/reviews/save/v1/", { ...c.auth, ...body }, from(address));

let seaVita: number;
beforeAll(async () => {
  seaVita = (await shop.pack("GRP-001")).productId;
});

describe("who may rate a product", () => {
  it("is a customer with an order of it that was delivered; others are told why", async () => {
    const bought = await shop.paidOrder("GRP-001", 50, 1);
    const early = await save(bought.c, { product_id: seaVita, stars: 5 });
    expect(early.status).toBe(403);
    expect(early.body.message).toBe(
      "Only a customer who has received this product can rate it: you can rate it once an order with it has been delivered to you.",
    );
    const mine = await t.post("/api/reviews/mine/v1/", { ...bought.c.auth, product_id: seaVita });
    expect(mine.body.data).toEqual({ eligible: false, review: null });

    await shop.deliver(bought.orderId);
    expect(
      (await t.post("/api/reviews/mine/v1/", { ...bought.c.auth, product_id: seaVita })).body.data,
    ).toEqual({
      eligible: true,
      review: null,
    });
    const other = (await shop.pack("GRP-002")).productId;
    const notBought = await save(bought.c, { product_id: other, stars: 4 });
    expect(notBought.status).toBe(403);

    // In Hindi, the same refusal in Hindi.
    const hindi = await t.post(
      "/api/reviews/save/v1/",
      { ...bought.c.auth, product_id: other, stars: 4 },
      { ...from(), "accept-language": "hi" },
    );
    expect(hindi.body.message).toContain("यह उत्पाद");
  });
});

describe("a customer's review", () => {
  it("is one per product: a second save edits it, and each change waits for the shop again", async () => {
    const { c } = await shop.receivedBy("GRP-001");
    const first = await save(c, { product_id: seaVita, stars: 4, text: "Good for chilli seedlings." });
    expect(first.status).toBe(200);
    expect(first.body.message).toBe(
      "Thank you! Your review is saved. It will appear on the product page once the shop has checked it.",
    );
    expect(first.body.data).toMatchObject({
      stars: 4,
      status: "pending",
      text: "Good for chilli seedlings.",
    });
    const id = first.body.data.review_id;

    // The shop publishes it; the customer changes it: one review, back to pending.
    await t.services.reviewsAdmin.move(id, { staffId: team.manager.id, name: "Manager" }, "published");
    const again = await save(c, {
      product_id: seaVita,
      stars: 5,
      text: "बहुत अच्छा, पौधे हरे हो गए।",
      review_id: id,
    });
    expect(again.body.data).toMatchObject({ review_id: id, stars: 5, status: "pending" });
    const rows = await t.database.db.select().from(reviews).where(eq(reviews.userId, c.userId));
    expect(rows).toHaveLength(1);
    expect(rows[0].lang).toBe("hi");
    // Two first saves at the same moment (two taps, two tabs): one review.
    const twice = await shop.receivedBy("GRP-001");
    const both = await Promise.all([4, 5].map((stars) => save(twice.c, { product_id: seaVita, stars })));
    expect(both.map((r) => r.status)).toEqual([200, 200]);
    expect(await t.database.db.select().from(reviews).where(eq(reviews.userId, twice.c.userId))).toHaveLength(
      1,
    );
    // Saved without review_id: still the same review, never a second one.
    const third = await save(c, { product_id: seaVita, stars: 3 });
    expect(third.body.data.review_id).toBe(id);
    expect(third.body.data.text).toBe("");
  });

  it("of another customer cannot be read or changed: 404, exactly as a review that does not exist", async () => {
    const owner = await shop.receivedBy("GRP-001");
    const written = await save(owner.c, { product_id: seaVita, stars: 2, text: "Leaves burnt at 5 ml." });
    const id = written.body.data.review_id as number;
    const other = await shop.receivedBy("GRP-001");

    const theirs = await t.post("/api/reviews/details/v1/", { ...other.c.auth, review_id: id });
    const none = await t.post("/api/reviews/details/v1/", { ...other.c.auth, review_id: 999_999 });
    expect(theirs.status).toBe(404);
    expect(theirs.body).toEqual(none.body);
    expect(theirs.body.message).toBe("This review was not found.");

    const change = await save(other.c, { product_id: seaVita, stars: 5, review_id: id });
    const changeNone = await save(other.c, { product_id: seaVita, stars: 5, review_id: 999_999 });
    expect(change.status).toBe(404);
    expect(change.body).toEqual(changeNone.body);
    const [kept] = await t.database.db.select().from(reviews).where(eq(reviews.id, id));
    expect(kept).toMatchObject({ stars: 2, body: "Leaves burnt at 5 ml.", userId: owner.c.userId });
    // Their own review of another product, named with this product: the same 404.
    expect((await t.post("/api/reviews/details/v1/", { ...owner.c.auth, review_id: id })).status).toBe(200);
  });

  it("is plain text: HTML is refused with a sentence, and so is a script other than Hindi's or English's", async () => {
    const { c } = await shop.receivedBy("GRP-001");
    const html = await save(c, {
      product_id: seaVita,
      stars: 5,
      text: "<b>Best</b> <img src=x onerror=alert(1)>",
    });
    expect(html.status).toBe(400);
    expect(html.body.errors?.text).toBe("Write the review as plain text, without HTML tags such as <b>.");
    const tamil = await save(c, { product_id: seaVita, stars: 5, text: "மிகவும் நல்லது" });
    expect(tamil.body.errors?.text).toBe("Please write the review in Hindi or English.");
    const stars = await save(c, { product_id: seaVita, stars: 6 });
    expect(stars.body.errors?.stars).toBe("Choose from 1 to 5 stars.");
    const half = await save(c, { product_id: seaVita, stars: 4.5 });
    expect(half.body.errors?.stars).toBe("Choose from 1 to 5 stars.");
    // A heart and a comparison are not markup.
    const plain = await save(c, { product_id: seaVita, stars: 5, text: "<3 it. Yield 20% up, cost < ₹500" });
    expect(plain.status).toBe(200);
    expect(plain.body.data.text).toBe("<3 it. Yield 20% up, cost < ₹500");
  });
});

describe("review photos", () => {
  it("are re-encoded without the camera's or the location's data, three at most", async () => {
    const { c } = await shop.receivedBy("GRP-001");
    const original = await photoWithLocation();
    const before = await sharp(original).metadata();
    expect(before.exif?.toString("latin1")).toContain("FieldPhone");

    const saved = await t.services.reviews.save(
      c.userId,
      seaVita,
      { stars: 5, text: "Flowering doubled.", remove: [], photos: [original] },
      { ip: "192.0.2.10", pageLang: "en" },
    );
    expect(saved.photos).toHaveLength(1);
    for (const url of saved.photos[0].srcset.split(", ").map((s) => s.split(" ")[0])) {
      const res = await t.app.request(url);
      expect(res.status).toBe(200);
      const stored = Buffer.from(await res.arrayBuffer());
      const meta = await sharp(stored).metadata();
      expect(meta.format).toBe("webp");
      expect(meta.exif).toBeUndefined();
      expect(meta.xmp).toBeUndefined();
      expect(stored.toString("latin1")).not.toContain("FieldPhone");
    }

    const tooMany = t.services.reviews.save(
      c.userId,
      seaVita,
      { stars: 5, text: "", remove: [], photos: [original, original, original, original] },
      { ip: "192.0.2.11", pageLang: "en" },
    );
    await expect(tooMany).rejects.toMatchObject({
      fields: { photos: "A review can have 3 photos at most: remove one before adding another." },
    });
    const notAPhoto = t.services.reviews.save(
      c.userId,
      seaVita,
      { stars: 5, text: "", remove: [], photos: [Buffer.from("not a picture at all")] },
      { ip: "192.0.2.12", pageLang: "en" },
    );
    await expect(notAPhoto).rejects.toMatchObject({
      code: "invalid_input",
      fields: { photos: expect.any(String) },
    });
    // Taking the photo off leaves the review without it.
    const removed = await t.services.reviews.save(
      c.userId,
      seaVita,
      { stars: 5, text: "Flowering doubled.", remove: [saved.photos[0].id], photos: [] },
      { ip: "192.0.2.13", pageLang: "en" },
    );
    expect(removed.photos).toEqual([]);
  });
});

describe("abuse limits on reviews", () => {
  it("refuse a fifth save an hour from one account, and a seventh from one address, with 429 and Retry-After", async () => {
    const { c } = await shop.receivedBy("GRP-001");
    const statuses: number[] = [];
    for (let i = 1; i <= 5; i++)
      statuses.push((await save(c, { product_id: seaVita, stars: (i % 5) + 1 })).status);
    expect(statuses).toEqual([200, 200, 200, 200, 429]);
    const refused = await save(c, { product_id: seaVita, stars: 3 });
    expect(refused.body.message).toMatch(/^Too many attempts\. Please try again in \d+ minutes?\.$/);

    const shared = "198.51.100.250";
    const crowd = await Promise.all([1, 2, 3].map(() => shop.receivedBy("GRP-001")));
    const fromOne: number[] = [];
    for (const buyer of [...crowd, ...crowd, ...crowd])
      fromOne.push((await save(buyer.c, { product_id: seaVita, stars: 4 }, shared)).status);
    expect(fromOne).toEqual([200, 200, 200, 200, 200, 200, 429, 429, 429]);
    const res = await t.app.request("/api/reviews/save/v1/", {
      method: "POST",
      headers: { "content-type": "application/json", ...from(shared) },
      body: JSON.stringify({ ...crowd[0].c.auth, product_id: seaVita, stars: 4 }),
    });
    expect(res.status).toBe(429);
    expect(Number(res.headers.get("retry-after"))).toBeGreaterThan(0);
  });

  it("count photos apart: a third photo a day from one account is refused", async () => {
    const { c } = await shop.receivedBy("GRP-001");
    const photo = await photoWithLocation(200, 150);
    const send = (photos: Buffer[], address: string) =>
      t.services.reviews.save(
        c.userId,
        seaVita,
        { stars: 4, text: "", remove: [], photos },
        { ip: address, pageLang: "en" },
      );
    await send([photo], "192.0.2.40");
    await send([await photoWithLocation(210, 150)], "192.0.2.41");
    await expect(send([await photoWithLocation(220, 150)], "192.0.2.42")).rejects.toMatchObject({
      code: "rate_limited",
    });
  });
});
