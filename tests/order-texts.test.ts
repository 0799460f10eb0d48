import { and, asc, eq, ne, or } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { users } from "../server/modules/accounts";
import { emailOutbox } from "../server/modules/outbox";
import { customerChannels } from "../server/modules/texts";
import { testAppForFile } from "./helpers/app";
import { whatsappEnv } from "./helpers/fake-whatsapp";
import { shopHelpers } from "./helpers/shop";
import { adminPost, staffForFile } from "./helpers/staff";

// Order moves tell the customer on their channels, in the language they last used the shop in,
// in the move's own transaction (nothing is sent here: the outbox is read).

const t = testAppForFile({
  TRUST_PROXY: "true",
  PUBLIC_URL: "http://shop.test",
  ...whatsappEnv("http://127.0.0.1:9/v21.0"),
});
const team = staffForFile(t);
const shop = shopHelpers(() => t);

/** Everything queued for a customer after the welcome email, texts and emails, in order. */
const messagesFor = (c: { phonenumber: string; email: string }) =>
  t.database.db
    .select()
    .from(emailOutbox)
    .where(
      and(
        or(eq(emailOutbox.toAddress, `+91${c.phonenumber}`), eq(emailOutbox.toAddress, c.email)),
        ne(emailOutbox.kind, "welcome"),
      ),
    )
    .orderBy(asc(emailOutbox.id));
const setLang = (userId: number, lang: "en" | "hi") =>
  t.database.db.update(users).set({ lang }).where(eq(users.id, userId));

describe("order messages", () => {
  it("go by WhatsApp and email by default, each move's text in the customer's last language", async () => {
    const { c, orderId, amount } = await shop.paidOrder("GRP-001");
    let queued = await messagesFor(c);
    expect(queued.map((m) => [m.channel, m.kind])).toEqual([
      ["whatsapp", "order_placed"],
      ["email", "order-confirmation"],
    ]);
    expect(queued[0].vars).toMatchObject({
      order: `#${orderId}`,
      link: `http://shop.test/order/${orderId}`,
    });
    expect(queued[0].bodyText).toContain(`Rs ${(amount / 100).toLocaleString("en-IN")}`);

    // The customer now uses the shop in Hindi: the next messages are Hindi.
    await setLang(c.userId, "hi");
    await adminPost(t, team.packer.cookie, "/orders/pack", { order_id: orderId });
    await adminPost(t, team.packer.cookie, "/orders/ship", {
      order_id: orderId,
      courier_name: "DTDC",
      awb_number: "D12345678",
      tracking_url: "https://track.example/D12345678",
    });
    await adminPost(t, team.packer.cookie, "/orders/deliver", { order_id: orderId });
    queued = (await messagesFor(c)).slice(2);
    expect(queued.map((m) => [m.channel, m.kind])).toEqual([
      ["whatsapp", "packed"],
      ["whatsapp", "shipped"],
      ["email", "order-shipped"],
      ["whatsapp", "delivered"],
      ["email", "order-delivered"],
    ]);
    const texts = queued.filter((m) => m.channel === "whatsapp");
    expect(texts.map((m) => m.lang)).toEqual(["hi", "hi", "hi"]);
    expect(texts[0].bodyText).toContain(`आपका ऑर्डर #${orderId} पैक हो गया है`);
    expect(texts[1].bodyText).toBe(
      `${t.services.settings.shopNameNow()}: आपका ऑर्डर #${orderId} DTDC से भेजा गया है, AWB D12345678। ट्रैक करें: http://shop.test/order/${orderId}?lang=hi`,
    );
  });

  it("go only where the customer chose: SMS alone gets no email and no WhatsApp", async () => {
    const { c, orderId } = await shop.paidOrder("GRP-001");
    await t.services.accounts.setMessageChannels(c.userId, ["sms"]);
    await setLang(c.userId, "hi");
    const before = (await messagesFor(c)).length;
    const cancelled = await adminPost(t, team.manager.cookie, "/orders/cancel", {
      order_id: orderId,
      reason: "Out of stock",
    });
    expect(cancelled.status).toBe(200);
    const queued = (await messagesFor(c)).slice(before);
    expect(queued.map((m) => [m.channel, m.kind])).toEqual([
      ["sms", "cancelled"],
      ["sms", "refunded"],
    ]);
    expect(queued[0].bodyText).toContain(`आपका ऑर्डर #${orderId} रद्द कर दिया गया है। Out of stock`);
    expect(queued[1].bodyText).toContain("वापस भेज दिए गए हैं");
  });

  it("a move that fails queues nothing", async () => {
    const { c, orderId } = await shop.paidOrder("GRP-001");
    const before = await messagesFor(c);
    // Shipping an order not yet packed is refused: no text, no email.
    const refused = await adminPost(t, team.packer.cookie, "/orders/ship", {
      order_id: orderId,
      courier_name: "DTDC",
      awb_number: "D1",
    });
    expect(refused.status).toBe(409);
    expect(await messagesFor(c)).toHaveLength(before.length);
  });
});

describe("a customer's channels", () => {
  it("default to WhatsApp where the shop has it, else SMS, plus email where there is an address", () => {
    const all = (
      chosen: null | ("whatsapp" | "sms" | "email")[],
      whatsapp: boolean,
      email: string | null,
    ) => [...customerChannels({ chosen, whatsapp, email })];
    expect(all(null, true, "a@b.in")).toEqual(["whatsapp", "email"]);
    expect(all(null, false, "a@b.in")).toEqual(["sms", "email"]);
    expect(all(null, false, null)).toEqual(["sms"]);
    // WhatsApp chosen where the shop has none goes by SMS; email without an address is dropped.
    expect(all(["whatsapp", "email"], false, null)).toEqual(["sms"]);
    expect(all(["sms", "whatsapp"], true, "a@b.in")).toEqual(["sms", "whatsapp"]);
  });
});
