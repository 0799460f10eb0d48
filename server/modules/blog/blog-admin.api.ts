import { z } from "zod";
import { postFields, postIdField, postPublishFields, postUpdateFields } from "../../../lib/validation/blog";
import { defineAdminApi, itemWrites } from "../../http/admin-api";
import { type StaffSessions, staffActor } from "../staff";
import { adminPostList } from "./blog.queries";
import type { BlogAdmin } from "./blog-admin";
import { adminPostJson, presentAdminPost } from "./blog-admin.present";

/** The blog from the back office (owner, manager): list, get, create, edit, publish, back to draft. */
export function blogAdminApi(admin: BlogAdmin, sessions: StaffSessions) {
  const api = defineAdminApi("Blog", sessions);

  api.post(
    {
      path: "/blog/list",
      summary: "Every post, drafts too, the latest-dated first.",
      permission: "content",
      body: z.object({}),
      data: z.array(adminPostJson),
    },
    async () => ({ data: await adminPostList(admin) }),
  );

  api.post(
    {
      path: "/blog/get",
      summary: "One post with its body, to edit or preview (drafts too).",
      permission: "content",
      body: z.object({ post_id: postIdField }),
      data: adminPostJson,
      errors: ["not_found"],
    },
    async (_c, body) => ({ data: presentAdminPost(await admin.get(body.post_id)) }),
  );

  const write = itemWrites(api, { permission: "content", data: adminPostJson, present: presentAdminPost });
  write(
    {
      path: "/blog/create",
      summary: "Writes a post, as a draft or published; the body is sanitised HTML.",
      description:
        "`cover` is an upload's `hash` (/uploads/image). Without `url_title` the address is made from the title; a taken address answers 409.",
      body: postFields,
      errors: ["conflict", "not_found"],
    },
    (body, me) => admin.create(staffActor(me), body),
    (body) => (body.published ? "Post published." : "Draft saved."),
  );
  write(
    {
      path: "/blog/update",
      summary: "Changes a post (leave `cover` out to keep it); the storefront shows it at once.",
      description: "Refused with 409 when the post changed since `version`.",
      body: postUpdateFields,
      errors: ["conflict", "not_found"],
    },
    (body, me) => admin.update(staffActor(me), body.post_id, body.version, body),
    (body) => (body.published ? "Post saved." : "Draft saved."),
  );
  write(
    {
      path: "/blog/publish",
      summary: "Publishes a post (`published: true`) or takes it back to draft (customers no longer see it).",
      body: postPublishFields,
      errors: ["conflict", "not_found"],
    },
    (body, me) => admin.setPublished(staffActor(me), body.post_id, body.version, body.published),
    (body) => (body.published ? "Post published." : "The post is a draft again."),
  );

  return api;
}
