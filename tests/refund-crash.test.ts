import { spawn } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { openDatabase, queryRows } from "../server/db/client";
import { refunds } from "../server/modules/payments/payments.schema";
import { paymentSignature } from "../server/modules/payments/signature";
import { type TestApp, testAppOn } from "./helpers/app";
import { createTestDatabase, type TestDatabase } from "./helpers/database";
import { type RazorpayFake, razorpayEnv, startRazorpayFake } from "./helpers/razorpay-fake";
import { shopHelpers } from "./helpers/shop";

/**
 * A refund never made twice (docs/decisions/0032-refunds.md), with a real crash: the shop's
 * process (tests/fixtures/refund-worker.ts) asks the fake Razorpay for a refund, which makes it
 * and answers slowly; the process is killed with SIGKILL before the answer, so the refund is made
 * at the provider and not recorded in the shop. The shop starts again on the same database, the
 * retry job runs once the dead process's lease has run out, asks the provider for the payment's
 * refunds, finds its own, and records it: one refund at the provider, the order REFUNDED.
 */
const keyId = "rzp_test_crash01";
const keySecret = "secret_crash_654321";
let fake: RazorpayFake;
const folders: string[] = [];
beforeAll(async () => {
  fake = await startRazorpayFake(keyId, keySecret);
});
afterAll(async () => {
  await fake?.close();
  for (const f of folders) rmSync(f, { recursive: true, force: true });
});

const env = () => razorpayEnv(fake, { keyId, keySecret, webhookSecret: "whsec_crash_7654321" });

/** The engine under test with a database a second process can open: PostgreSQL, or PGlite on a folder. */
async function sharedDatabase(): Promise<{
  open: () => Promise<TestDatabase>;
  childEnv: Record<string, string>;
}> {
  if (process.env.TEST_DATABASE_URL) {
    const database = await createTestDatabase();
    return { open: async () => database, childEnv: { DATABASE_URL: database.url as string } };
  }
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "shop-refund-crash-"));
  folders.push(dataDir);
  const dump = new Blob([readFileSync(inject("pgliteDump"))]);
  let first = true;
  return {
    open: async () => {
      const loadDataDir = first ? dump : undefined;
      first = false;
      return openDatabase({ kind: "pglite", dataDir, loadDataDir });
    },
    childEnv: { DATA_DIR: dataDir },
  };
}

/** Starts the shop's process; resolves once it has started, with a way to wait for its end. */
function startWorker(childEnv: Record<string, string>) {
  const child = spawn(process.execPath, ["--import", "tsx", "tests/fixtures/refund-worker.ts"], {
    env: { ...process.env, ...childEnv },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let out = "";
  child.stdout.on("data", (d) => {
    out += d;
  });
  child.stderr.on("data", (d) => {
    out += d;
  });
  const exited = new Promise<NodeJS.Signals | number | null>((r) =>
    child.on("exit", (code, signal) => r(signal ?? code)),
  );
  return { child, exited, output: () => out };
}

async function until(what: string, check: () => boolean | Promise<boolean>, ms = 60_000) {
  const end = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > end) throw new Error(`waited ${ms} ms for ${what}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

describe("a refund whose process is killed while the provider answers", () => {
  it("is made once at the provider: the restarted shop finds it there and records it", async () => {
    const shared = await sharedDatabase();
    let t: TestApp = testAppOn(await shared.open(), env());
    const shop = shopHelpers(() => t);

    // An order whose payment arrives after it expired and its pack was sold: the shop must refund it.
    const pack = await shop.pack("TEA-005");
    await shop.setStock(pack.priceId, 1);
    const c = await shop.shopper(pack);
    const placed = (await t.post("/api/payment_request/v2/", { ...c.auth, address_id: c.addressId })).body
      .data;
    await shop.expire(placed.order_id);
    await shop.setStock(pack.priceId, 0);
    const paymentId = "pay_Crash00000001";
    const payment = {
      providerOrderId: placed.id,
      paymentId,
      signature: paymentSignature(keySecret, placed.id, paymentId),
    };
    // PGlite is one process's: this one lets go of the folder for the shop's process.
    if (!process.env.TEST_DATABASE_URL) await t.database.close();

    fake.state.refundDelayMs = 120_000;
    const worker = startWorker({
      ...env(),
      ...shared.childEnv,
      USER_ID: String(c.userId),
      PAYMENT: JSON.stringify(payment),
    });
    try {
      // The provider has made the refund; its answer is on the way when the process dies.
      await until("the refund to reach the provider", () => fake.refundsOf(paymentId).length === 1);
      worker.child.kill("SIGKILL");
      expect(await worker.exited).toBe("SIGKILL");
    } finally {
      fake.state.refundDelayMs = 0;
      worker.child.kill("SIGKILL");
    }
    expect(worker.output()).not.toContain('"verified"');

    // The shop starts again on the same database (PGlite takes over the dead process's lock).
    if (!process.env.TEST_DATABASE_URL) t = testAppOn(await shared.open(), env());
    try {
      const rows = () => t.database.db.select().from(refunds).where(eq(refunds.orderId, placed.order_id));
      const [owed] = await rows();
      expect(owed).toMatchObject({ status: "Refunding", attempts: 1, providerRefundId: null });
      expect(await shop.orderState(placed.order_id)).toMatchObject({ status: "REFUND_DUE" });
      // The dead process's lease still holds: the retry job leaves the refund alone until it runs out.
      expect(await t.services.payments.retryRefunds()).toBe(0);
      await t.database.db.execute(
        sql`update refunds set claimed_until = now() - interval '1 second' where id = ${owed.id}`,
      );
      expect(await t.services.payments.retryRefunds()).toBe(1);

      // Asked the provider first, found the refund made before the crash, made none.
      expect(fake.state.refundLists).toContain(paymentId);
      const made = fake.refundsOf(paymentId);
      expect(made).toHaveLength(1);
      expect(made[0]).toMatchObject({ amount: placed.amount, receipt: owed.reference });
      const [done] = await rows();
      expect(await rows()).toHaveLength(1);
      expect(done).toMatchObject({ status: "Refund", providerRefundId: made[0].id, attempts: 2 });
      expect(await shop.orderState(placed.order_id)).toMatchObject({
        status: "REFUNDED",
        payment_status: "REFUNDED",
      });
      expect((await shop.transactions(placed.order_id)).map((x) => x.status)).toEqual(["Refund"]);
      // The customer hears of it once.
      const emails = await queryRows<{ n: number }>(
        t.database.db,
        sql`select count(*)::int as n from email_outbox where kind = 'refund' and to_address = ${c.email}`,
      );
      expect(emails[0].n).toBe(1);
      // Nothing is owed any more: later runs of the job do nothing.
      expect(await t.services.payments.retryRefunds()).toBe(0);
      expect(fake.refundsOf(paymentId)).toHaveLength(1);
    } finally {
      await t.close();
    }
  }, 120_000);
});
