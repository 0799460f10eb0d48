import { z } from "zod";
import { parsePincodeRanges } from "../delivery";
import { rupeesField } from "./catalogue";
import { MAX_TEXT, multiline } from "./fields";

// The owner's delivery and cash-on-delivery forms and their API bodies: one set of rules for
// the browser and the server. The services turn them into lib/delivery.ts's rules.

const flag = (message: string): z.ZodType<boolean, boolean | undefined> => z.boolean({ error: message });

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

/**
 * The delivery rules' fields; `flagOf` and `text` say how a yes-or-no and a text that may be
 * empty arrive: a JSON body must say true or false, a posted form leaves out an unticked box
 * and an empty field (docs/decisions/0028-forms-without-scripts.md).
 */
const deliveryObject = (flagOf: typeof flag, text: Blank) =>
  z.object({
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
    served_all: flagOf("Say whether every pincode is served."),
    served_pincodes: multiline(text(pincodeList)),
    regions: multiline(
      text(
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
    ),
    default_days: days("Enter the usual days to deliver, 1 to 60."),
    expected_updated_at: z.string().max(40).optional(),
  });

const deliveryRules = <S extends ReturnType<typeof deliveryObject>>(schema: S) =>
  schema.refine((d) => d.served_all || d.served_pincodes !== "", {
    path: ["served_pincodes"],
    message: "List the pincodes you deliver to, or choose all of India.",
  });

type Blank = (schema: z.ZodType<string, string>) => z.ZodType<string, string | undefined>;
const asSent: Blank = (schema) => schema;
/** A posted form's empty field is left out: it means "". */
const maybeEmpty: Blank = (schema) => schema.default("");
/** A posted form's unticked box or "no" radio is left out: it means no. */
const formFlag = (message: string) => z.boolean({ error: message }).default(false);

/** The API's body: every yes-or-no said. */
export const deliveryFields = deliveryRules(deliveryObject(flag, asSent));
/** The back office's delivery form, posted to its page. */
export const deliveryForm = deliveryRules(deliveryObject(formFlag, maybeEmpty));

const codObject = (flagOf: typeof flag, text: Blank) =>
  z.object({
    enabled: flagOf("Say whether cash on delivery is offered."),
    max_order_value: rupeesField("Enter the largest order for cash on delivery in rupees (0: no limit)."),
    fee: rupeesField("Enter the cash-on-delivery fee in rupees (0 for none)."),
    pincodes_all: flagOf("Say whether cash on delivery is offered wherever you deliver."),
    pincodes: multiline(text(pincodeList)),
    expected_updated_at: z.string().max(40).optional(),
  });

const codRules = <S extends ReturnType<typeof codObject>>(schema: S) =>
  schema.refine((d) => d.pincodes_all || d.pincodes !== "", {
    path: ["pincodes"],
    message: "List the pincodes for cash on delivery, or offer it wherever you deliver.",
  });

export const codFields = codRules(codObject(flag, asSent));
/** The back office's cash-on-delivery form, posted to its page. */
export const codForm = codRules(codObject(formFlag, maybeEmpty));

export type DeliveryInput = z.output<typeof deliveryFields>;
export type CodInput = z.output<typeof codFields>;
