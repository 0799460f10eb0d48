import { z } from "zod";
import { defineApi } from "../../http/endpoint";
import { blogPostJson, present } from "./blog.present";
import type { BlogService } from "./blog.service";

const limit = z
  .union([z.literal("all"), z.literal(""), z.number(), z.string().regex(/^\d+$/)], {
    error: 'limit must be "all" or a positive whole number.',
  })
  .optional()
  .transform((v) => (v === undefined || v === "all" || v === "" ? undefined : Number(v)))
  .refine((v) => v === undefined || (Number.isInteger(v) && v >= 1 && v <= 1000), {
    message: 'limit must be "all" or a positive whole number.',
  });

/** The blog endpoints of docs/api.md (guests allowed). */
export function blogApi(blog: BlogService) {
  const api = defineApi("Blog");

  api.post(
    {
      path: "/blogs/listall/v1/",
      summary: "Published posts, newest first: all of them, or the first `limit`.",
      body: z.object({ limit }),
      data: z.array(blogPostJson),
    },
    async (c, body) => ({ data: present.posts(await blog.in(c.get("lang")).list(body.limit)) }),
  );

  api.post(
    {
      path: "/blogs/details/v1/",
      summary: "The post with this url title, as a list of one (empty when there is none).",
      body: z.object({
        blog_id: z
          .string({ error: "blog_id (the post's url title) is required." })
          .trim()
          .min(1, "blog_id (the post's url title) is required.")
          .max(300, "blog_id is too long."),
      }),
      data: z.array(blogPostJson),
    },
    async (c, body) => {
      const post = await blog.in(c.get("lang")).byUrlTitle(body.blog_id);
      return { data: post ? present.one(post) : [] };
    },
  );

  return api;
}
