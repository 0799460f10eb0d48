import { sql } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { queryRows } from "../server/db/client";
import { DomainError } from "../server/domain-error";
import { testAppForFile } from "./helpers/app";

/**
 * "Notify me" on a sold-out pack (docs/decisions/0046-back-in-stock.md): a phone or email is kept
 * once per pack; when the pack is back, exactly one message goes out and the request ends.
 */
const t = testAppForFile({ PUBLIC_URL: "http://shop.example" });

let pack: { id: number; product_id: number };
beforeEach(async () => {
  await queryRows(t.database.db, sql`delete from stock_alerts`);
  await queryRows(t.database.db, sql`delete from email_outbox`);
  await queryRows(t.database.db, sql`delete from rate_limit_hits`);
  [pack] = await queryRows<{ id: number; product_id: number }>(
    t.database.db,
    sql`select pp.id, pp.product_id from product_prices pp join products p on p.id = pp.product_id
        where p.sku = 'FRT-001' order by pp.display_order limit 1`,
  );
  await setStock(0);
});
const setStock = (stock: number) =>
  queryRows(
    t.database.db,
    sql`update product_prices set stock = ${stock}, in_stock = ${stock > 0} where id = ${pack.id}`,
  );
const ask = (contact: string, lang: "en" | "hi" = "en", ip = "203.0.113.9") =>
  t.services.stockAlerts.request(
    { productId: pack.product_id, productPriceId: pack.id, contact, lang },
    { ip },
  );
const refusal = (p: Promise<unknown>) =>
  p.then(
    () => "accepted",
    (e: unknown) => (e instanceof DomainError ? `${e.code}: ${e.message}` : String(e)),
  );
const outbox = () =>
  queryRows<{ channel: string; to_address: string; subject: string; body_text: string; kind: string }>(
    t.database.db,
    sql`select channel, to_address, subject, body_text, kind from email_outbox order by id`,
  );

describe("asking to be told when a pack is back", () => {
  it("keeps a phone number or an email once, however often it is asked", async () => {
    await ask("98300 12345");
    await ask("+91 98300 12345");
    await ask("Ravi@Example.com");
    await ask("ravi@example.com");
    const rows = await queryRows<{ channel: string; contact: string }>(
      t.database.db,
      sql`select channel, contact from stock_alerts order by id`,
    );
    expect(rows).toEqual([
      { channel: "phone", contact: "+919830012345" },
      { channel: "email", contact: "ravi@example.com" },
    ]);
  });

  it("refuses what is neither a mobile number nor an email, and a pack in stock, with a sentence", async () => {
    expect(await refusal(ask("12345"))).toBe(
      "invalid_input: This is neither an Indian mobile number nor an email address. Check it.",
    );
    expect(await refusal(ask("ravi@"))).toBe(
      "invalid_input: This is neither an Indian mobile number nor an email address. Check it.",
    );
    expect(await refusal(ask("  "))).toBe("invalid_input: Enter your mobile number or email address.");
    await setStock(5);
    expect(await refusal(ask("98300 12345"))).toBe("conflict: This pack is in stock: you can buy it now.");
    expect(
      await refusal(
        t.services.stockAlerts.request(
          { productId: pack.product_id + 1, productPriceId: pack.id, contact: "98300 12345", lang: "en" },
          { ip: "203.0.113.9" },
        ),
      ),
    ).toBe("not_found: Product not found");
  });

  it("limits how often one address asks", async () => {
    const answers: string[] = [];
    for (let i = 0; i < 31; i++) answers.push(await refusal(ask(`farmer${i}@example.com`)));
    expect(answers.slice(0, 30).every((a) => a === "accepted")).toBe(true);
    expect(answers[30]).toMatch(/^rate_limited: /);
  });
});

describe("when the pack is back", () => {
  it("sends one message to each, in their language, then the requests end", async () => {
    await ask("98300 12345");
    await ask("ravi@example.com", "hi");
    expect(await t.services.stockAlerts.sendDue()).toBe(0);
    expect(await outbox()).toEqual([]);

    await setStock(12);
    expect(await t.services.stockAlerts.sendDue()).toBe(2);
    const [sms, email] = await outbox();
    expect(sms).toMatchObject({ channel: "sms", to_address: "+919830012345", kind: "back_in_stock" });
    expect(sms.body_text).toMatch(
      /Bhoomi Gold Vermicompost \(.+\) is back in stock\. Buy it here: http:\/\/shop\.example\/product-info\/\d+$/,
    );
    expect(email).toMatchObject({ channel: "email", to_address: "ravi@example.com", kind: "back-in-stock" });
    expect(email.subject).toContain("फिर से उपलब्ध है");

    // Sold out and back again: nobody is told twice.
    await setStock(0);
    await setStock(3);
    expect(await t.services.stockAlerts.sendDue()).toBe(0);
    expect(await outbox()).toHaveLength(2);
  });

  it("sends within seconds when asked soon, and nothing once the shop is stopping", async () => {
    await ask("98300 12345");
    await setStock(5);
    // The shop stopping: a round asked for a second ago is forgotten, not run on a closed database.
    t.services.stockAlerts.sendSoon((err) => {
      throw err;
    });
    t.services.stockAlerts.cancelSoon();
    await new Promise((r) => setTimeout(r, 1300));
    expect(await outbox()).toEqual([]);
    // Asked again, it runs a second later.
    const failed: unknown[] = [];
    t.services.stockAlerts.sendSoon((err) => failed.push(err));
    await expect.poll(outbox, { timeout: 5000 }).toHaveLength(1);
    expect(failed).toEqual([]);
  });

  it("asking again after the message starts a new request", async () => {
    await ask("98300 12345");
    await setStock(4);
    await t.services.stockAlerts.sendDue();
    await setStock(0);
    await ask("98300 12345");
    await setStock(4);
    expect(await t.services.stockAlerts.sendDue()).toBe(1);
    expect(await outbox()).toHaveLength(2);
  });

  it("two processes sending at once still send each message once", async () => {
    for (let i = 0; i < 20; i++) await ask(`grower${i}@example.com`, "en", `198.51.100.${i}`);
    await setStock(50);
    // Four senders at the same moment (on PostgreSQL, four connections of the pool).
    const sent = await Promise.all([
      t.services.stockAlerts.sendDue(7),
      t.services.stockAlerts.sendDue(7),
      t.services.stockAlerts.sendDue(7),
      t.services.stockAlerts.sendDue(7),
    ]);
    const total = sent.reduce((a, b) => a + b, 0) + (await t.services.stockAlerts.sendDue());
    expect(total).toBe(20);
    const messages = await outbox();
    expect(messages).toHaveLength(20);
    expect(new Set(messages.map((m) => m.to_address)).size).toBe(20);
  });
});
