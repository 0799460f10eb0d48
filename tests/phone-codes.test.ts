import { Writable } from "node:stream";
import { sql } from "drizzle-orm";
import pino from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { business } from "../lib/business";
import { loadConfig } from "../server/config";
import { queryRows } from "../server/db/client";
import { createMetrics } from "../server/metrics";
import { codeSentences } from "../server/modules/phone-codes";
import { SMS_KINDS } from "../server/modules/sms";
import { createServices, type Services } from "../server/services";
import { createTestDatabase, type TestDatabase } from "./helpers/database";
import { startMsg91Fake } from "./helpers/fake-msg91";

const KEY = "msg91-codes-test-key";
const templates = JSON.stringify(
  Object.fromEntries(
    SMS_KINDS.map((kind, i) => [
      kind,
      { template_id: `tpl_${kind}`, dlt_template_id: `110716${String(i).padStart(13, "0")}` },
    ]),
  ),
);

let fake: Awaited<ReturnType<typeof startMsg91Fake>>;
let database: TestDatabase;
let services: Services;
const logLines: { level: number; msg: string }[] = [];

/** The shop's services on MSG91 (the local fake), with a small daily cap and the log kept. */
function servicesWith(env: Record<string, string>) {
  const config = loadConfig({
    NODE_ENV: "test",
    LOG_LEVEL: "silent",
    PUBLIC_URL: "https://shop.example.in",
    PAYMENT_PROVIDER: "sandbox",
    SMS_PROVIDER: "msg91",
    MSG91_AUTH_KEY: KEY,
    MSG91_SENDER_ID: "HARTHA",
    MSG91_DLT_ENTITY_ID: "1201159876543210987",
    MSG91_TEMPLATES: templates,
    MSG91_API_URL: fake.url,
    ...env,
  });
  const sink = new Writable({
    write(chunk, _enc, done) {
      for (const line of String(chunk).split("\n").filter(Boolean)) logLines.push(JSON.parse(line));
      done();
    },
  });
  return createServices({ config, database, logger: pino({ level: "info" }, sink), business });
}

/** The last code the fake MSG91 was asked to send to a number, from the request's variables. */
const lastCodeTo = (digits: string) => {
  const sent = fake.state.requests.filter((r) => r.body.recipients[0].mobiles === `91${digits}`);
  return sent.at(-1)?.body.recipients[0].code as string;
};

const from = (ip: string) => ({ ip, lang: "en" as const });

beforeAll(async () => {
  fake = await startMsg91Fake(KEY);
  database = await createTestDatabase();
  services = servicesWith({});
});
afterAll(async () => {
  await database.close();
  await fake.close();
});

