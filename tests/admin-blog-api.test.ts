import type { AppLoadContext } from "react-router";
import { describe, expect, it } from "vitest";
import { loader as blogPage } from "../app/routes/blog";
import { loader as postPage } from "../app/routes/blog-details.$title";
import { indiaDay } from "../lib/india-time";
import { testAppForFile } from "./helpers/app";
import { auditOf } from "./helpers/catalogue-admin";
import { pictureBytes, uploadFile } from "./helpers/images";
import { adminPost, newStaff, OWNER_OR_MANAGER } from "./helpers/staff";

const t = testAppForFile({ TRUST_PROXY: "true" });

let made = 0;
/** A new post's form: a draft dated today (India's time) with an uploaded cover. */
async function newPost(cookie: string, overrides: Record<string, unknown> = {}) {
  made++;
  const cover = (await uploadFile(t, cookie, await pictureBytes("jpeg", 1600, 900), "cover.jpg")).body.data;
  return {
    title: `Mulching tea bushes before winter ${made}`,
    url_title: "",
    author: "Bikash Thapa",
    posted_on: indiaDay(new Date()),
    summary: "A thick mulch keeps the soil moist through the dry months.",
    body: "<p>Mulch <strong>early</strong>.</p>",
    cover: cover.hash,
    cover_alt: "Tea bushes with a layer of straw mulch",
    published: false,
    ...overrides,
  };
}
/** The body to save `post` (an answer of the API) with `changes`; the cover stays. */
// biome-ignore lint/suspicious/noExplicitAny: the wire post as the API answered it
const editBody = (post: any, changes: Record<string, unknown> = {}) => ({
  post_id: post.id,
  version: post.version,
  title: post.title,
  url_title: post.url_title,
  author: post.author,
  posted_on: post.posted_on,
  summary: post.summary,
  body: post.body,
  cover_alt: post.cover.alt,
  published: post.published,
  ...changes,
});
const storefrontTitles = async () =>
  (
    (await t.post("/api/blogs/listall/v1/", { limit: "all" })).body.data as { blog_title_display: string }[]
  ).map((p) => p.blog_title_display);
const storefrontPost = async (address: string) =>
  (await t.post("/api/blogs/details/v1/", { blog_id: address })).body.data as unknown[];
/** What the blog's pages are given, as React Router calls their loaders. */
const pageContext = () => ({ services: t.services, lang: "en" }) as unknown as AppLoadContext;
const blogPageData = () =>
  blogPage({ request: new Request("http://shop.test/blog"), context: pageContext(), params: {} } as never);
const postPageData = (title: string) =>
  postPage({
    request: new Request(`http://shop.test/blog-details/${title}`),
    context: pageContext(),
    params: { title },
  } as never);

