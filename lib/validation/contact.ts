import { z } from "zod";
import { emailField, multiline } from "./fields";

/** The contact form ('Get In Touch'); the spec shows no messages, so these are ours. */
export const contactFields = z.object({
  first_name: z
    .string({ error: "First name is required." })
    .trim()
    .min(1, "First name is required.")
    .max(100, "First name is too long."),
  last_name: z
    .string({ error: "Last name is required." })
    .trim()
    .min(1, "Last name is required.")
    .max(100, "Last name is too long."),
  email: emailField("Email is required.", "Invalid email address."),
  message: multiline(
    z
      .string({ error: "Message is required." })
      .trim()
      .min(1, "Message is required.")
      .max(2000, "Message must be at most 2000 characters."),
  ),
});

export type ContactInput = z.infer<typeof contactFields>;
