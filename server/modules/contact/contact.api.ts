import { z } from "zod";
import { contactFields } from "../../../lib/validation/contact";
import { addressOf } from "../../http/client-ip";
import { defineApi } from "../../http/endpoint";
import { CONTACT_THANKS, type ContactService } from "./contact.service";

/** `/api/contact/v1/`: the contact form (first name, last name, email or phone, message). */
export function contactApi(contact: ContactService) {
  const api = defineApi("Contact");
  api.post(
    {
      path: "/contact/v1/",
      summary: "Sends the contact page's message to the shop.",
      body: contactFields,
      data: z.null(),
      errors: ["rate_limited"],
    },
    async (c, body) => {
      await contact.submit(
        {
          firstName: body.first_name,
          lastName: body.last_name,
          email: body.email,
          phone: body.phone,
          message: body.message,
        },
        { ip: addressOf(c) },
      );
      return { data: null, message: CONTACT_THANKS };
    },
  );
  return api;
}
