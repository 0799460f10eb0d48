import type { Db } from "../../db/client";
import { DomainError } from "../../domain-error";
import { indianMobile } from "../../phone-number";
import { recordNotice } from "../notifications";
import { addressKey, createRateLimiter, type Limits } from "../rate-limits";
import { contactMessages } from "./contact.schema";

export interface ContactMessage {
  firstName: string;
  lastName?: string;
  /** Email and phone are each optional, but not both (lib/validation/contact.ts). */
  email?: string | null;
  /** As typed ("+91 98300 12345"); kept as its 10 digits. */
  phone?: string | null;
  message: string;
}

const NO_WAY_BACK = "Give an email or a phone number, so that we can answer you.";
const NOT_A_MOBILE = "This is not an Indian mobile number: it has 10 digits and starts with 6, 7, 8 or 9.";

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
      const email = input.email?.trim() || null;
      let phone: string | null = null;
      if (input.phone?.trim()) {
        const mobile = indianMobile(input.phone);
        if (!mobile.ok) throw new DomainError("invalid_input", NOT_A_MOBILE, { phone: NOT_A_MOBILE });
        phone = mobile.e164.slice(3);
      }
      if (!email && !phone) throw new DomainError("invalid_input", NO_WAY_BACK, { phone: NO_WAY_BACK });
      const sender = email ? `email:${email.toLowerCase()}` : `phone:${phone}`;
      await limiter.enforce([
        { key: `contact:ip:${addressKey(from.ip)}`, limit: limits.contactAddress },
        { key: `contact:${sender}`, limit: limits.contactEmail },
      ]);
      const lastName = input.lastName?.trim() ?? "";
      return db.transaction(async (tx) => {
        const [row] = await tx
          .insert(contactMessages)
          .values({
            firstName: input.firstName,
            lastName,
            email,
            phone,
            message: input.message,
            ip: from.ip,
          })
          .returning({ id: contactMessages.id });
        // The staff hear of it (a digest, server/modules/notifications) exactly if it was kept.
        const text = input.message.replace(/\s+/g, " ").trim();
        await recordNotice(tx, {
          kind: "contact-message",
          refId: row.id,
          summary: `${[input.firstName, lastName].filter(Boolean).join(" ")} <${email ?? `+91 ${phone}`}>: ${text.length > 120 ? `${text.slice(0, 119)}…` : text}`,
        });
        return row.id;
      });
    },
  };
}

export type ContactService = ReturnType<typeof createContactService>;
