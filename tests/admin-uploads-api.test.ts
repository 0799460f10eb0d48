import { sql } from "drizzle-orm";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { queryRows } from "../server/db/client";
import { testAppForFile } from "./helpers/app";
import { pictureBytes, uploadFile } from "./helpers/images";
import { newStaff } from "./helpers/staff";

const t = testAppForFile();

const uploadedRows = () => queryRows<{ hash: string }>(t.database.db, sql`select hash from uploaded_images`);

/** The files in the test app's picture storage (none before the first upload). */
async function filesOnDisk(): Promise<string[]> {
  const names: string[] = [];
  for await (const name of t.services.uploads.storage.names()) names.push(name);
  return names;
}

describe("uploading a picture", () => {
  it("turns a JPEG into WebP copies of 320, 640 and 1280 px, named by content and cached for good", async () => {
    const manager = await newStaff(t, "manager");
    const jpeg = await pictureBytes("jpeg", 1600, 1200);
    const res = await uploadFile(t, manager.cookie, jpeg, "neem-oil.jpg", "image/jpeg");
    expect(res.status).toBe(200);
    const { hash, url, srcset, width, height } = res.body.data;
    expect(hash).toMatch(/^[0-9a-f]{24}$/);
    expect({ url, width, height }).toEqual({ url: `/uploads/${hash}-1280.webp`, width: 1600, height: 1200 });
    expect(srcset).toBe(
      `/uploads/${hash}-320.webp 320w, /uploads/${hash}-640.webp 640w, /uploads/${hash}-1280.webp 1280w`,
    );
    for (const w of [320, 640, 1280]) {
      const file = await t.app.request(`/uploads/${hash}-${w}.webp`);
      expect(file.status).toBe(200);
      expect(file.headers.get("content-type")).toBe("image/webp");
      expect(file.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
      const meta = await sharp(Buffer.from(await file.arrayBuffer())).metadata();
      expect({ format: meta.format, width: meta.width }).toEqual({ format: "webp", width: w });
    }
    // The same file again is the same picture, stored once.
    const again = await uploadFile(t, manager.cookie, jpeg, "copy.jpeg", "image/jpeg");
    expect(again.body.data.hash).toBe(hash);
    expect((await uploadedRows()).filter((r) => r.hash === hash)).toHaveLength(1);
  });

  it("processes a few pictures at a time and refuses the rest at once (503, Retry-After), storing nothing of theirs", async () => {
    const manager = await newStaff(t, "manager");
    // Ten different large photos sent at the same moment: two are worked on, four wait.
    const photos = await Promise.all(
      Array.from({ length: 10 }, (_, i) => pictureBytes("jpeg", 3000 + i, 2000)),
    );
    const answers = await Promise.all(
      photos.map(async (bytes, i) => {
        const form = new FormData();
        form.append("file", new File([bytes.slice()], `field-${i}.jpg`, { type: "image/jpeg" }));
        const res = await t.app.request("/api/admin/v1/uploads/image", {
          method: "POST",
          headers: { cookie: manager.cookie },
          body: form,
        });
        return { status: res.status, retry: res.headers.get("retry-after"), body: await res.json() };
      }),
    );
    const stored = answers.filter((a) => a.status === 200);
    const busy = answers.filter((a) => a.status !== 200);
    expect(stored.length).toBeGreaterThanOrEqual(6);
    expect(busy.length).toBeGreaterThan(0);
    for (const a of busy) {
      expect(a).toMatchObject({
        status: 503,
        retry: "5",
        body: {
          status: 0,
          message:
            "Several pictures are being processed right now. Nothing was saved; please send this one again in a few seconds.",
        },
      });
    }
    const hashes = new Set((await uploadedRows()).map((r) => r.hash));
    for (const a of stored) expect(hashes.has(a.body.data.hash)).toBe(true);
  });

  it("keeps a small PNG at its own width and reads WebP too", async () => {
    const manager = await newStaff(t, "manager");
    const png = await uploadFile(t, manager.cookie, await pictureBytes("png", 500, 500), "leaf.png");
    expect(png.status).toBe(200);
    expect(png.body.data.srcset).toBe(
      `/uploads/${png.body.data.hash}-320.webp 320w, /uploads/${png.body.data.hash}-500.webp 500w`,
    );
    const webp = await uploadFile(t, manager.cookie, await pictureBytes("webp", 300, 200), "x.bin");
    expect(webp.status).toBe(200);
    expect(webp.body.data.url).toBe(`/uploads/${webp.body.data.hash}-300.webp`);
  });

  it("refuses a text file named .jpg, a damaged picture, an empty form and a file over 10 MB, storing nothing", async () => {
    const manager = await newStaff(t, "manager");
    const before = { rows: (await uploadedRows()).length, files: (await filesOnDisk()).length };
    const text = await uploadFile(
      t,
      manager.cookie,
      new TextEncoder().encode("just words, not a picture"),
      "photo.jpg",
      "image/jpeg",
    );
    expect(text.status).toBe(400);
    expect(text.body.message).toBe(
      "Only JPEG, PNG or WebP pictures can be uploaded, and this file is not one.",
    );
    expect(text.body.errors).toEqual({ file: text.body.message });

    const svg = await uploadFile(
      t,
      manager.cookie,
      new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg"/>'),
      "a.png",
      "image/png",
    );
    expect(svg.status).toBe(400);

    const jpeg = await pictureBytes("jpeg", 800, 600);
    const damaged = await uploadFile(t, manager.cookie, jpeg.subarray(0, 400), "cut.jpg", "image/jpeg");
    expect(damaged.status).toBe(400);
    expect(damaged.body.message).toBe(
      "This picture could not be read: it may be damaged. Please upload it again or choose another.",
    );

    const huge = new Uint8Array(10 * 1024 * 1024 + 1);
    huge.set(jpeg.subarray(0, 64));
    const tooLarge = await uploadFile(t, manager.cookie, huge, "huge.jpg", "image/jpeg");
    expect(tooLarge.status).toBe(413);
    expect(tooLarge.body.message).toBe("The picture is too large: 10 MB at most.");

    const form = new FormData();
    form.append("alt", "no file here");
    const empty = await t.app.request("/api/admin/v1/uploads/image", {
      method: "POST",
      headers: { cookie: manager.cookie },
      body: form,
    });
    expect(empty.status).toBe(400);
    expect(((await empty.json()) as { message: string }).message).toBe("Choose a picture to upload.");

    const json = await t.post("/api/admin/v1/uploads/image", { file: "x" }, { cookie: manager.cookie });
    expect(json.status).toBe(415);

    expect({ rows: (await uploadedRows()).length, files: (await filesOnDisk()).length }).toEqual(before);
  });

  it("is for the catalogue's roles: a packer gets 403, nobody signed in 401, and nothing is stored", async () => {
    const packer = await newStaff(t, "packer");
    const rowsBefore = (await uploadedRows()).length;
    const bytes = await pictureBytes("png", 64, 64);
    const refused = await uploadFile(t, packer.cookie, bytes, "p.png");
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe(
      "Your role cannot do this: it needs the owner or manager role. Ask the shop's owner if you need it.",
    );
    expect((await uploadFile(t, undefined, bytes, "p.png")).status).toBe(401);
    expect(await uploadedRows()).toHaveLength(rowsBefore);
  });

  it("serves only the names it writes", async () => {
    expect((await t.app.request("/uploads/../../package.json")).status).toBe(404);
    expect((await t.app.request("/uploads/0123456789abcdef01234567-320.webp")).status).toBe(404);
  });
});
