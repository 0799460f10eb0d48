import { SMS_KINDS, type SmsKind } from "./sms-kinds";

/** One message's two ids: MSG91's template and the DLT template it is registered as. */
export interface Msg91Template {
  templateId: string;
  dltTemplateId: string;
}

export type SmsSettings =
  | { provider: "log" }
  | {
      provider: "msg91";
      authKey: string;
      /** The 6-letter header registered on DLT (e.g. HARTHA). */
      senderId: string;
      dltEntityId: string;
      templates: Record<SmsKind, Msg91Template>;
      apiUrl: string;
    };

/**
 * SMS_PROVIDER and its settings from the environment. `log` (the default) needs nothing; `msg91`
 * needs the key, the sender id, the DLT entity id and both ids of every message
 * (MSG91_TEMPLATES, JSON), because an SMS without them is dropped by the operators: the shop
 * refuses to start rather than lose messages quietly. Throws a sentence naming what is missing.
 */
export function smsFromEnv(env: Record<string, string | undefined>): SmsSettings {
  const provider = env.SMS_PROVIDER ?? "log";
  if (provider === "log") return { provider: "log" };
  if (provider !== "msg91")
    throw new Error(`SMS_PROVIDER must be log or msg91 (got ${JSON.stringify(provider)})`);
  for (const name of ["MSG91_AUTH_KEY", "MSG91_SENDER_ID", "MSG91_DLT_ENTITY_ID", "MSG91_TEMPLATES"]) {
    if (!env[name]) throw new Error(`${name} must be set when SMS_PROVIDER is msg91`);
  }
  const senderId = String(env.MSG91_SENDER_ID);
  if (!/^[A-Z]{6}$/.test(senderId)) {
    throw new Error(
      `MSG91_SENDER_ID must be the 6 capital letters registered on DLT, such as HARTHA (got "${senderId}")`,
    );
  }
  if (!/^\d{19}$/.test(String(env.MSG91_DLT_ENTITY_ID))) {
    throw new Error("MSG91_DLT_ENTITY_ID must be the 19-digit entity id of the DLT registration");
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(String(env.MSG91_TEMPLATES));
  } catch {
    throw new Error(
      'MSG91_TEMPLATES must be JSON such as {"order_placed":{"template_id":"…","dlt_template_id":"…"},…}',
    );
  }
  const given = (parsed ?? {}) as Record<string, { template_id?: unknown; dlt_template_id?: unknown }>;
  const missing = SMS_KINDS.filter((kind) => {
    const t = given[kind];
    return !(
      typeof t?.template_id === "string" &&
      t.template_id &&
      /^\d{19}$/.test(String(t.dlt_template_id))
    );
  });
  if (missing.length > 0) {
    throw new Error(
      `MSG91_TEMPLATES must give template_id and the 19-digit dlt_template_id of every message; missing or wrong: ${missing.join(", ")}`,
    );
  }
  const templates = Object.fromEntries(
    SMS_KINDS.map((kind) => [
      kind,
      { templateId: String(given[kind].template_id), dltTemplateId: String(given[kind].dlt_template_id) },
    ]),
  ) as Record<SmsKind, Msg91Template>;
  return {
    provider: "msg91",
    authKey: String(env.MSG91_AUTH_KEY),
    senderId,
    dltEntityId: String(env.MSG91_DLT_ENTITY_ID),
    templates,
    apiUrl: (env.MSG91_API_URL ?? "https://control.msg91.com").replace(/\/+$/, ""),
  };
}
