import type { Lang } from "../../lib/i18n/language";
import type { Tx } from "../modules/orders";
import { enqueueText } from "../modules/texts";

/** What the order's text messages need of the shop. */
export interface TextShop {
  publicUrl: string;
  readonly shopName: string;
}

/** An Indian mobile as the accounts keep it (10 digits) in E.164. */
export const e164 = (phone: string) => (phone.startsWith("+") ? phone : `+91${phone}`);

/**
 * The SMS of a cash-on-delivery order waiting for its confirmation (docs/decisions/0037-cod-confirmation.md):
 * the code, the confirm link (its token alone, never the code) and the WebOTP line, queued in
 * the order's transaction (server/modules/texts: sent once it is committed).
 */
export async function sendCodConfirmation(
  tx: Tx,
  shop: TextShop,
  m: { to: string; lang: Lang; orderId: number; totalPaise: number; code: string; token: string },
) {
  await enqueueText(tx, {
    channel: "sms",
    to: e164(m.to),
    kind: "cod_confirm",
    lang: m.lang,
    vars: {
      shop: shop.shopName,
      order: `#${m.orderId}`,
      total: (m.totalPaise / 100).toFixed(2),
      code: m.code,
      link: new URL(`/cod/${m.token}`, shop.publicUrl).toString(),
      host: new URL(shop.publicUrl).hostname,
    },
  });
}
