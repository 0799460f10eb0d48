import type { AddressInfo } from "node:net";
import { serve } from "@hono/node-server";
import { eq, sql } from "drizzle-orm";
import pino from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadConfig } from "../server/config";
import { createMetrics } from "../server/metrics";
import { emailOutbox, type OutboxPolicy } from "../server/modules/outbox";
import { SMS_KINDS, smsFromEnv, smsSender } from "../server/modules/sms";
import { dispatchTexts, enqueueText, fallBackUndelivered, type TextSenders } from "../server/modules/texts";
import { whatsappSender } from "../server/modules/whatsapp";
import { createTestApp, type TestApp } from "./helpers/app";
import { startMsg91Fake } from "./helpers/fake-msg91";
import { APP_SECRET, startWhatsAppFake, TOKEN, whatsappEnv } from "./helpers/fake-whatsapp";

// WhatsApp through the outbox against a local fake of the Cloud API, the shop served on a real
// port for the signed delivery reports, and a fake MSG91 for the SMS that stand in.

const silent = pino({ level: "silent" });
const policy: OutboxPolicy = { leaseMs: 60_000, retryBaseMs: 50, retryMaxMs: 200, maxAttempts: 3 };

let t: TestApp;
let wa: Awaited<ReturnType<typeof startWhatsAppFake>>;
let msg91: Awaited<ReturnType<typeof startMsg91Fake>>;
let server: ReturnType<typeof serve>;
let webhook: string;
let senders: TextSenders;
beforeAll(async () => {
  wa = await startWhatsAppFake({ token: TOKEN, appSecret: APP_SECRET });
  msg91 = await startMsg91Fake("msg91-key");
  const env = whatsappEnv(wa.url);
  t = await createTestApp(env);
  server = serve({ fetch: t.app.fetch, port: 0, hostname: "127.0.0.1" });
  await new Promise((r) => server.once("listening", r));
  webhook = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/whatsapp/webhook`;
  const templates = Object.fromEntries(
    SMS_KINDS.map((kind, i) => [
      kind,
      { template_id: `tpl_${kind}`, dlt_template_id: `110716${String(i).padStart(13, "0")}` },
    ]),
  );
  const sms = smsFromEnv({
    SMS_PROVIDER: "msg91",
    MSG91_AUTH_KEY: "msg91-key",
    MSG91_SENDER_ID: "HARTHA",
    MSG91_DLT_ENTITY_ID: "1201159876543210987",
    MSG91_TEMPLATES: JSON.stringify(templates),
    MSG91_API_URL: msg91.url,
  });
  const whatsapp = loadConfig({ NODE_ENV: "test", ...env }).whatsapp;
  if (!whatsapp) throw new Error("WhatsApp settings not read");
  senders = { sms: smsSender(sms, silent), whatsapp: whatsappSender(whatsapp) };
});
afterAll(async () => {
  await new Promise((r) => server?.close(r));
  await wa?.close();
  await msg91?.close();
  await t?.close();
});

const db = () => t.database.db;
const dispatch = () => dispatchTexts(db(), { senders, logger: silent, policy });
const shipped = (to: string, lang: "en" | "hi" = "hi") =>
  enqueueText(db(), {
    channel: "whatsapp",
    to,
    kind: "shipped",
    lang,
    vars: { shop: "Haritha Agro", order: "#1001", courier: "DTDC", awb: "D123", link: "https://x.in/o/1" },
  });
const row = async (id: number) => (await db().select().from(emailOutbox).where(eq(emailOutbox.id, id)))[0];
const fallbacksOf = (id: number) => db().select().from(emailOutbox).where(eq(emailOutbox.fallbackOf, id));
const toWhatsApp = (number: string) => wa.state.requests.filter((r) => r.body.to === number.slice(1));
const toSms = (number: string) =>
  msg91.state.requests.filter((r) => r.body.recipients[0]?.mobiles === number.slice(1));
/** Moves a message's sending back in time, as if sent `minutes` ago. */
const sentAgo = (id: number, minutes: number) =>
  db().execute(
    sql`update email_outbox set sent_at = now() - (${minutes} * interval '1 minute') where id = ${id}`,
  );

describe("WhatsApp messages", () => {
  it("two senders racing send each message once, as the approved template in the customer's language", async () => {
    const id = await shipped("+919800000101");
    wa.state.delayMs = 200;
    try {
      await Promise.all([dispatch(), dispatch()]);
    } finally {
      wa.state.delayMs = 0;
    }
    const sent = toWhatsApp("+919800000101");
    expect(sent).toHaveLength(1);
    expect(sent[0].authorization).toBe(`Bearer ${TOKEN}`);
    expect(sent[0].phoneNumberId).toBe("106540352242922");
    expect(sent[0].body.template.name).toBe("shop_shipped");
    expect(sent[0].body.template.language.code).toBe("hi");
    // {{1}} shop, {{2}} order, {{3}} courier, {{4}} awb, {{5}} link: the Hindi template's order.
    expect(sent[0].body.template.components[0].parameters.map((p) => p.text)).toEqual([
      "Haritha Agro",
      "#1001",
      "DTDC",
      "D123",
      "https://x.in/o/1",
    ]);
    const r = await row(id);
    expect(r.status).toBe("SENT");
    expect(r.providerId).toBe(sent[0].id);
  });

  it("a fault of the Cloud API is retried after its backoff, then sent once", async () => {
    const id = await shipped("+919800000102");
    wa.state.failNext = 1;
    // A backoff longer than this call lasts, so the retry is the next call's.
    const slow = { ...policy, retryBaseMs: 1_000 };
    await dispatchTexts(db(), { senders, logger: silent, policy: slow });
    expect((await row(id)).status).toBe("PENDING");
    expect((await row(id)).lastError).toContain("HTTP 500");
    await db().execute(sql`update email_outbox set next_attempt_at = now() where id = ${id}`);
    await dispatch();
    expect((await row(id)).status).toBe("SENT");
    expect(toWhatsApp("+919800000102").filter((r) => r.id)).toHaveLength(1);
  });

  it("a message not delivered within 5 minutes goes by SMS, once, in the same words", async () => {
    const id = await shipped("+919800000103");
    await dispatch();
    await sentAgo(id, 4);
    expect(await fallBackUndelivered(db())).toBe(0);
    await sentAgo(id, 6);
    expect(await fallBackUndelivered(db())).toBe(1);
    expect(await fallBackUndelivered(db())).toBe(0);
    await dispatch();
    const sms = toSms("+919800000103");
    expect(sms).toHaveLength(1);
    expect(sms[0].body.template_id).toBe("tpl_shipped");
    expect(sms[0].body.recipients[0]).toMatchObject({ courier: "DTDC", awb: "D123" });
    const [fallback] = await fallbacksOf(id);
    expect(fallback).toMatchObject({ channel: "sms", status: "SENT", lang: "hi" });
    expect(fallback.bodyText).toBe((await row(id)).bodyText);
  });

  it("two fallback jobs at once queue exactly one SMS", async () => {
    const ids = [await shipped("+919800000104"), await shipped("+919800000105")];
    await dispatch();
    for (const id of ids) await sentAgo(id, 10);
    const queued = await Promise.all([fallBackUndelivered(db()), fallBackUndelivered(db())]);
    expect(queued[0] + queued[1]).toBe(2);
    for (const id of ids) expect(await fallbacksOf(id)).toHaveLength(1);
  });

  it("a bad or missing signature is refused (401) and changes nothing; a signed report marks delivered", async () => {
    const id = await shipped("+919800000106");
    await dispatch();
    const { providerId } = await row(id);
    const forged = await wa.report(webhook, String(providerId), "delivered", `sha256=${"0".repeat(64)}`);
    expect(forged.status).toBe(401);
    expect((await wa.report(webhook, String(providerId), "delivered", null)).status).toBe(401);
    expect((await row(id)).deliveredAt).toBeNull();

    const signed = await wa.report(webhook, String(providerId), "delivered");
    expect(signed.status).toBe(200);
    expect((await row(id)).deliveredAt).toBeInstanceOf(Date);
    // Delivered: no SMS however long ago it was sent.
    await sentAgo(id, 60);
    await fallBackUndelivered(db());
    expect(await fallbacksOf(id)).toHaveLength(0);
  });

  it("a message reported failed goes by SMS at once", async () => {
    const id = await shipped("+919800000107", "en");
    await dispatch();
    const res = await wa.report(webhook, String((await row(id)).providerId), "failed");
    expect(res.status).toBe(200);
    const r = await row(id);
    expect(r.status).toBe("FAILED");
    expect(r.lastError).toContain("131026");
    const [fallback] = await fallbacksOf(id);
    expect(fallback).toMatchObject({ channel: "sms", status: "PENDING", lang: "en" });
    // A second report of the same failure queues nothing more.
    await wa.report(webhook, String(r.providerId), "failed");
    expect(await fallbacksOf(id)).toHaveLength(1);
  });

  it("a message the Cloud API refused until it was given up goes by SMS", async () => {
    const id = await shipped("+919800000108");
    wa.state.failNext = policy.maxAttempts;
    for (let i = 0; i < policy.maxAttempts; i++) {
      await db().execute(sql`update email_outbox set next_attempt_at = now() where id = ${id}`);
      await dispatch();
    }
    expect((await row(id)).status).toBe("FAILED");
    expect(await fallBackUndelivered(db())).toBe(1);
    expect(await fallbacksOf(id)).toHaveLength(1);
  });

  it("answers Meta's subscription check only with the verify token", async () => {
    const base = `${webhook}?hub.mode=subscribe&hub.challenge=1158201444`;
    const ok = await fetch(`${base}&hub.verify_token=verify-me`);
    expect(ok.status).toBe(200);
    expect(await ok.text()).toBe("1158201444");
    expect((await fetch(`${base}&hub.verify_token=guess`)).status).toBe(403);
  });
});

describe("/metrics", () => {
  it("counts text messages sent, failed and fallen back, per channel", async () => {
    const text = await createMetrics({ database: t.database, processMetrics: false }).registry.metrics();
    const sample = (labels: string) =>
      Number(new RegExp(`^shop_text_messages\\{${labels}\\} (\\d+)$`, "m").exec(text)?.[1] ?? 0);
    expect(sample('channel="whatsapp",outcome="sent"')).toBeGreaterThan(0);
    expect(sample('channel="whatsapp",outcome="failed"')).toBe(2);
    expect(sample('channel="sms",outcome="fallback"')).toBe(5);
  });
});

describe("WhatsApp settings", () => {
  it("all or none: the shop refuses to start naming what is missing", () => {
    const env = whatsappEnv("https://graph.facebook.com/v21.0");
    expect(loadConfig({ NODE_ENV: "test" }).whatsapp).toBeUndefined();
    const { WHATSAPP_APP_SECRET: _, ...noSecret } = env;
    expect(() => loadConfig({ NODE_ENV: "test", ...noSecret })).toThrow(/missing: WHATSAPP_APP_SECRET/);
    const { shipped: __, ...templates } = JSON.parse(env.WHATSAPP_TEMPLATES);
    expect(() =>
      loadConfig({ NODE_ENV: "test", ...env, WHATSAPP_TEMPLATES: JSON.stringify(templates) }),
    ).toThrow(/missing or wrong: shipped/);
  });
});
