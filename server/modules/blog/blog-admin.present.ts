import { z } from "zod";
import { indiaDay } from "../../../lib/india-time";
import type { AdminPost } from "./blog-admin";

/** A blog post on the back office's wire (docs/api.md). */
export const adminPostJson = z.object({
  id: z.number().int(),
  title: z.string(),
  url_title: z.string().describe("The address: /blog-details/{url_title}."),
  author: z.string(),
  posted_on: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/)
    .describe("The day it is dated, India's time."),
  summary: z.string(),
  body: z.string().describe("Sanitised HTML."),
  cover: z.object({
    url: z.string(),
    srcset: z.string().nullable(),
    avif_srcset: z
      .string()
      .optional()
      .describe("For browsers that read AVIF; absent when the cover has none."),
    alt: z.string(),
  }),
  published: z.boolean(),
  status: z
    .enum(["draft", "scheduled", "published"])
    .describe(
      "draft: customers never see it; scheduled: published, dated after today; published: on the blog.",
    ),
  version: z.number().int().describe("Send it back with an edit: a newer post refuses the edit (409)."),
  updated_at: z.iso.datetime(),
  hi: z
    .object({ title: z.string(), summary: z.string(), body: z.string().describe("Sanitised HTML.") })
    .describe('The post in Hindi; "" where none is written (the English shows).'),
});

export const presentAdminPost = (p: AdminPost): z.input<typeof adminPostJson> => ({
  id: p.id,
  title: p.title,
  url_title: p.urlTitle,
  author: p.author,
  posted_on: indiaDay(p.postedOn),
  summary: p.summary,
  body: p.bodyHtml,
  cover: {
    url: p.cover.url,
    srcset: p.cover.srcset,
    ...(p.cover.avifSrcset ? { avif_srcset: p.cover.avifSrcset } : {}),
    alt: p.cover.alt,
  },
  published: p.published,
  status: p.status,
  version: p.version,
  updated_at: p.updatedAt.toISOString(),
  hi: { title: p.hi.title, summary: p.hi.summary, body: p.hi.bodyHtml },
});
