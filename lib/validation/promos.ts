import { z } from "zod";
import { toIndiaLocal } from "../india-time";
import { PROMO_AUDIENCES } from "../promo-limits";
import { paise, rupeesField, versionField } from "./catalogue";
import { id, optionalText, requiredText } from "./fields";

// The back office's promo code form and its API bodies: one set of rules for the browser and
// the server. The rule that applies a code, and its status, are lib/pricing.ts's.

export const promoMessages = {
  code: "A code is 3 to 20 letters or digits (dashes and underscores too), e.g. KRISHI10.",
  codeMissing: "Enter the code customers type, e.g. KRISHI10.",
  codeTaken: (code: string) => `Another promo code is already called ${code}.`,
  description: "Describe the offer for customers, e.g. 10% off up to ₹200 with code KRISHI10.",
  type: "Choose percent or flat.",
  value: "Enter the discount: a percent, or an amount in rupees.",
  percent: "Enter a percent from 1 to 100.",
  flat: "Enter the discount in rupees: more than 0.",
  cap: "Enter the largest discount in rupees, or leave it empty for no limit.",
  minCart: "Enter the minimum cart value in rupees (0 for none).",
  starts: "Enter when the code starts.",
  ends: "Enter when the code ends.",
  endBeforeStart: "The end must be after the start.",
  usesPerCustomer:
    "Enter how many times one customer may use the code (1 or more), or leave it empty for no limit.",
  totalUses: "Enter how many times the code may be used in all (1 or more), or leave it empty for no limit.",
  firstOrderOnly: "Say whether the code is for a first order only.",
  customers: "Choose who the code is for: every customer, or new customers.",
} as const;

/** Codes are kept in capitals: customers may type them in any case. */
export const PROMO_CODE = /^[A-Z0-9][A-Z0-9_-]{2,19}$/;

const LOCAL = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2})?$/;
const DAY = /^\d{4}-\d{2}-\d{2}$/;
const WITH_ZONE = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/;

/**
 * A moment as people and the API write it: a date-time field's "2026-11-23T17:30" or a day
 * "2026-11-23" (India's time), or an ISO instant with its zone. Its value is the ISO instant
 * ("2026-11-23T12:00:00.000Z"), which parses to itself again.
 */
export const indiaDateTime = (message: string) =>
  z.string({ error: message }).transform((raw, ctx) => {
    const text = raw.trim();
    const iso = DAY.test(text)
      ? `${text}T00:00:00+05:30`
      : LOCAL.test(text)
        ? `${text}${text.length === 16 ? ":00" : ""}+05:30`
        : WITH_ZONE.test(text)
          ? text
          : "";
    const moment = iso ? new Date(iso) : null;
    // "2026-02-30" is no day: the Date rolls over, and its day no longer matches the text's.
    const real =
      moment &&
      !Number.isNaN(moment.getTime()) &&
      (WITH_ZONE.test(text) || toIndiaLocal(moment).startsWith(text.slice(0, 10)));
    if (!real) {
      ctx.addIssue({ code: "custom", message });
      return z.NEVER;
    }
    return moment.toISOString();
  });

/** Rupees that may be left empty (0). */
const optionalRupees = (message: string) =>
  z
    .union([z.number(), z.string(), z.null(), z.undefined()], { error: message })
    // Optional: a posted form leaves an empty field out (docs/decisions/0028-forms-without-scripts.md).
    .optional()
    .transform((v) => (v == null || (typeof v === "string" && v.trim() === "") ? "0" : v))
    .pipe(rupeesField(message));

/** A number of uses: a whole number from 1, or empty (null) for no limit. */
const usesLimit = (message: string) =>
  z
    .union([z.number(), z.string(), z.null(), z.undefined()], { error: message })
    .optional()
    .transform((v, ctx) => {
      const text = typeof v === "number" ? String(v) : (v ?? "").trim();
      if (text === "") return null;
      if (!/^\d{1,7}$/.test(text) || Number(text) < 1) {
        ctx.addIssue({ code: "custom", message });
        return z.NEVER;
      }
      return Number(text);
    });

const promoObject = z.object({
  code: z
    .string({ error: promoMessages.codeMissing })
    .trim()
    .min(1, promoMessages.codeMissing)
    .transform((c) => c.toUpperCase())
    .pipe(z.string().regex(PROMO_CODE, promoMessages.code)),
  description: requiredText(promoMessages.description, 300),
  /** The same in Hindi, for Hindi readers (empty: they read the English). */
  description_hi: optionalText(300),
  promo_type: z.enum(["percent", "flat"], { error: promoMessages.type }),
  /** A whole percent for "percent", rupees for "flat". */
  value: rupeesField(promoMessages.value),
  /** The largest discount (percent codes); empty or 0: no limit. */
  max_discount: optionalRupees(promoMessages.cap),
  min_cart_value: optionalRupees(promoMessages.minCart),
  starts_at: indiaDateTime(promoMessages.starts),
  ends_at: indiaDateTime(promoMessages.ends),
  // The limits (lib/promo-limits.ts), each optional: left out, there is none. An unticked box
  // is absent from a posted form, so false is the default.
  uses_per_customer: usesLimit(promoMessages.usesPerCustomer),
  total_uses: usesLimit(promoMessages.totalUses),
  first_order_only: z.boolean({ error: promoMessages.firstOrderOnly }).default(false),
  customers: z.enum(PROMO_AUDIENCES, { error: promoMessages.customers }).default("all"),
});

type PromoObject = z.output<typeof promoObject>;

/** The rules across fields: a percent 1–100, a flat amount above 0, the end after the start. */
const withRules = <S extends z.ZodType<PromoObject>>(schema: S) =>
  schema
    .superRefine((p, ctx) => {
      const amount = paise(p.value);
      if (p.promo_type === "percent" && (amount % 100 !== 0 || amount < 100 || amount > 10_000)) {
        ctx.addIssue({ code: "custom", path: ["value"], message: promoMessages.percent });
      }
      if (p.promo_type === "flat" && amount <= 0) {
        ctx.addIssue({ code: "custom", path: ["value"], message: promoMessages.flat });
      }
      if (new Date(p.ends_at) <= new Date(p.starts_at)) {
        ctx.addIssue({ code: "custom", path: ["ends_at"], message: promoMessages.endBeforeStart });
      }
    })
    // A percent is sent and shown as a whole number ("10"), money as rupees ("75.00").
    .transform((p) => ({ ...p, value: p.promo_type === "percent" ? String(paise(p.value) / 100) : p.value }));

/** A new promo code's fields, as the form and the API send them. */
export const promoFields = withRules(promoObject);

export type PromoInput = z.output<typeof promoFields>;

export const promoIdField = id("Unknown promo code.");

/** An edit: the code's id and the version the form started from, with every field. */
export const promoUpdateFields = withRules(
  promoObject.extend({ promo_id: promoIdField, version: versionField }),
);

/** Pausing or resuming: which code, from which version. */
export const promoPauseFields = z.object({ promo_id: promoIdField, version: versionField });
