import { z } from "zod";
import { id } from "../../../lib/validation/fields";
import { noteField, replyField } from "../../../lib/validation/inbox";

/** The request fields the inboxes' and the customers' endpoints share, with their messages. */

const PAGE = "The page must be a whole number from 1.";
export const pageField = z.coerce
  .number({ error: PAGE })
  .int(PAGE)
  .min(1, PAGE)
  .max(100_000, PAGE)
  .optional();

export const searchField = z.string().trim().max(100, "Search for at most 100 characters.").optional();

export { noteField, replyField };

export const enquiryId = id("enquiry_id must be an enquiry number.");
export const messageId = id("message_id must be a message number.");
export const customerId = id("customer_id must be a customer number.");

/** The signed-in staff member as the services record them (history, audit log). */
export const by = (me: { id: number; name: string }) => ({ staffId: me.id, name: me.name });

/** What the inboxes' writes answer, on the API and on the back office's pages alike. */
export const inboxMessages = {
  status: (what: "Enquiry" | "Message", id: number, status: string, moved: boolean) =>
    moved ? `${what} #${id} is now ${status}.` : `${what} #${id} was already ${status}.`,
  noteAdded: "Note added.",
  replySent: (to: string) => `Your reply is on its way to ${to}.`,
};
