import { Hono } from "hono";
import { contactFields } from "../../../lib/validation/contact";
import type { AppEnv } from "../../app";
import { ok, readBody } from "../../http/envelope";
import type { ContactService } from "./contact.service";

export const CONTACT_THANKS = "Thank you for contacting us. We will get back to you soon.";

/** `/api/contact/v1/`: the contact form (first name, last name, email, message). */
export function contactApi(contact: ContactService) {
  const api = new Hono<AppEnv>();
  api.post("/contact/v1/", async (c) => {
    const body = await readBody(c, contactFields);
    await contact.submit(body, c.req.header("x-forwarded-for")?.split(",")[0]?.trim());
    return ok(c, null, CONTACT_THANKS);
  });
  return api;
}
