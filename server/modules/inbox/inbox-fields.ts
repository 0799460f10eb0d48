import { z } from "zod";
import { id, multiline, requiredText } from "../../../lib/validation/fields";

/** The request fields the inboxes' and the customers' endpoints share, with their messages. */

const PAGE = "The page must be a whole number from 1.";
export const pageField = z.coerce
  .number({ error: PAGE })
  .int(PAGE)
  .min(1, PAGE)
  .max(100_000, PAGE)
  .optional();

export const searchField = z.string().trim().max(100, "Search for at most 100 characters.").optional();

export const noteField = multiline(requiredText("Write the note.", 2000));

export const replyField = multiline(requiredText("Write the reply.", 5000));

export const enquiryId = id("enquiry_id must be an enquiry number.");
export const messageId = id("message_id must be a message number.");
export const customerId = id("customer_id must be a customer number.");

/** The signed-in staff member as the services record them (history, audit log). */
export const by = (me: { id: number; name: string }) => ({ staffId: me.id, name: me.name });
