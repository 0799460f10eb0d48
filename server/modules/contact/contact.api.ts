import { z } from "zod";
import { contactFields } from "../../../lib/validation/contact";
import { defineApi } from "../../http/endpoint";
import type { ContactService } from "./contact.service";

export const CONTACT_THANKS = "Thank you for contacting us. We will get back to you soon.";

/** `/api/contact/v1/`: the contact form (first name, last name, email, message). */
export function contactApi(contact: ContactService) {
  const api = defineApi("Contact");
  api.post(
    {
      path: "/contact/v1/",
      summary: "Sends the contact page's message to the shop.",
      body: contactFields,
      data: z.null(),
    },
    async (c, body) => {
      await contact.submit(body, c.req.header("x-forwarded-for")?.split(",")[0]?.trim());
      return { data: null, message: CONTACT_THANKS };
    },
  );
  return api;
}
