import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { hmacHex } from "../server/modules/payments/signature";
import { startSmtpServer } from "../tests/helpers/smtp";
import { apiAs } from "./helpers/api-as";
import {
  addToCart,
  type Buyer,
  newBuyer,
  paymentResponse,
  placeOrder,
  post,
  sandboxPayment,
} from "./helpers/buyers";
import { createStaff } from "./helpers/own-shop";
import { createThrowawayDatabase } from "./helpers/postgres";
import { freePort, runServer, type ServerProcess, waitUntilHealthy } from "./helpers/server-process";
import { ashaOwner } from "./helpers/staff-members";

/**
 * Two shop processes on one PostgreSQL database, as a load balancer would run them (issue 14's
 * proofs): the concurrency rules hold across processes, not only inside one. Each process is
 * one worker (WEB_CONCURRENCY=1), so "A" and "B" are exactly two processes; caches last an
 * hour, so anything B shows at once it learned from the database, not from its TTL. A real
 * SMTP server, a little slow, receives the emails both processes' outboxes send.
 */
const serverUrl = process.env.TEST_DATABASE_URL;
const owner = ashaOwner;
const webhookSecret = "sandbox_webhook_secret_not_for_real_money";

let a: ServerProcess;
let b: ServerProcess;
let sql: pg.Client;
let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
let dropDatabase: () => Promise<void>;

/** A pack of the demo shop's n-th product, its stock set to `stock` (as staff would). */
async function packWithStock(n: number, stock: number) {
  const { data } = await post<{ id: number; prices: { product_price_id: number }[] }[]>(
    a.baseUrl,
    "/api/products/listall/v1/",
  );
  const pack = { product_id: data[n].id, product_price_id: data[n].prices[0].product_price_id };
  await sql.query("update product_prices set stock = $1, in_stock = true where id = $2", [
    stock,
    pack.product_price_id,
  ]);
  return pack;
}

