import pino from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadConfig } from "../server/config";
import { SMS_KINDS, type SmsSettings, smsFromEnv, smsSender } from "../server/modules/sms";
import { startMsg91Fake } from "./helpers/fake-msg91";

const KEY = "msg91-test-auth-key";
const templates = JSON.stringify(
  Object.fromEntries(
    SMS_KINDS.map((kind, i) => [
      kind,
      { template_id: `tpl_${kind}`, dlt_template_id: `110716${String(i).padStart(13, "0")}` },
    ]),
  ),
);
const env = (more: Record<string, string> = {}) => ({
  SMS_PROVIDER: "msg91",
  MSG91_AUTH_KEY: KEY,
  MSG91_SENDER_ID: "HARTHA",
  MSG91_DLT_ENTITY_ID: "1201159876543210987",
  MSG91_TEMPLATES: templates,
  ...more,
});
const code = {
  to: "+919830012345",
  kind: "login_code" as const,
  text: "Your code is 123456.",
  vars: { otp: "123456" },
};

let fake: Awaited<ReturnType<typeof startMsg91Fake>>;
let settings: SmsSettings;
beforeAll(async () => {
  fake = await startMsg91Fake(KEY);
  settings = smsFromEnv(env({ MSG91_API_URL: fake.url }));
});
afterAll(() => fake.close());

describe("SMS through MSG91", () => {
  it("sends one request with the key, the sender, both DLT ids and the number without its plus", async () => {
    const sent = await smsSender(settings, pino({ level: "silent" })).send(code);
    expect(sent.providerId).toMatch(/^36\d{22}$/);
    expect(fake.state.requests).toHaveLength(1);
    const [request] = fake.state.requests;
    expect(request.authkey).toBe(KEY);
    expect(request.body).toMatchObject({
      template_id: "tpl_login_code",
      sender: "HARTHA",
      DLT_TE_ID: "1107160000000000000",
      PE_ID: "1201159876543210987",
      recipients: [{ mobiles: "919830012345", otp: "123456" }],
    });
  });

  it("says an SMS was not sent on a server error, on MSG91's refusal and when it does not answer", async () => {
    const sender = smsSender(settings, pino({ level: "silent" }));
    fake.state.failNext = 1;
    await expect(sender.send(code)).rejects.toThrow("MSG91 refused the SMS (HTTP 500): Internal error");
    fake.state.refuseNext = 1;
    await expect(sender.send(code)).rejects.toThrow(
      "MSG91 refused the SMS (HTTP 200): Template not approved",
    );
    // The next try goes through.
    await expect(sender.send(code)).resolves.toMatchObject({ providerId: expect.any(String) });
    const gone = smsSender(
      smsFromEnv(env({ MSG91_API_URL: "http://127.0.0.1:9" })),
      pino({ level: "silent" }),
    );
    await expect(gone.send(code)).rejects.toThrow("MSG91 did not answer");
  });
});

describe("SMS settings", () => {
  it("writes SMS to the log unless told otherwise", () => {
    expect(loadConfig({ NODE_ENV: "test" }).sms).toEqual({ provider: "log" });
  });

  it("refuses to start with msg91 when an id the operators need is missing, naming it", () => {
    const refused = (more: Record<string, string>) => () => loadConfig({ NODE_ENV: "test", ...env(more) });
    expect(refused({ MSG91_DLT_ENTITY_ID: "" })).toThrow(
      "MSG91_DLT_ENTITY_ID must be set when SMS_PROVIDER is msg91.",
    );
    expect(refused({ MSG91_SENDER_ID: "Haritha" })).toThrow("MSG91_SENDER_ID must be the 6 capital letters");
    const withoutTwo = JSON.parse(templates);
    delete withoutTwo.cod_confirm;
    withoutTwo.shipped.dlt_template_id = "";
    expect(refused({ MSG91_TEMPLATES: JSON.stringify(withoutTwo) })).toThrow(
      "missing or wrong: cod_confirm, shipped.",
    );
    expect(refused({ MSG91_TEMPLATES: "{not json" })).toThrow("MSG91_TEMPLATES must be JSON");
    expect(refused({ SMS_PROVIDER: "twilio" })).toThrow('SMS_PROVIDER must be log or msg91 (got "twilio").');
    // The key itself is never repeated into a message.
    expect(refused({ MSG91_SENDER_ID: "x" })).not.toThrow(KEY);
  });
});
