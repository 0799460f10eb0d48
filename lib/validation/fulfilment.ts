import { z } from "zod";
import { multiline, requiredText } from "./fields";

/**
 * What staff type when an order ships or is cancelled (docs/storefront.md, "Orders from
 * payment to doorstep"). The admin page and the API check with the same rules.
 */
export const shipmentMessages = {
  courier: "Please enter the courier's name.",
  awb: "Please enter the tracking (AWB) number.",
  awbFormat: "The tracking (AWB) number may hold only letters, digits and dashes.",
  trackingUrl: "The tracking link must be a web address starting with https:// or http://.",
  reason: "Please say why the order is cancelled.",
  refusal: "Please say why the parcel was refused.",
} as const;

export const shipmentFields = {
  courier_name: requiredText(shipmentMessages.courier, 80),
  awb_number: requiredText(shipmentMessages.awb, 40).regex(/^[A-Za-z0-9-]+$/, shipmentMessages.awbFormat),
  tracking_url: z
    .string({ error: shipmentMessages.trackingUrl })
    .trim()
    .max(500, shipmentMessages.trackingUrl)
    .refine((v) => v === "" || /^https?:\/\/[^\s/]+\.[^\s]+$/i.test(v), shipmentMessages.trackingUrl)
    .optional()
    .default(""),
};

/** A staff member's reason for cancelling; the customer reads it in their email. */
export const cancelReason = multiline(requiredText(shipmentMessages.reason, 500));
/** Why a cash-on-delivery parcel was refused at the door; kept on the order's history. */
export const refusalReason = multiline(requiredText(shipmentMessages.refusal, 500));

const DAY = /^\d{4}-\d{2}-\d{2}$/;
/** A day as a date field sends it (YYYY-MM-DD), checked to be a real day of the calendar. */
export const dayField = (message = "Enter a date as YYYY-MM-DD.") =>
  z
    .string({ error: message })
    .trim()
    .refine((v) => DAY.test(v) && new Date(`${v}T00:00:00Z`).toISOString().startsWith(v), message);

/** The shop keeps India's time (UTC+05:30, no daylight saving): where a day starts. */
export const indiaDayStart = (day: string) => new Date(`${day}T00:00:00+05:30`);
/** The start of the day after: a range "to" a day includes all of it. */
export const indiaDayEnd = (day: string) => new Date(indiaDayStart(day).getTime() + 24 * 3600_000);

/**
 * The order page's forms; the API's bodies are the same with the order's id added, so the
 * page (in the browser and in its action) and the API refuse with the same sentences.
 */
export const shipFields = z.object(shipmentFields);
export const refusalFields = z.object({ reason: refusalReason });
export const cancelFields = z.object({ reason: cancelReason });
export const orderNoteFields = z.object({ note: multiline(requiredText("Write the note.", 2000)) });