describe.runIf(serverUrl)("two server processes on one PostgreSQL", () => {
  beforeAll(async () => {
    const db = await createThrowawayDatabase(serverUrl as string, "shop_two");
    dropDatabase = db.drop;
    smtp = await startSmtpServer({ delayMs: 100 });
    createStaff({ DATABASE_URL: db.url }, owner);
    const env = {
      HOST: "127.0.0.1",
      DATABASE_URL: db.url,
      SMTP_URL: smtp.url,
      CACHE_TTL_SECONDS: "3600",
      WEB_CONCURRENCY: "1",
      LOG_LEVEL: "warn",
    };
    a = runServer({ ...env, PORT: String(await freePort()) });
    await waitUntilHealthy(a);
    b = runServer({ ...env, PORT: String(await freePort()), SEED_DEMO: "false" });
    await waitUntilHealthy(b);
    sql = new pg.Client({ connectionString: db.url });
    await sql.connect();
  }, 300_000);

  afterAll(async () => {
    await sql?.end();
    await b?.stop();
    await a?.stop();
    await smtp?.close();
    await dropDatabase?.();
  });

  it(
    "50 buyers split over both processes race for 10 packs: exactly 10 are paid",
    { timeout: 300_000 },
    async () => {
      const pack = await packWithStock(0, 10);
      const buyers: Buyer[] = [];
      // Sign up in small groups (password hashing is deliberately slow), half on each process.
      for (let i = 0; i < 50; i += 10) {
        buyers.push(
          ...(await Promise.all(
            Array.from({ length: 10 }, (_, k) =>
              newBuyer(i + k < 25 ? a.baseUrl : b.baseUrl, `race${i + k}`),
            ),
          )),
        );
      }
      for (const buyer of buyers) await addToCart(buyer, pack);
      // Everyone checks out and pays at once, each on their own process.
      const outcomes = await Promise.all(
        buyers.map(async (buyer) => {
          const order = await placeOrder(buyer);
          if (order.status !== 1) return { paid: false, refused: order.message };
          const paid = await paymentResponse(buyer, await sandboxPayment(buyer.base, order.data.id));
          return { paid: paid.data?.status === true, refused: paid.status === 1 ? undefined : paid.message };
        }),
      );
      expect(outcomes.filter((o) => o.paid)).toHaveLength(10);
      expect(outcomes.filter((o) => !o.paid).every((o) => o.refused !== undefined)).toBe(true);
      const paidOnA = outcomes.slice(0, 25).filter((o) => o.paid).length;
      expect(paidOnA + outcomes.slice(25).filter((o) => o.paid).length).toBe(10);

      const { rows } = await sql.query(
        `select (select stock from product_prices where id = $1) as stock,
              (select count(distinct o.id)::int from orders o join order_lines l on l.order_id = o.id
                where l.product_price_id = $1 and o.status = 'PAID') as paid,
              (select count(*)::int from payment_transactions t join order_lines l on l.order_id = t.order_id
                where l.product_price_id = $1 and t.status = 'Credit') as credits`,
        [pack.product_price_id],
      );
      expect(rows[0]).toEqual({ stock: 0, paid: 10, credits: 10 });
    },
  );

  it("the payment's return on one process and the provider's webhook on the other make one Credit", async () => {
    const pack = await packWithStock(1, 5);
    const buyer = await newBuyer(a.baseUrl, "both-ways");
    await addToCart(buyer, pack);
    const order = await placeOrder(buyer);
    expect(order.status, order.message).toBe(1);
    const signed = await sandboxPayment(a.baseUrl, order.data.id);
    const event = JSON.stringify({
      event: "payment.captured",
      payload: {
        payment: {
          entity: { id: signed.razorpay_payment_id, order_id: order.data.id, amount: order.data.amount },
        },
      },
    });
    const webhook = () =>
      fetch(`${b.baseUrl}/api/payments/webhook/razorpay`, {
        method: "POST",
        headers: {
          "content-type": "application/json",
          "x-razorpay-signature": hmacHex(webhookSecret, event),
          "x-razorpay-event-id": `evt_two_${order.data.order_id}`,
        },
        body: event,
      });
    const [returned, hooked] = await Promise.all([paymentResponse(buyer, signed), webhook()]);
    expect(returned.data.status).toBe(true);
    expect(hooked.status).toBe(200);

    const { rows } = await sql.query(
      `select o.status, (select count(*)::int from payment_transactions t
         where t.order_id = o.id and t.status = 'Credit') as credits
       from orders o where o.id = $1`,
      [order.data.order_id],
    );
    expect(rows[0]).toEqual({ status: "PAID", credits: 1 });
    // The customer sees one payment, whichever process they ask.
    const txs = await post<{ pay_status: string }[]>(b.baseUrl, "/api/transaction/lists/v1/", buyer.auth);
    expect(txs.data.filter((t) => t.pay_status === "Credit")).toHaveLength(1);
  });

  it("a price changed by staff on one process is what the other serves at once", async () => {
    const pack = await packWithStock(2, 20);
    const detail = async (base: string) =>
      (
        await post<{ prices: { product_price_id: number; final_price: string }[] }>(
          base,
          "/api/products/details/v1/",
          { product_id: pack.product_id },
        )
      ).data.prices.find((p) => p.product_price_id === pack.product_price_id)?.final_price;
    const before = await detail(b.baseUrl); // B caches it now, for an hour
    // B keeps the product's page for guests too (server/page-cache/), for an hour.
    const pageOnB = async () => (await fetch(`${b.baseUrl}/product-info/${pack.product_id}`)).text();
    await pageOnB();
    const { staffCookie, repricePack } = apiAs(() => a.baseUrl);
    const cookie = await staffCookie(owner);
    const newMrp = before === "777.00" ? "778.00" : "777.00";
    const saved = await repricePack(
      cookie,
      { productId: pack.product_id, packId: pack.product_price_id },
      newMrp,
    );
    expect(saved.status, saved.message).toBe(1);

    // B was told by the database (LISTEN/NOTIFY) when the change committed: its next answers
    // carry the new price (the notice arrives within milliseconds; its cache would keep the old
    // one for an hour).
    let served = before;
    for (let i = 0; i < 20 && served !== newMrp; i++) {
      if (i) await new Promise((r) => setTimeout(r, 100));
      served = await detail(b.baseUrl);
    }
    expect(served).toBe(newMrp);
    // The kept page went with the cached answers: B's next guest page shows the new price.
    expect(await pageOnB()).toContain(`₹${newMrp}`);
  });

  it("both processes' outboxes send each email exactly once", { timeout: 180_000 }, async () => {
    // By now the outbox holds 51 welcome emails and 11 order confirmations; 40 more arrive at
    // once, so that both processes (each claiming every 2 s) are sending at the same time to
    // a server that takes 100 ms to accept each one.
    await sql.query(
      `insert into email_outbox (to_address, subject, body_text, kind)
       select 'burst' || n || '@buyers.example', 'Burst ' || n, 'Hello', 'welcome' from generate_series(1, 40) n`,
    );
    // Emails only: the same table also holds the order's text messages (channel sms), sent by SMS.
    const { rows: queued } = await sql.query(
      "select count(*)::int as n from email_outbox where channel = 'email'",
    );
    expect(queued[0].n).toBeGreaterThanOrEqual(102);
    const deadline = Date.now() + 150_000;
    let left = 1;
    while (left > 0 && Date.now() < deadline) {
      await new Promise((r) => setTimeout(r, 500));
      left = (
        await sql.query(
          "select count(*)::int as n from email_outbox where channel = 'email' and status <> 'SENT'",
        )
      ).rows[0].n;
    }
    expect(left).toBe(0);
    // Every email reached the SMTP server once: as many messages per address as it was sent.
    const { rows } = await sql.query<{ to_address: string }>(
      "select to_address from email_outbox where channel = 'email'",
    );
    const received = smtp.received.map((m) => /^To: (.+)$/m.exec(m)?.[1]?.trim() ?? "?");
    expect(received.sort()).toEqual(rows.map((r) => r.to_address).sort());
  });
});
