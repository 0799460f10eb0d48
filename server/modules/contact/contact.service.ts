import type { Db } from "../../db/client";
import { recordNotice } from "../notifications";
import { addressKey, createRateLimiter, type Limits } from "../rate-limits";
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
      return db.transaction(async (tx) => {
        const [row] = await tx
          .insert(contactMessages)
          .values({ ...input, ip: from.ip })
          .returning({ id: contactMessages.id });
        // The staff hear of it (a digest, server/modules/notifications) exactly if it was kept.
        const text = input.message.replace(/\s+/g, " ").trim();
        await recordNotice(tx, {
          kind: "contact-message",
          refId: row.id,
          summary: `${input.firstName} ${input.lastName} <${input.email}>: ${text.length > 120 ? `${text.slice(0, 119)}…` : text}`,
        });
        return row.id;
      });
    },
  };
}

export type ContactService = ReturnType<typeof createContactService>;
