import { z } from "zod";
import { versionField } from "./catalogue";
import { id, multiline, optionalText, requiredText } from "./fields";
import { dayField } from "./fulfilment";

// The back office's blog form and its API bodies: one set of rules for the browser and the server.

/** Post bodies are HTML, sanitised on the server when saved (server/clean-html.ts). */
export const MAX_POST_BODY = 50_000;

export const blogMessages = {
  title: "Enter the post's title.",
  address: "The address may hold small letters, digits and dashes, e.g. monsoon-care-for-tea.",
  addressTaken: (address: string) =>
    `Another post already has the address /blog-details/${address}: choose another.`,
  author: "Enter the author's name.",
  date: "Enter the post's date.",
  summary: "Write a line or two for the blog's list.",
  body: "Write the post.",
  bodyLong: `The post must be at most ${MAX_POST_BODY.toLocaleString("en-IN")} characters.`,
  cover: "Upload a cover picture.",
  coverAlt: "Describe the cover picture for people who cannot see it.",
  published: "Say whether the post is published or a draft.",
} as const;

const ADDRESS = /^[a-z0-9]+(-[a-z0-9]+)*$/;

/** "Blister blight in tea: a monsoon plan" → "blister-blight-in-tea-a-monsoon-plan". */
export const addressFor = (title: string) =>
  title
    .toLowerCase()
    .normalize("NFKD")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 80)
    .replace(/-+$/, "");

/** Text with no more than markup in it (an editor's empty box is "<br>" or "<p></p>"). */
const hasWords = (html: string) => html.replace(/<[^>]*>|&nbsp;|\s/g, "").length > 0;

const postObject = z.object({
  title: requiredText(blogMessages.title, 200),
  /** The address, /blog-details/{url_title}; empty: made from the title. */
  url_title: z
    .string({ error: blogMessages.address })
    .trim()
    .max(80, "The address must be at most 80 characters.")
    .refine((a) => a === "" || ADDRESS.test(a), blogMessages.address)
    .optional()
    .default(""),
  author: requiredText(blogMessages.author, 100),
  /** The day it is dated (India's time); a published post shows from that day. */
  posted_on: dayField(blogMessages.date),
  summary: multiline(requiredText(blogMessages.summary, 300)),
  body: multiline(
    z
      .string({ error: blogMessages.body })
      .max(MAX_POST_BODY, blogMessages.bodyLong)
      .refine(hasWords, blogMessages.body),
  ),
  /** An uploaded picture's hash; left out on an edit, the cover stays. */
  cover: z
    .string({ error: blogMessages.cover })
    .trim()
    .regex(/^[0-9a-f]{24}$/, blogMessages.cover)
    .optional(),
  cover_alt: requiredText(blogMessages.coverAlt, 200),
  published: z.boolean({ error: blogMessages.published }).default(false),
  /**
   * The post in Hindi, beside the English (docs/decisions/0017-content-in-hindi.md): an empty
   * field shows the English one. Left out of a body, the Hindi stays as it is.
   */
  hi: z
    .object({
      title: optionalText(200),
      summary: multiline(
        z.string({ error: "Must be text." }).trim().max(300, "Must be at most 300 characters."),
      ).default(""),
      body: multiline(
        z
          .string({ error: "The Hindi post must be text." })
          .max(
            MAX_POST_BODY,
            `The Hindi post must be at most ${MAX_POST_BODY.toLocaleString("en-IN")} characters.`,
          ),
      ).default(""),
    })
    .optional(),
});

/** A new post: every field, and a cover. */
export const postFields = postObject.refine((p) => p.cover !== undefined, {
  message: blogMessages.cover,
  path: ["cover"],
});
export type PostInput = z.output<typeof postObject>;

export const postIdField = id("Unknown post.");

/** An edit: the post's id and the version the form started from. */
export const postUpdateFields = postObject.extend({ post_id: postIdField, version: versionField });

/** Publishing or taking back to draft, from the list. */
export const postPublishFields = z.object({
  post_id: postIdField,
  version: versionField,
  published: z.boolean({ error: blogMessages.published }),
});

/** The Publish / Back to draft button as a posted form: `published=on` publishes, absent takes back. */
export const postPublishForm = postPublishFields.extend({
  published: z.boolean({ error: blogMessages.published }).default(false),
});

/**
 * A new post's form, posted to its page: the cover asked for beside the other fields' messages
 * (a refinement across fields waits until every field is given).
 */
export const postForm = postObject.extend({
  cover: z
    .string({ error: blogMessages.cover })
    .trim()
    .regex(/^[0-9a-f]{24}$/, blogMessages.cover),
});

/** What the new post's form holds for a cover chosen but not yet stored. */
const CHOSEN_FILE = "chosen-file";

/**
 * The new post's form as the browser checks it before sending: a chosen file stands for the
 * cover, which the page's action stores and names (the server then checks `postForm`).
 */
export const postFormInBrowser = z.preprocess(
  (sent) => {
    const file = (sent as { cover_file?: unknown } | null)?.cover_file;
    return file instanceof Blob && file.size > 0 ? { ...(sent as object), cover: CHOSEN_FILE } : sent;
  },
  postObject.extend({
    cover: z.union([z.literal(CHOSEN_FILE), postForm.shape.cover], { error: blogMessages.cover }),
  }),
);
