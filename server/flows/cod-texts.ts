import type { Lang } from "../../lib/i18n/language";
import type { Tx } from "../modules/orders";
import type { SmsSender } from "../modules/sms";
import { webOtpLine } from "../one-time-code";

/** What the order's text messages need of the shop. */
export interface TextShop {
  publicUrl: string;
  readonly shopName: string;
  /** Where SMS go until the text-message outbox queues them (SMS_PROVIDER: the log or MSG91). */
  sms: SmsSender;
}

/** An Indian mobile as the accounts keep it (10 digits) in E.164. */
export const e164 = (phone: string) => (phone.startsWith("+") ? phone : `+91${phone}`);

/**
 * The SMS of a cash-on-delivery order waiting for its confirmation (docs/decisions/0037-cod-confirmation.md):
 * the code, the confirm link (its token alone, never the code) and the WebOTP line. The one
 * place that sends it: written in the order's transaction once the text-message outbox queues
 * it (`enqueueText(tx, { channel: "sms", kind: "cod_confirm", … })`).
 */
export async function sendCodConfirmation(
  _tx: Tx,
  shop: TextShop,
  m: { to: string; lang: Lang; orderId: number; totalPaise: number; code: string; token: string },
) {
  const vars = {
    shop: shop.shopName,
    order: `#${m.orderId}`,
    total: (m.totalPaise / 100).toFixed(2),
    code: m.code,
    link: new URL(`/cod/${m.token}`, shop.publicUrl).toString(),
    host: new URL(shop.publicUrl).hostname,
  };
  const text = `${vars.shop}: confirm your cash on delivery order ${vars.order} of Rs ${vars.total} with the code ${vars.code}, or here: ${vars.link}\n\n${webOtpLine(shop.publicUrl, m.code)}`;
  await shop.sms.send({ to: e164(m.to), kind: "cod_confirm", text, vars });
}

/** The SMS of an order cancelled while it waited for its confirmation. */
export async function sendCodCancelled(
  _tx: Tx,
  shop: TextShop,
  m: { to: string; lang: Lang; orderId: number; reason: string },
) {
  const vars = { shop: shop.shopName, order: `#${m.orderId}`, reason: m.reason };
  const text = `${vars.shop}: your order ${vars.order} has been cancelled. ${vars.reason}`;
  await shop.sms.send({ to: e164(m.to), kind: "cancelled", text, vars });
}
