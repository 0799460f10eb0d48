import { Hono } from "hono";
import { z } from "zod";
import type { AppEnv } from "../../http/app-env";
import { ok, readBody } from "../../http/envelope";
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

const listBody = z.object({ limit });
const detailsBody = z.object({
  blog_id: z
    .string({ error: "blog_id (the post's url title) is required." })
    .trim()
    .min(1, "blog_id (the post's url title) is required.")
    .max(300, "blog_id is too long."),
});

/** The blog endpoints of docs/api.md (guests allowed). */
export function blogApi(blog: BlogService) {
  const api = new Hono<AppEnv>();

  api.post("/blogs/listall/v1/", async (c) => {
    const body = await readBody(c, listBody);
    return ok(c, await blog.list(body.limit));
  });

  api.post("/blogs/details/v1/", async (c) => {
    const body = await readBody(c, detailsBody);
    return ok(c, await blog.byUrlTitle(body.blog_id));
  });

  return api;
}
