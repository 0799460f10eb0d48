import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { queryRows } from "../server/db/client";
import { testAppForFile } from "./helpers/app";

const t = testAppForFile();

describe("blog", () => {
  it("lists posts newest first, all or a number", async () => {
    const all = (await t.post("/api/blogs/listall/v1/", { limit: "all" })).body.data;
    expect(all.length).toBeGreaterThanOrEqual(8);
    const dates = all.map((p: { posted_on: string }) => p.posted_on);
    expect([...dates].sort().reverse()).toEqual(dates);
    expect(Object.keys(all[0])).toEqual(
      expect.arrayContaining([
        "id",
        "blog_url_title",
        "blog_title_display",
        "blog_logo",
        "posted_on",
        "short_description_for_list",
        "postedby_name",
        "blog_description",
      ]),
    );
    expect((await t.post("/api/blogs/listall/v1/", { limit: 4 })).body.data).toHaveLength(4);
    expect((await t.post("/api/blogs/listall/v1/", { limit: "4" })).body.data).toEqual(all.slice(0, 4));
    expect((await t.post("/api/blogs/listall/v1/", {})).body.data).toHaveLength(all.length);
    expect((await t.post("/api/blogs/listall/v1/", { limit: "abc" })).status).toBe(400);
    expect((await t.post("/api/blogs/listall/v1/", { limit: 0 })).status).toBe(400);
  });

  it("details a post by its url title", async () => {
    const { body } = await t.post("/api/blogs/details/v1/", { blog_id: "neem-oil-spray-the-right-way" });
    expect(body.data).toHaveLength(1);
    expect(body.data[0]).toMatchObject({
      blog_title_display: "Neem oil spray, the right way",
      postedby_name: "Ananya Roy",
    });
    expect(body.data[0].blog_description).toContain("<h2>");
    expect((await t.post("/api/blogs/details/v1/", { blog_id: "nope" })).body.data).toEqual([]);
    expect((await t.post("/api/blogs/details/v1/", {})).status).toBe(400);
  });
});

describe("contact form", () => {
  const count = async () =>
    (await queryRows<{ n: number }>(t.database.db, sql`select count(*)::int as n from contact_messages`))[0]
      .n;

  it("stores a valid message and thanks the sender", async () => {
    const before = await count();
    const { status, body } = await t.post("/api/contact/v1/", {
      first_name: " Ravi ",
      last_name: "Kumar",
      email: "ravi@example.com",
      message: "Do you deliver drip kits to Jalpaiguri?",
    });
    expect(status).toBe(200);
    expect(body).toEqual({
      status: 1,
      message: "Thank you for contacting us. We will get back to you soon.",
      data: null,
    });
    expect(await count()).toBe(before + 1);
    const [row] = await queryRows<{ first_name: string }>(
      t.database.db,
      sql`select first_name from contact_messages order by id desc limit 1`,
    );
    expect(row.first_name).toBe("Ravi");
  });

  it("refuses each missing or invalid field with its message, and stores nothing", async () => {
    const before = await count();
    const empty = await t.post("/api/contact/v1/", {});
    expect(empty.status).toBe(400);
    expect(empty.body.errors).toEqual({
      first_name: "First name is required.",
      phone: "Give an email or a phone number, so that we can answer you.",
      message: "Message is required.",
    });
    const bad = await t.post("/api/contact/v1/", {
      first_name: "A",
      last_name: "B",
      email: "a@b",
      message: "x".repeat(2001),
    });
    expect(bad.body.errors).toEqual({
      email: "Invalid email address.",
      message: "Message must be at most 2000 characters.",
    });
    expect(await count()).toBe(before);
  });
});
