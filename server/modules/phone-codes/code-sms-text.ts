import type { Lang } from "../../../lib/i18n/language";
import { webOtpLine } from "../../one-time-code";

/**
 * A code's SMS, in the page's language. The words are the DLT templates' (docs/deploy.md); the
 * last line is the WebOTP line, so Android offers to fill the code in by itself.
 */
export function codeSmsText(lang: Lang, code: string, shop: string, publicUrl: string): string {
  const body =
    lang === "hi"
      ? `${code} ${shop} का आपका कोड है। यह 10 मिनट तक चलेगा। इसे किसी को न बताएँ।`
      : `${code} is your ${shop} code. It is good for 10 minutes. Do not share it with anyone.`;
  return `${body}\n\n${webOtpLine(publicUrl, code)}`;
}
