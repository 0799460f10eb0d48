import type { Db } from "../../db/client";
import { addressKey, createRateLimiter } from "../rate-limits/limiter";
import type { Limits } from "../rate-limits/limits";
import { contactMessages } from "./contact.schema";

export interface ContactMessage {
  firstName: string;
  lastName: string;
  email: string;
  message: string;
}

export const CONTACT_THANKS = "Thank you for contacting us. We will get back to you soon.";

/** Messages from the contact page's 'Get In Touch' form, kept for the staff. */
export function createContactService(db: Db, limits: Pick<Limits, "contactAddress" | "contactEmail">) {
  const limiter = createRateLimiter(db);
  return {
    /**
     * Keeps the message with the sender's address (server/http/client-ip.ts), for abuse;
     * returns its id. Limited per address and per email, so the form cannot fill the table.
     */
    async submit(input: ContactMessage, from: { ip: string }): Promise<number> {
      await limiter.enforce([
        { key: `contact:ip:${addressKey(from.ip)}`, limit: limits.contactAddress },
        { key: `contact:email:${input.email.toLowerCase()}`, limit: limits.contactEmail },
      ]);
      const [row] = await db
        .insert(contactMessages)
        .values({ ...input, ip: from.ip })
        .returning({ id: contactMessages.id });
      return row.id;
    },
  };
}

export type ContactService = ReturnType<typeof createContactService>;
