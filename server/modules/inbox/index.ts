/** The inboxes module's entry for the pages: who wrote (the staff member) and what a write says. */
export { by, inboxMessages } from "./inbox-fields";
