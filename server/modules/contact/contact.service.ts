import type { ContactInput } from "../../../lib/validation/contact";
import type { Db } from "../../db/client";
import { contactMessages } from "./contact.schema";

/** Messages from the contact page's 'Get In Touch' form, kept for the staff. */
export function createContactService(db: Db) {
  return {
    async submit(input: ContactInput, ip?: string) {
      const [row] = await db
        .insert(contactMessages)
        .values({
          firstName: input.first_name,
          lastName: input.last_name,
          email: input.email,
          message: input.message,
          ip: ip ?? null,
        })
        .returning({ id: contactMessages.id });
      return row.id;
    },
  };
}

export type ContactService = ReturnType<typeof createContactService>;
