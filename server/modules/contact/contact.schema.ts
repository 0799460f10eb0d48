import { index, pgTable, text } from "drizzle-orm/pg-core";
import { createdAt, identityId } from "../../db/columns";

/** Messages sent through the contact page, for the staff. */
export const contactMessages = pgTable(
  "contact_messages",
  {
    id: identityId(),
    firstName: text("first_name").notNull(),
    lastName: text("last_name").notNull(),
    email: text("email").notNull(),
    message: text("message").notNull(),
    ip: text("ip"),
    createdAt: createdAt(),
  },
  (t) => [index("contact_messages_created_idx").on(t.createdAt)],
);
