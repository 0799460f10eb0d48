import { desc, eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { queryRows } from "../server/db/client";
import { emailOutbox } from "../server/modules/outbox/outbox.schema";
import { testAppForFile } from "./helpers/app";
import { newCustomer } from "./helpers/customers";
import { shopHelpers } from "./helpers/shop";

const t = testAppForFile({ TRUST_PROXY: "true" });
const shop = shopHelpers(() => t);
const HINDI = { cookie: "lang=hi" };

const mailsTo = (to: string) =>
  t.database.db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, to)).orderBy(desc(emailOutbox.id));

describe("the API in the customer's language", () => {
  it("answers in English by default, and in Hindi with the lang cookie or Accept-Language: hi", async () => {
    const english = await t.post("/api/login/v1/", {});
    expect(english.status).toBe(400);
    expect(english.body.errors).toMatchObject({ email: "Email / Phone Number is required" });

    const byCookie = await t.post("/api/login/v1/", {}, HINDI);
    expect(byCookie.status).toBe(400);
    expect(byCookie.body.message).toBe("ईमेल या फ़ोन नंबर लिखना ज़रूरी है");
    expect(byCookie.body.errors).toEqual({
      email: "ईमेल या फ़ोन नंबर लिखना ज़रूरी है",
      password: "पासवर्ड लिखना ज़रूरी है",
    });

    const byHeader = await t.post(
      "/api/login/v1/",
      { email: "nobody@example.com", password: "wrong-password-1" },
      {
        "accept-language": "hi-IN,hi;q=0.9,en;q=0.8",
        "x-forwarded-for": "198.51.100.7",
      },
    );
    expect(byHeader.status).toBe(401);
    expect(byHeader.body.message).toBe("ईमेल/फ़ोन या पासवर्ड गलत है");

    // The cookie, once chosen, wins over the browser's header; an English browser stays English.
    const chosen = await t.post("/api/login/v1/", {}, { cookie: "lang=en", "accept-language": "hi" });
    expect(chosen.body.message).toBe("Email / Phone Number is required");
    const englishBrowser = await t.post("/api/login/v1/", {}, { "accept-language": "en-GB,hi;q=0.5" });
    expect(englishBrowser.body.message).toBe("Email / Phone Number is required");
  });

  it("says success and domain errors in Hindi too, with numbers kept", async () => {
    const c = await newCustomer(t);
    const pack = await shop.pack("FRT-001");
    await shop.setStock(pack.priceId, 10);
    const added = await t.post(
      "/api/cart/add/v1/",
      { ...c.auth, product_id: pack.productId, product_price_id: pack.priceId, qty: 1 },
      HINDI,
    );
    expect(added.body.message).toBe("उत्पाद कार्ट में डाल दिया गया।");
    const again = await t.post(
      "/api/cart/add/v1/",
      { ...c.auth, product_id: pack.productId, product_price_id: pack.priceId, qty: 1 },
      HINDI,
    );
    expect(again.body.message).toBe("कार्ट अपडेट हो गया।");
    const missing = await t.post("/api/order/details/v1/", { ...c.auth, order_id: 999999 }, HINDI);
    expect(missing.status).toBe(404);
    expect(missing.body.message).toBe("यह ऑर्डर नहीं मिला।");
    // A developer's message (a field's type) stays English rather than being guessed.
    const typed = await t.post(
      "/api/cart/add/v1/",
      { ...c.auth, product_id: 1, product_price_id: 1, qty: "x" },
      HINDI,
    );
    expect(typed.status).toBe(400);
    expect(typed.body.message).toBe("qty must be a whole number of packs.");
  });

  it("remembers the language on the account and writes its emails in it", async () => {
    const account = {
      fullname: "रामलाल यादव",
      email: "ramlal@example.com",
      phonenumber: "9811122233",
      password: "khet-ki-mitti-7",
      confirmpassword: "khet-ki-mitti-7",
    };
    const signup = await t.post("/api/signup/v1/", account, { ...HINDI, "x-forwarded-for": "198.51.100.20" });
    expect(signup.body.message).toBe("साइन अप हो गया! आपका स्वागत है।");
    const [welcome] = await mailsTo("ramlal@example.com");
    expect(welcome.subject).toMatch(/में आपका स्वागत है$/);
    expect(welcome.bodyText).toContain("नमस्ते रामलाल यादव,");
    expect(welcome.bodyText).toContain("/?lang=hi");

    const [user] = await queryRows<{ lang: string }>(
      t.database.db,
      sql`select lang from users where email = 'ramlal@example.com'`,
    );
    expect(user.lang).toBe("hi");

    // A reset link asked for in Hindi is written in Hindi and opens the Hindi page.
    await t.post(
      "/api/password/forgot/v1/",
      { email: account.email },
      { ...HINDI, "x-forwarded-for": "198.51.100.21" },
    );
    const [reset] = await mailsTo("ramlal@example.com");
    expect(reset.kind).toBe("password-reset");
    expect(reset.bodyText).toContain("नया पासवर्ड बनाने के लिए");
    expect(reset.bodyText).toMatch(/\/forgot-password\/reset\/\S+\?lang=hi/);

    // Logging in from an English page makes English the account's language again.
    await t.post(
      "/api/login/v1/",
      { email: account.email, password: account.password },
      {
        cookie: "lang=en",
        "x-forwarded-for": "198.51.100.22",
      },
    );
    const [after] = await queryRows<{ lang: string }>(
      t.database.db,
      sql`select lang from users where email = 'ramlal@example.com'`,
    );
    expect(after.lang).toBe("en");
  });

  it("keeps an order's language and writes all its emails in it", async () => {
    const pack = await shop.pack("FRT-002");
    await shop.setStock(pack.priceId, 10);
    const c = await shop.shopper(pack, 2);
    const placed = await t.post("/api/payment_request/v2/", { ...c.auth, address_id: c.addressId }, HINDI);
    expect(placed.body.status).toBe(1);
    expect(placed.body.message).toBe("ऑर्डर बन गया। कृपया भुगतान पूरा करें।");
    const orderId = placed.body.data.order_id as number;
    const res = await t.app.request("/sandbox/pay", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ order_id: placed.body.data.id, outcome: "success" }),
    });
    const paid = await t.post("/api/payment_response/v1/", { ...c.auth, ...(await res.json()) }, HINDI);
    expect(paid.body.message).toBe("भुगतान हो गया। ऑर्डर के लिए धन्यवाद!");

    const [order] = await queryRows<{ lang: string }>(
      t.database.db,
      sql`select lang from orders where id = ${orderId}`,
    );
    expect(order.lang).toBe("hi");
    const [confirmation] = await mailsTo(c.email);
    expect(confirmation.kind).toBe("order-confirmation");
    expect(confirmation.subject).toMatch(new RegExp(`^ऑर्डर #${orderId} पक्का हो गया — .+`));
    expect(confirmation.bodyText).toMatch(/आपका ₹[\d,]+\.\d\d का भुगतान हमें मिल गया है/);
    expect(confirmation.bodyText).toContain(`/order/${orderId}?lang=hi`);
    expect(confirmation.bodyHtml).toContain('<html lang="hi">');
    // Its item lines name the product and pack in Hindi, as the catalogue has them.
    const [hindi] = await queryRows<{ name: string; label: string }>(
      t.database.db,
      sql`select pt.name, (select label from pack_translations where product_price_id = ${pack.priceId}
            and lang = 'hi') as label
          from product_translations pt
          join product_prices pp on pp.product_id = pt.product_id
          where pp.id = ${pack.priceId} and pt.lang = 'hi'`,
    );
    expect(confirmation.bodyText).toContain(`${hindi.name} (${hindi.label}) × 2`);
  });
});