describe("SMS codes", () => {
  it("sends a code with the WebOTP line, keeps only its hash, and a right code signs up once", async () => {
    const sent = await services.phoneSignIn.askCode("signup", "+91 98300 11111", from("10.1.0.1"));
    expect(sent.sentence).toBe(
      "We have sent a 6-digit code by SMS to +91 98300 11111. It is good for 10 minutes.",
    );
    const request = fake.state.requests.at(-1);
    expect(request?.body.template_id).toBe("tpl_login_code");
    const code = lastCodeTo("9830011111");
    expect(code).toMatch(/^\d{6}$/);
    // The template's variables: the code, the shop, and the host of its WebOTP line (the
    // template's last line, "@host #code", lets Android fill the field in).
    expect(request?.body.recipients[0]).toMatchObject({
      code,
      shop: expect.any(String),
      host: expect.any(String),
    });
    const [row] = await queryRows<{ code_hash: string; phone: string }>(
      database.db,
      sql`select code_hash, phone from phone_codes where phone = '+919830011111'`,
    );
    expect(row.code_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(row.code_hash).not.toContain(code);

    const outbox = () =>
      queryRows<{ n: number }>(database.db, sql`select count(*)::int as n from email_outbox`);
    const [emailsBefore] = await outbox();
    const { account, sessionKey } = await services.phoneSignIn.signUp(
      { fullName: "Ramesh Oraon", phone: "09830011111", code },
      from("10.1.0.1"),
    );
    expect(account).toMatchObject({
      fullName: "Ramesh Oraon",
      email: null,
      phone: "9830011111",
      hasPassword: false,
    });
    expect(await services.accounts.authenticate(sessionKey)).toMatchObject({ userId: account.userId });
    const [user] = await queryRows<{ phone_verified_at: Date | null; email: string | null }>(
      database.db,
      sql`select phone_verified_at, email from users where id = ${account.userId}`,
    );
    expect(user.phone_verified_at).not.toBeNull();
    expect(user.email).toBeNull();
    // No welcome email for an account without an address.
    const [emailsAfter] = await outbox();
    expect(emailsAfter.n).toBe(emailsBefore.n);
    // The code opened one door: a second use is refused.
    await expect(
      services.phoneSignIn.signIn({ phone: "9830011111", code }, from("10.1.0.1")),
    ).rejects.toThrow(codeSentences.noneAsked);

    // Later, on the profile, the farmer may add an email; once set, it stays (it is a login).
    const plain = { fullName: "Ramesh Oraon", phone: "9830011111" };
    expect((await services.accounts.updateProfile(account.userId, plain)).email).toBeNull();
    const added = await services.accounts.updateProfile(account.userId, {
      ...plain,
      email: "Ramesh@Example.in",
    });
    expect(added.email).toBe("ramesh@example.in");
    const again = await services.accounts.updateProfile(account.userId, {
      ...plain,
      email: "other@example.in",
    });
    expect(again.email).toBe("ramesh@example.in");
  });

  it("says wrong, then tries spent after 5 wrong codes, and expired for an old code", async () => {
    await services.phoneSignIn.askCode("login", "9830011111", from("10.1.0.2"));
    const right = lastCodeTo("9830011111");
    const wrong = right === "000000" ? "111111" : "000000";
    for (let i = 1; i <= 4; i++) {
      await expect(
        services.phoneSignIn.signIn({ phone: "9830011111", code: wrong }, from("10.1.0.2")),
      ).rejects.toThrow(codeSentences.wrong);
    }
    await expect(
      services.phoneSignIn.signIn({ phone: "9830011111", code: wrong }, from("10.1.0.2")),
    ).rejects.toThrow(codeSentences.triesSpent);
    // Even the right code is refused once the 5 tries are spent.
    await expect(
      services.phoneSignIn.signIn({ phone: "9830011111", code: right }, from("10.1.0.2")),
    ).rejects.toThrow(codeSentences.triesSpent);

    await services.phoneSignIn.askCode("login", "9830011111", from("10.1.0.2"));
    const fresh = lastCodeTo("9830011111");
    await database.db.execute(
      sql`update phone_codes set expires_at = now() - interval '1 second' where phone = '+919830011111' and spent_at is null`,
    );
    await expect(
      services.phoneSignIn.signIn({ phone: "9830011111", code: fresh }, from("10.1.0.2")),
    ).rejects.toThrow(codeSentences.expired);
  });

  it("compares at most 5 tries with a code, however many race", async () => {
    await services.phoneSignIn.askCode("signup", "9830066666", from("10.1.0.5"));
    await services.phoneSignIn.signUp(
      { fullName: "Jitu Oraon", phone: "9830066666", code: lastCodeTo("9830066666") },
      from("10.1.0.5"),
    );
    await services.phoneSignIn.askCode("login", "9830066666", from("10.1.0.5"));
    const right = lastCodeTo("9830066666");
    const wrong = right === "000000" ? "111111" : "000000";
    const tries = await Promise.allSettled(
      Array.from({ length: 12 }, () =>
        services.phoneSignIn.signIn({ phone: "9830066666", code: wrong }, from("10.1.0.5")),
      ),
    );
    expect(tries.every((t) => t.status === "rejected")).toBe(true);
    const [row] = await queryRows<{ tries_used: number }>(
      database.db,
      sql`select tries_used from phone_codes where phone = '+919830066666' order by id desc limit 1`,
    );
    expect(row.tries_used).toBe(5);
    await expect(
      services.phoneSignIn.signIn({ phone: "9830066666", code: right }, from("10.1.0.5")),
    ).rejects.toThrow(codeSentences.triesSpent);
  });

  it("signs in with a code, and resets the password with a code (sessions end)", async () => {
    await services.phoneSignIn.askCode("login", "98300 11111", from("10.1.0.3"));
    const { account, sessionKey } = await services.phoneSignIn.signIn(
      { phone: "+919830011111", code: lastCodeTo("9830011111") },
      from("10.1.0.3"),
    );
    expect(account.phone).toBe("9830011111");

    await services.phoneSignIn.askCode("reset", "9830011111", from("10.1.0.3"));
    expect(fake.state.requests.at(-1)?.body.template_id).toBe("tpl_password_code");
    await services.phoneSignIn.resetPassword({
      phone: "9830011111",
      code: lastCodeTo("9830011111"),
      password: "new-secret-1",
    });
    expect(await services.accounts.authenticate(sessionKey)).toBeNull();
    // The password now works with the phone as the login, typed as people type it.
    const login = await services.accounts.login("+91 98300-11111", "new-secret-1", from("10.1.0.3"));
    expect(login.account.userId).toBe(account.userId);
  });

  it("refuses a code for a number without an account, and signup for a number taken", async () => {
    await expect(services.phoneSignIn.askCode("login", "9830099999", from("10.1.0.4"))).rejects.toThrow(
      "No account uses this mobile number. Sign up with it instead.",
    );
    await expect(services.phoneSignIn.askCode("signup", "9830011111", from("10.1.0.4"))).rejects.toThrow(
      "An account with this phone number already exists.",
    );
    await expect(services.phoneSignIn.askCode("signup", "+977 9841234567", from("10.1.0.4"))).rejects.toThrow(
      "This is not an Indian mobile number",
    );
  });

  it("sends at most 5 codes per number an hour", async () => {
    for (let i = 0; i < 5; i++)
      await services.phoneSignIn.askCode("signup", "9830022222", from(`10.2.0.${i}`));
    await expect(services.phoneSignIn.askCode("signup", "9830022222", from("10.2.0.9"))).rejects.toThrow(
      /^Too many codes were sent to this number\. Please try again in \d+ minutes\.$/,
    );
  });

  it("sends at most 20 codes a day from one address", async () => {
    for (let i = 0; i < 20; i++)
      await services.phoneSignIn.askCode("signup", `98301${String(i).padStart(5, "0")}`, from("10.3.0.1"));
    await expect(services.phoneSignIn.askCode("signup", "9830199999", from("10.3.0.1"))).rejects.toThrow(
      codeSentences.tooManyFromAddress,
    );
  });

  it("a provider failure says so at once and counts nothing", async () => {
    const before = fake.state.requests.length;
    fake.state.failNext = 6;
    for (let i = 0; i < 6; i++) {
      await expect(services.phoneSignIn.askCode("signup", "9830033333", from("10.4.0.1"))).rejects.toThrow(
        codeSentences.notSent,
      );
    }
    expect(fake.state.requests.length).toBe(before + 6);
    const [kept] = await queryRows<{ n: number }>(
      database.db,
      sql`select count(*)::int as n from phone_codes where phone = '+919830033333'`,
    );
    expect(kept.n).toBe(0);
    // Six failures used none of the number's 5 codes an hour: the next one goes.
    await services.phoneSignIn.askCode("signup", "9830033333", from("10.4.0.1"));
  });
});

describe("the shop's daily cap on SMS codes", () => {
  it("warns in the log at 80%, refuses past the cap with its sentence, and /metrics counts it", async () => {
    await database.db.execute(sql`delete from rate_limit_hits where bucket = 'sms-codes:shop'`);
    const capped = servicesWith({ SMS_DAILY_CAP: "5" });
    for (let i = 0; i < 5; i++)
      await capped.phoneSignIn.askCode("signup", `98302${String(i).padStart(5, "0")}`, from(`10.5.0.${i}`));
    const warnings = logLines.filter((l) => l.level === 40 && l.msg.includes("SMS_DAILY_CAP"));
    expect(warnings).toHaveLength(1);
    await expect(capped.phoneSignIn.askCode("signup", "9830299999", from("10.5.1.1"))).rejects.toThrow(
      codeSentences.dailyCap,
    );
    const text = await createMetrics({ database, processMetrics: false }).registry.metrics();
    expect(text).toMatch(/shop_sms_codes_total\{purpose="signup",outcome="refused_cap"\} [1-9]/);
    expect(text).toMatch(/shop_sms_codes_total\{purpose="signup",outcome="provider_failed"\} 6/);
  });
});
