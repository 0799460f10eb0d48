import { eq, like } from "drizzle-orm";
import pino from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { dispatchOutbox, emailOutbox, enqueueEmail, type OutboxPolicy } from "../server/modules/outbox";
import { SMS_KINDS, smsFromEnv, smsSender } from "../server/modules/sms";
import {
  dispatchTexts,
  enqueueText,
  MissingTextVariable,
  renderText,
  TEXT_TEMPLATES,
  templateVars,
} from "../server/modules/texts";
import { createTestDatabase, type TestDatabase } from "./helpers/database";
import { startMsg91Fake } from "./helpers/fake-msg91";

// Text messages through the outbox against a local MSG91 fake: sent once by racing senders,
// retried after a provider fault, never taken by the email sender.

const KEY = "msg91-outbox-key";
const silent = pino({ level: "silent" });
const policy: OutboxPolicy = { leaseMs: 60_000, retryBaseMs: 50, retryMaxMs: 200, maxAttempts: 3 };

let database: TestDatabase;
let fake: Awaited<ReturnType<typeof startMsg91Fake>>;
let sms: ReturnType<typeof smsSender>;
beforeAll(async () => {
  database = await createTestDatabase();
  fake = await startMsg91Fake(KEY);
  const templates = Object.fromEntries(
    SMS_KINDS.map((kind, i) => [
      kind,
      { template_id: `tpl_${kind}`, dlt_template_id: `110716${String(i).padStart(13, "0")}` },
    ]),
  );
  sms = smsSender(
    smsFromEnv({
      SMS_PROVIDER: "msg91",
      MSG91_AUTH_KEY: KEY,
      MSG91_SENDER_ID: "HARTHA",
      MSG91_DLT_ENTITY_ID: "1201159876543210987",
      MSG91_TEMPLATES: JSON.stringify(templates),
      MSG91_API_URL: fake.url,
    }),
    silent,
  );
});
afterAll(async () => {
  await fake?.close();
  await database?.close();
});

const shipped = (to: string) =>
  enqueueText(database.db, {
    channel: "sms",
    to,
    kind: "shipped",
    lang: "hi",
    vars: { shop: "Haritha Agro", order: "HA-1001", courier: "DTDC", awb: "D123", link: "https://x.in/t" },
  });
const rowsTo = (prefix: string) =>
  database.db
    .select()
    .from(emailOutbox)
    .where(like(emailOutbox.toAddress, `${prefix}%`));
const requestsTo = (number: string) =>
  fake.state.requests.filter((r) => r.body.recipients[0]?.mobiles === number.replace("+", ""));

describe("text messages in the outbox", () => {
  it("two senders racing send each message once, in the customer's language, with its variables", async () => {
    for (const n of ["+919800000001", "+919800000002", "+919800000003"]) await shipped(n);
    fake.state.delayMs = 300;
    try {
      await Promise.all([
        dispatchTexts(database.db, { senders: { sms }, logger: silent, policy }),
        dispatchTexts(database.db, { senders: { sms }, logger: silent, policy }),
      ]);
    } finally {
      fake.state.delayMs = 0;
    }
    for (const n of ["+919800000001", "+919800000002", "+919800000003"]) {
      expect(requestsTo(n)).toHaveLength(1);
      expect(requestsTo(n)[0].body.recipients[0]).toMatchObject({ courier: "DTDC", awb: "D123" });
    }
    const rows = await rowsTo("+9198000000");
    expect(rows.map((r) => r.status)).toEqual(["SENT", "SENT", "SENT"]);
    expect(rows[0].providerId).toMatch(/^36\d+$/);
    expect(rows[0].bodyText).toBe(
      "Haritha Agro: आपका ऑर्डर HA-1001 DTDC से भेजा गया है, AWB D123। ट्रैक करें: https://x.in/t",
    );
  });

  it("a provider fault is retried after its backoff, then sent once", async () => {
    const id = await shipped("+919811111111");
    fake.state.failNext = 1;
    await dispatchTexts(database.db, { senders: { sms }, logger: silent, policy });
    let [row] = await database.db.select().from(emailOutbox).where(eq(emailOutbox.id, id));
    expect(row.status).toBe("PENDING");
    expect(row.lastError).toContain("HTTP 500");
    await new Promise((r) => setTimeout(r, 120));
    await dispatchTexts(database.db, { senders: { sms }, logger: silent, policy });
    [row] = await database.db.select().from(emailOutbox).where(eq(emailOutbox.id, id));
    expect(row.status).toBe("SENT");
    expect(row.attempts).toBe(2);
    expect(requestsTo("+919811111111")).toHaveLength(2); // the failed try and the sent one
  });

  it("the email sender never takes a text message, and the text sender never takes an email", async () => {
    await enqueueEmail(database.db, { to: "a@example.com", subject: "s", text: "t", kind: "welcome" });
    const id = await shipped("+919822222222");
    await dispatchOutbox(database.db, { from: "shop@example.com", logger: silent });
    const [text] = await database.db.select().from(emailOutbox).where(eq(emailOutbox.id, id));
    expect(text.status).toBe("PENDING");
    await dispatchTexts(database.db, { senders: { sms }, logger: silent, policy });
    const [email] = await database.db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.toAddress, "a@example.com"));
    expect(email.status).toBe("LOGGED");
    expect(requestsTo("+919822222222")).toHaveLength(1);
  });

  it("refuses a number that is not E.164 and a message missing a variable, writing nothing", async () => {
    await expect(
      enqueueText(database.db, { channel: "sms", to: "9830012345", kind: "delivered", lang: "en", vars: {} }),
    ).rejects.toThrow(/E\.164/);
    await expect(
      enqueueText(database.db, {
        channel: "sms",
        to: "+919833333333",
        kind: "delivered",
        lang: "en",
        vars: { shop: "S" },
      }),
    ).rejects.toThrow(MissingTextVariable);
    expect(await rowsTo("+919833333333")).toHaveLength(0);
  });
});

describe("text templates", () => {
  it("every message has English and Hindi naming the same variables, and codes end with the WebOTP line", () => {
    for (const kind of SMS_KINDS) {
      const { en, hi } = TEXT_TEMPLATES[kind];
      expect(templateVars(hi).sort(), kind).toEqual(templateVars(en).sort());
      if (en.includes("{code}")) {
        expect(en.endsWith("@{host} #{code}"), kind).toBe(true);
        expect(hi.endsWith("@{host} #{code}"), kind).toBe(true);
      }
    }
    expect(renderText("delivered", "en", { shop: "Haritha Agro", order: "HA-7" })).toBe(
      "Haritha Agro: your order HA-7 has been delivered. Thank you for shopping with us.",
    );
  });
});
