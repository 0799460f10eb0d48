import { z } from "zod";
import { toRupeeString } from "../../../lib/money";
import { PROMO_AUDIENCES } from "../../../lib/promo-limits";
import type { AdminPromo } from "./promo-admin";

// Promo codes on the back office's wire: snake_case, money as rupee strings ("450.00"), a
// percent as a whole number's text ("10"), moments as ISO instants (docs/api.md).

const rupees = z.string().regex(/^\d+\.\d{2}$/);

export const adminPromoJson = z.object({
  id: z.number().int(),
  code: z.string(),
  description: z.string(),
  description_hi: z.string().describe('The description for Hindi readers; "": they read the English one.'),
  promo_type: z.enum(["percent", "flat"]),
  value: z.string().describe('A whole percent ("10") for percent codes, rupees ("75.00") for flat ones.'),
  max_discount: rupees.describe('The largest discount of a percent code; "0.00": no limit.'),
  min_cart_value: rupees,
  starts_at: z.iso.datetime(),
  ends_at: z.iso.datetime(),
  status: z
    .enum(["active", "paused", "scheduled", "expired"])
    .describe("Now, by the checkout's own rule: only an active code applies."),
  paused: z.boolean(),
  uses: z
    .number()
    .int()
    .describe(
      "Uses so far: orders placed with the code that are awaiting payment or sold (cancelled, expired, returned and refunded ones give their use back).",
    ),
  uses_per_customer: z.number().int().nullable().describe("Uses one customer may make; null: no limit."),
  total_uses: z.number().int().nullable().describe("Uses by every customer together; null: no limit."),
  first_order_only: z.boolean().describe("Only on a customer's first order."),
  customers: z
    .enum(PROMO_AUDIENCES)
    .describe('"all", or "new": customers with no order placed before the code started.'),
  version: z.number().int().describe("Send it back with an edit: a newer code refuses the edit (409)."),
  updated_at: z.iso.datetime(),
});

export const presentAdminPromo = (p: AdminPromo): z.input<typeof adminPromoJson> => ({
  id: p.id,
  code: p.code,
  description: p.description,
  description_hi: p.descriptionHi,
  promo_type: p.promoType,
  value: p.promoType === "percent" ? String(p.promoValue) : toRupeeString(p.promoValue),
  max_discount: toRupeeString(p.promoType === "percent" ? p.maxAmount : 0),
  min_cart_value: toRupeeString(p.minCartValue),
  starts_at: p.startsAt.toISOString(),
  ends_at: p.endsAt.toISOString(),
  status: p.status,
  paused: p.paused,
  uses: p.uses,
  uses_per_customer: p.limits.usesPerCustomer,
  total_uses: p.limits.totalUses,
  first_order_only: p.limits.firstOrderOnly,
  customers: p.limits.customers,
  version: p.version,
  updated_at: p.updatedAt.toISOString(),
});
