import { z } from "zod";
import { parsePincodeRanges } from "../delivery";
import { rupeesField } from "./catalogue";
import { MAX_TEXT, multiline } from "./fields";

// The owner's delivery and cash-on-delivery forms and their API bodies: one set of rules for
// the browser and the server. The services turn them into lib/delivery.ts's rules.

const flag = (message: string) => z.boolean({ error: message });

/** Pincodes, ranges and prefixes (lib/delivery.ts, parsePincodeRanges), checked entry by entry. */
const pincodeList = z
  .string({ error: "Write the pincodes as text." })
  .trim()
  .max(MAX_TEXT, `At most ${MAX_TEXT} characters.`)
  .superRefine((text, ctx) => {
    const parsed = parsePincodeRanges(text);
    if ("bad" in parsed) {
      ctx.addIssue({
        code: "custom",
        message: `"${parsed.bad}" is not a pincode: write six-digit pincodes, ranges such as 734001-734999 or prefixes such as 734.`,
      });
    }
  });

/** "734 = 2" per line: a pincode prefix and its days. */
export function parseRegions(
  text: string,
): { regions: { prefix: string; days: number }[] } | { bad: string } {
  const regions: { prefix: string; days: number }[] = [];
  for (const line of text.split(/\n/).map((l) => l.trim())) {
    if (!line) continue;
    const m = /^([1-9]\d{0,5})\s*[=:]\s*(\d{1,2})$/.exec(line);
    if (!m || Number(m[2]) < 1) return { bad: line };
    regions.push({ prefix: m[1], days: Number(m[2]) });
  }
  return { regions };
}

const days = (message: string) =>
  z
    .union([z.number(), z.string().trim().regex(/^\d+$/, message).transform(Number)], { error: message })
    .pipe(z.number({ error: message }).int(message).min(1, message).max(60, message));

export const deliveryFields = z
  .object({
    flat_charge: rupeesField("Enter the delivery charge in rupees, e.g. 60 (0 for none)."),
    free_above: rupeesField("Enter the order value for free delivery in rupees (0: never free)."),
    per_kg_charge: rupeesField("Enter the charge per kg in rupees (0 for none)."),
    included_kg: z
      .union([z.number(), z.string().trim()], { error: "Enter the weight in kg, e.g. 5 or 2.5." })
      .transform(String)
      .pipe(
        z
          .string()
          .regex(/^\d{1,4}(\.\d{1,3})?$/, "Enter the weight in kg, e.g. 5 or 2.5.")
          .transform(Number),
      ),
    served_all: flag("Say whether every pincode is served."),
    served_pincodes: multiline(pincodeList),
    regions: multiline(
      z
        .string({ error: "Write the regions as text." })
        .trim()
        .max(MAX_TEXT, `At most ${MAX_TEXT} characters.`)
        .superRefine((text, ctx) => {
          const parsed = parseRegions(text);
          if ("bad" in parsed) {
            ctx.addIssue({
              code: "custom",
              message: `"${parsed.bad}" is not a region: write a pincode prefix and the days, such as 734 = 2.`,
            });
          }
        }),
    ),
    default_days: days("Enter the usual days to deliver, 1 to 60."),
    expected_updated_at: z.string().max(40).optional(),
  })
  .refine((d) => d.served_all || d.served_pincodes !== "", {
    path: ["served_pincodes"],
    message: "List the pincodes you deliver to, or choose all of India.",
  });

export const codFields = z
  .object({
    enabled: flag("Say whether cash on delivery is offered."),
    max_order_value: rupeesField("Enter the largest order for cash on delivery in rupees (0: no limit)."),
    fee: rupeesField("Enter the cash-on-delivery fee in rupees (0 for none)."),
    pincodes_all: flag("Say whether cash on delivery is offered wherever you deliver."),
    pincodes: multiline(pincodeList),
    expected_updated_at: z.string().max(40).optional(),
  })
  .refine((d) => d.pincodes_all || d.pincodes !== "", {
    path: ["pincodes"],
    message: "List the pincodes for cash on delivery, or offer it wherever you deliver.",
  });

export type DeliveryInput = z.output<typeof deliveryFields>;
export type CodInput = z.output<typeof codFields>;
