/** The inboxes module's entry for the pages: who wrote (the staff member) and what a write says. */

export type { EnquiriesService, EnquiryRow } from "./enquiries.service";
export { enquiryRowWire, messageRowWire, presentEnquiryRow, presentMessageRow } from "./inbox.present";
// The back office's inbox pages (the admin API answers the same).
export {
  enquiryList,
  enquiryListBody,
  enquiryView,
  messageList,
  messageListBody,
  messageView,
} from "./inbox.queries";
export { by, customerId, inboxMessages, pageField, searchField } from "./inbox-fields";
export type { MessageRow, MessagesService } from "./messages.service";
