import type { Db } from "../../db/client";
import { contactMessages } from "./contact.schema";

export interface ContactMessage {
  firstName: string;
  lastName: string;
  email: string;
  message: string;
}

export const CONTACT_THANKS = "Thank you for contacting us. We will get back to you soon.";

/** Messages from the contact page's 'Get In Touch' form, kept for the staff. */
export function createContactService(db: Db) {
  return {
    /** Keeps the message (with the sender's address, for abuse); returns its id. */
    async submit(input: ContactMessage, from: { ip?: string }): Promise<number> {
      const [row] = await db
        .insert(contactMessages)
        .values({ ...input, ip: from.ip ?? null })
        .returning({ id: contactMessages.id });
      return row.id;
    },
  };
}

export type ContactService = ReturnType<typeof createContactService>;
