import type { Lang } from "../../lib/i18n/language";
import { SMS_KINDS, type SmsKind } from "../../server/modules/sms";
import { TEXT_TEMPLATES, templateVars } from "../../server/modules/texts";
import {
  isWhatsAppKind,
  whatsappBody,
  whatsappNumbered,
  whatsappParams,
} from "../../server/modules/whatsapp";

/** Sample values, as DLT and Meta ask for them with each template. */
const SAMPLES: Record<string, string> = {
  shop: "Haritha Agro",
  order: "#1024",
  total: "1,250",
  amount: "1,250",
  link: "https://shop.example.in/order/1024",
  courier: "DTDC",
  awb: "D12345678",
  reason: "Out of stock.",
  code: "482913",
  host: "shop.example.in",
};

const LANG_NAME: Record<Lang, string> = { en: "English", hi: "Hindi" };

/** The SMS as typed into the DLT portal: {#url#} for a link, {#var#} for anything else. */
const dltText = (kind: SmsKind, lang: Lang) =>
  TEXT_TEMPLATES[kind][lang].replace(/\{(\w+)\}/g, (_, name: string) =>
    name === "link" ? "{#url#}" : "{#var#}",
  );

const fence = (text: string) => `\`\`\`text\n${text}\n\`\`\``;

/**
 * The templates part of docs/text-templates.md, written from TEXT_TEMPLATES and the WhatsApp
 * bodies: the unit test (tests/text-templates-doc.test.ts) fails when the file says otherwise.
 */
export function templatesSection(): string {
  const out: string[] = [];
  for (const kind of SMS_KINDS) {
    out.push(`### \`${kind}\``, "");
    out.push(
      `Variables, in order: ${templateVars(TEXT_TEMPLATES[kind].en)
        .map((v) => `\`${v}\``)
        .join(", ")}.`,
      "",
    );
    for (const lang of ["en", "hi"] as const) {
      out.push(
        `**SMS (DLT), ${LANG_NAME[lang]}${lang === "hi" ? ", Unicode" : ""}:**`,
        "",
        fence(dltText(kind, lang)),
        "",
      );
    }
    if (isWhatsAppKind(kind)) {
      for (const lang of ["en", "hi"] as const) {
        const params = whatsappParams(kind, lang);
        out.push(
          `**WhatsApp template \`${kind}\`, language \`${lang}\`:**`,
          "",
          fence(whatsappNumbered(kind, lang)),
          "",
          `Samples: ${params.map((p, i) => `{{${i + 1}}} = ${p} = \`${SAMPLES[p] ?? p}\``).join("; ")}.`,
          "",
          `Reads: ${whatsappBody(kind, lang)
            .replace(/\{(\w+)\}/g, (_, p: string) => SAMPLES[p] ?? p)
            .replace(/\n+/g, " ")}`,
          "",
        );
      }
    } else {
      out.push("WhatsApp: not sent there (a code goes by SMS only).", "");
    }
  }
  return out.join("\n").trimEnd();
}

export const START =
  "<!-- templates: written by tests/helpers/text-templates-doc.ts; do not edit by hand -->";
export const END = "<!-- templates: end -->";
