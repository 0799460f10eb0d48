import { z } from "zod";
import type { Lang } from "../../../lib/i18n/language";
import { toRupeeString } from "../../../lib/money";
import type { Promotion } from "./promotions.service";

/** The description a reader of `lang` reads: the Hindi one where written, else the English. */
export const promoDescription = (p: Pick<Promotion, "description" | "descriptionHi">, lang: Lang) =>
  lang === "hi" && p.descriptionHi !== "" ? p.descriptionHi : p.description;

/** Money as the API sends it: rupees with two decimals. */
const rupees = z
  .string()
  .regex(/^\d+\.\d{2}$/)
  .describe('Rupees with two decimals, e.g. "450.00".');

/** A promo in the header's strip and the checkout's list (docs/api.md). */
export const wirePromoSummary = z.strictObject({ promo_code: z.string(), description: z.string() });

/** A promo's terms as docs/api.md describes them: money in rupee strings, a percent as a number's text. */
export const wirePromoDetails = z.strictObject({
  promo_code: z.string(),
  description: z.string(),
  start_date: z.iso.datetime(),
  end_date: z.iso.datetime(),
  min_cart_value: rupees,
  promo_type: z.enum(["percent", "flat"]),
  promo_value: z.string().regex(/^\d+(\.\d{2})?$/),
  max_amount: rupees,
});

export const presentPromoSummary = (p: Promotion, lang: Lang = "en"): z.input<typeof wirePromoSummary> => ({
  promo_code: p.code,
  description: promoDescription(p, lang),
});

export const presentPromoDetails = (p: Promotion, lang: Lang = "en"): z.input<typeof wirePromoDetails> => ({
  promo_code: p.code,
  description: promoDescription(p, lang),
  start_date: p.startsAt.toISOString(),
  end_date: p.endsAt.toISOString(),
  min_cart_value: toRupeeString(p.minCartValue),
  promo_type: p.promoType,
  promo_value: p.promoType === "percent" ? String(p.promoValue) : toRupeeString(p.promoValue),
  max_amount: toRupeeString(p.maxAmount),
});
