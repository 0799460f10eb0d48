/**
 * Where a bulk enquiry and a contact message stand in the back office's inboxes, in one place:
 * the database checks the same lists (migration 0008) and the dashboard counts `new`. Kept
 * apart from the schema files so the back office's pages can import them without the database code.
 */
export const ENQUIRY_STATUSES = ["new", "quoted", "won", "lost", "closed"] as const;
export type EnquiryStatus = (typeof ENQUIRY_STATUSES)[number];

export const MESSAGE_STATUSES = ["new", "answered", "spam"] as const;
export type MessageStatus = (typeof MESSAGE_STATUSES)[number];

/** A status in words ("Quoted"). */
export const statusLabel = (status: string) => status.charAt(0).toUpperCase() + status.slice(1);
