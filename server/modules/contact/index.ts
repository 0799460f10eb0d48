/** The contact module's one entry for the pages (docs/decisions/0029-use-cases-and-borders.md). */

export type { MessageStatus } from "./contact.schema";
export { contactMessageEvents, contactMessages, MESSAGE_STATUSES } from "./contact.schema";
export { CONTACT_THANKS, type ContactMessage, type ContactService } from "./contact.service";
