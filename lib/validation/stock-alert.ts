import { z } from "zod";
import { id } from "./fields";

/** Which of the product page's forms an answer belongs to: "Notify me" tags its own. */
export { NOTIFY_TAG } from "../notify-tag";

const CONTACT = "Enter your mobile number or email address.";

/**
 * "Notify me when it is back" on a sold-out pack: the pack and a mobile number or email. Which
 * of the two it is, and whether it is a real one, the server says (server/modules/stock-alerts).
 */
export const stockAlertForm = z.object({
  intent: z.literal("notify"),
  productPriceId: id(),
  contact: z.string({ error: CONTACT }).trim().min(1, CONTACT).max(254, CONTACT),
});
