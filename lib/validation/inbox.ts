import { z } from "zod";
import { ENQUIRY_STATUSES, MESSAGE_STATUSES } from "../inbox-statuses";
import { multiline, optionalText, requiredText } from "./fields";

// The back office's inbox and customer forms: the pages (browser and action) and the admin API
// check them with the same rules and sentences.

export const noteField = multiline(requiredText("Write the note.", 2000));
export const replyField = multiline(requiredText("Write the reply.", 5000));

export const enquiryStatusField = z.enum(ENQUIRY_STATUSES, {
  error: "Choose a status: new, quoted, won, lost or closed.",
});
export const messageStatusField = z.enum(MESSAGE_STATUSES, {
  error: "Choose a status: new, answered or spam.",
});

/** A reply by email; for an enquiry, the status it moves to with it. */
export const enquiryReplyFields = z.object({ message: replyField, status: enquiryStatusField.optional() });
export const messageReplyFields = z.object({ message: replyField });
export const enquiryStatusFields = z.object({ status: enquiryStatusField });
export const messageStatusFields = z.object({ status: messageStatusField });
export const inboxNoteFields = z.object({ note: noteField });

/** Disabling a customer's account: the reason, kept in the audit log. */
export const disableCustomerFields = z.object({ reason: optionalText(500) });