describe("the blog from the back office", () => {
  it("keeps a draft from customers, publishes it at once (caches dropped) and audits each step", async () => {
    const manager = await newStaff(t, "manager");
    await storefrontTitles(); // cached
    const body = await newPost(manager.cookie, {
      title: "Mulching tea bushes: a winter plan",
      body: '<p onclick="steal()">Mulch <strong>early</strong>.</p><script>alert(1)</script><img src="x" onerror="y">',
    });
    const created = await adminPost(t, manager.cookie, "/blog/create", body);
    expect(created.status).toBe(200);
    expect(created.body.message).toBe("Draft saved.");
    const draft = created.body.data;
    expect(draft).toMatchObject({
      url_title: "mulching-tea-bushes-a-winter-plan",
      status: "draft",
      published: false,
      version: 1,
      body: "<p>Mulch <strong>early</strong>.</p>",
      cover: { alt: "Tea bushes with a layer of straw mulch" },
    });
    expect(draft.cover.url).toMatch(/^\/uploads\/[0-9a-f]{24}-1280\.webp$/);
    expect(draft.cover.srcset).toContain("-320.webp 320w");
    // Staff see it (the preview reads it through /blog/get); customers do not.
    expect((await adminPost(t, manager.cookie, "/blog/get", { post_id: draft.id })).body.data.title).toBe(
      draft.title,
    );
    expect(await storefrontTitles()).not.toContain(draft.title);
    expect(await storefrontPost(draft.url_title)).toEqual([]);

    const published = await adminPost(t, manager.cookie, "/blog/publish", {
      post_id: draft.id,
      version: draft.version,
      published: true,
    });
    expect(published.body).toMatchObject({
      message: "Post published.",
      data: { status: "published", version: 2 },
    });
    expect((await storefrontTitles())[0]).toBe(draft.title);
    const [shown] = (await storefrontPost(draft.url_title)) as Record<string, string>[];
    expect(shown).toMatchObject({
      blog_title_display: draft.title,
      blog_logo: draft.cover.url,
      blog_logo_alt: "Tea bushes with a layer of straw mulch",
      postedby_name: "Bikash Thapa",
      posted_on: indiaDay(new Date()),
      blog_description: "<p>Mulch <strong>early</strong>.</p>",
    });

    // The blog's pages get the uploaded cover's copies for srcset, AVIF too where it has them
    // (docs/decisions/0055-avif-copies.md); the demo's covers, one file each, none.
    const cover = {
      url: draft.cover.url,
      alt: "Tea bushes with a layer of straw mulch",
      srcset: draft.cover.srcset,
      avifSrcset: draft.cover.avif_srcset,
    };
    expect(draft.cover.srcset).toBe(
      [320, 640, 1280].map((w) => draft.cover.url.replace("1280.webp", `${w}.webp ${w}w`)).join(", "),
    );
    const list = await blogPageData();
    expect(list.items[0]).toMatchObject({ id: draft.id, image: cover });
    const demo = list.items.find((p) => p.id !== draft.id);
    expect(demo?.image).toEqual({ url: expect.any(String), alt: expect.any(String) });
    const { post, latest } = await postPageData(draft.url_title);
    expect(post.image).toEqual(cover);
    expect(latest.find((p) => p.id === draft.id)?.image).toEqual(cover);

    const back = await adminPost(t, manager.cookie, "/blog/publish", {
      post_id: draft.id,
      version: 2,
      published: false,
    });
    expect(back.body.message).toBe("The post is a draft again.");
    expect(await storefrontTitles()).not.toContain(draft.title);
    expect((await auditOf(t, "post", draft.id)).map((a) => [a.actor, a.action])).toEqual([
      [manager.name, "create"],
      [manager.name, "publish"],
      [manager.name, "unpublish"],
    ]);
  });

  it("edits a post (a new cover, or the old one kept), refuses a stale edit naming who and when", async () => {
    const manager = await newStaff(t, "manager");
    const owner = await newStaff(t, "owner");
    const post = (await adminPost(t, manager.cookie, "/blog/create", await newPost(manager.cookie))).body
      .data;
    const edited = await adminPost(
      t,
      owner.cookie,
      "/blog/update",
      editBody(post, { title: "Mulch before the dry months", published: true }),
    );
    expect(edited.status).toBe(200);
    expect(edited.body.data).toMatchObject({
      title: "Mulch before the dry months",
      url_title: post.url_title, // the address stays unless changed
      cover: post.cover,
      status: "published",
      version: 2,
    });
    const stale = await adminPost(t, manager.cookie, "/blog/update", editBody(post, { title: "Mine" }));
    expect(stale.status).toBe(409);
    expect(stale.body.message).toMatch(
      new RegExp(`^This post was changed by ${owner.name} at .+; reload\\.$`),
    );

    // Dated after today, a published post waits for its day.
    const later = await adminPost(
      t,
      owner.cookie,
      "/blog/update",
      editBody(edited.body.data, { posted_on: "2040-01-01" }),
    );
    expect(later.body.data).toMatchObject({ status: "scheduled", posted_on: "2040-01-01" });
    expect(await storefrontTitles()).not.toContain("Mulch before the dry months");
    const actions = (await auditOf(t, "post", post.id)).map((a) => a.action);
    expect(actions).toEqual(["create", "publish", "update"]);
  });

  it("answers bad input with a message per field", async () => {
    const manager = await newStaff(t, "manager");
    const bad = await adminPost(t, manager.cookie, "/blog/create", {
      title: " ",
      url_title: "Not An Address!",
      author: "",
      posted_on: "2026-02-30",
      summary: "",
      body: "<p><br></p>",
      cover_alt: "",
    });
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toEqual({
      title: "Enter the post's title.",
      url_title: "The address may hold small letters, digits and dashes, e.g. monsoon-care-for-tea.",
      author: "Enter the author's name.",
      posted_on: "Enter the post's date.",
      summary: "Write a line or two for the blog's list.",
      body: "Write the post.",
      cover: "Upload a cover picture.",
      cover_alt: "Describe the cover picture for people who cannot see it.",
    });
    const noCover = await adminPost(t, manager.cookie, "/blog/create", {
      ...(await newPost(manager.cookie)),
      cover: undefined,
    });
    expect(noCover.body.errors).toEqual({ cover: "Upload a cover picture." });
    const ghost = await adminPost(t, manager.cookie, "/blog/create", {
      ...(await newPost(manager.cookie)),
      cover: "f".repeat(24),
    });
    expect(ghost.status).toBe(404);
    expect(ghost.body.errors).toEqual({ cover: "That picture is not among the uploads: upload it again." });
    const taken = await adminPost(t, manager.cookie, "/blog/create", {
      ...(await newPost(manager.cookie)),
      url_title: "vermicompost-in-kitchen-gardens",
    });
    expect(taken.status).toBe(409);
    expect(taken.body.errors).toEqual({
      url_title:
        "Another post already has the address /blog-details/vermicompost-in-kitchen-gardens: choose another.",
    });
    expect((await adminPost(t, manager.cookie, "/blog/get", { post_id: 999999 })).status).toBe(404);
  });

  it("refuses a packer (403) and anyone signed out (401) on every blog endpoint", async () => {
    const packer = await newStaff(t, "packer");
    const doc = (await (await t.app.request("/api/openapi.json")).json()) as {
      paths: Record<string, { post?: { tags?: string[] } }>;
    };
    const paths = Object.entries(doc.paths)
      .filter(([, item]) => item.post?.tags?.[0] === "Back office: Blog")
      .map(([path]) => path.replace("/api/admin/v1", ""));
    expect(paths.sort()).toEqual([
      "/blog/create",
      "/blog/get",
      "/blog/list",
      "/blog/publish",
      "/blog/update",
    ]);
    for (const path of paths) {
      const asPacker = await adminPost(t, packer.cookie, path, { title: "Packer's post" });
      expect([path, asPacker.status, asPacker.body.message]).toEqual([path, 403, OWNER_OR_MANAGER]);
      expect((await t.post(`/api/admin/v1${path}`, {})).status).toBe(401);
    }
  });
});

describe("a post's Hindi", () => {
  const HI = { cookie: "lang=hi" };
  const shownIn = async (address: string, headers: Record<string, string> = {}) =>
    (
      (await t.post("/api/blogs/details/v1/", { blog_id: address }, headers)).body.data as Record<
        string,
        string
      >[]
    )[0];

  it("is saved beside the English, sanitised, audited, shown to Hindi readers, and English where none is written", async () => {
    const manager = await newStaff(t, "manager");
    const created = await adminPost(
      t,
      manager.cookie,
      "/blog/create",
      await newPost(manager.cookie, {
        published: true,
        hi: {
          title: "सर्दी से पहले चाय की झाड़ियों में मल्चिंग",
          summary: "मोटी परत सूखे महीनों में मिट्टी को नम रखती है।",
          body: '<p onclick="x()">जल्दी <strong>मल्च</strong> करें।</p><script>alert(1)</script>',
        },
      }),
    );
    expect(created.status).toBe(200);
    const post = created.body.data;
    expect(post.hi).toEqual({
      title: "सर्दी से पहले चाय की झाड़ियों में मल्चिंग",
      summary: "मोटी परत सूखे महीनों में मिट्टी को नम रखती है।",
      body: "<p>जल्दी <strong>मल्च</strong> करें।</p>",
    });
    expect(await shownIn(post.url_title, HI)).toMatchObject({
      blog_title_display: "सर्दी से पहले चाय की झाड़ियों में मल्चिंग",
      short_description_for_list: "मोटी परत सूखे महीनों में मिट्टी को नम रखती है।",
      blog_description: "<p>जल्दी <strong>मल्च</strong> करें।</p>",
    });
    expect(await shownIn(post.url_title)).toMatchObject({
      blog_title_display: post.title,
      blog_description: post.body,
    });

    // An edit that leaves `hi` out keeps it; a title alone leaves the English summary and body to Hindi readers.
    const kept = await adminPost(t, manager.cookie, "/blog/update", editBody(post, { author: "Bikash" }));
    expect(kept.body.data.hi.title).toBe(post.hi.title);
    const titleOnly = await adminPost(
      t,
      manager.cookie,
      "/blog/update",
      editBody(kept.body.data, { hi: { title: "चाय में मल्चिंग", summary: "", body: "<p><br></p>" } }),
    );
    expect(titleOnly.body.data.hi).toEqual({ title: "चाय में मल्चिंग", summary: "", body: "" });
    expect(await shownIn(post.url_title, HI)).toMatchObject({
      blog_title_display: "चाय में मल्चिंग",
      short_description_for_list: post.summary,
      blog_description: post.body,
    });
    const [, , retitled] = await auditOf(t, "post", post.id);
    expect(retitled.changes.titleHi).toEqual({ before: post.hi.title, after: "चाय में मल्चिंग" });
    expect(retitled.changes.bodyHi).toEqual({ before: post.hi.body, after: "" });

    const long = await adminPost(
      t,
      manager.cookie,
      "/blog/update",
      editBody(titleOnly.body.data, { hi: { title: "क".repeat(201), summary: "", body: "" } }),
    );
    expect(long.status).toBe(400);
    expect(long.body.errors).toEqual({ "hi.title": "Must be at most 200 characters." });
  });
});
