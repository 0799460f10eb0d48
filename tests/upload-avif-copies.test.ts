import { sql } from "drizzle-orm";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { queryRows } from "../server/db/client";
import { AVIF } from "../server/modules/uploads/encode-copies";
import { testAppForFile } from "./helpers/app";
import { createProduct } from "./helpers/catalogue-admin";
import { flatBytes, photoBytes, uploadFile } from "./helpers/images";
import { adminPost, newStaff } from "./helpers/staff";

// AVIF copies beside the WebP ones, kept only where smaller (docs/decisions/0055-avif-copies.md).
const t = testAppForFile();

const rowOf = async (hash: string) =>
  (
    await queryRows<{ widths: number[]; avif_widths: number[] }>(
      t.database.db,
      sql`select widths, avif_widths from uploaded_images where hash = ${hash}`,
    )
  )[0];

/** A stored copy's bytes, or null when there is none. */
async function storedBytes(name: string): Promise<number | null> {
  const file = await t.services.uploads.storage.get(name);
  if (!file) return null;
  return file.body instanceof Uint8Array
    ? file.body.byteLength
    : (await new Response(file.body).arrayBuffer()).byteLength;
}

/**
 * The widths whose AVIF should have been kept, from real sizes: the original resized and encoded
 * as AVIF here with the shop's settings, against the WebP copy the shop stored.
 */
async function widthsWhereAvifIsSmaller(original: Buffer, hash: string, widths: number[]) {
  const smaller: number[] = [];
  for (const w of widths) {
    const avif = await sharp(original)
      .rotate()
      .resize({ width: w, withoutEnlargement: true })
      .avif(AVIF)
      .toBuffer();
    const webp = await storedBytes(`${hash}-${w}.webp`);
    expect(webp, `${w} px WebP`).not.toBeNull();
    if (avif.length < (webp ?? 0)) smaller.push(w);
  }
  return smaller;
}

/** Uploads `original` and checks its AVIF copies against the real sizes; answers what it found. */
async function uploadAndCheck(cookie: string, original: Buffer, name: string) {
  const res = await uploadFile(t, cookie, original, name);
  expect(res.status).toBe(200);
  const { hash, srcset, avif_srcset } = res.body.data as {
    hash: string;
    srcset: string;
    avif_srcset?: string;
  };
  const { widths, avif_widths } = await rowOf(hash);
  const expected = await widthsWhereAvifIsSmaller(original, hash, widths);
  expect(avif_widths).toEqual(expected);
  for (const w of widths) {
    const avif = await storedBytes(`${hash}-${w}.avif`);
    if (!expected.includes(w)) {
      expect(avif, `no ${w} px AVIF`).toBeNull();
      expect((await t.app.request(`/uploads/${hash}-${w}.avif`)).status).toBe(404);
      continue;
    }
    expect(avif).toBeLessThan((await storedBytes(`${hash}-${w}.webp`)) ?? 0);
    const served = await t.app.request(`/uploads/${hash}-${w}.avif`);
    expect(served.status).toBe(200);
    expect(served.headers.get("content-type")).toBe("image/avif");
    expect(served.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    const meta = await sharp(Buffer.from(await served.arrayBuffer())).metadata();
    expect({ format: meta.format, compression: meta.compression, width: meta.width }).toEqual({
      format: "heif",
      compression: "av1",
      width: w,
    });
  }
  // The answer's AVIF srcset: every width, each in its smaller file; none without AVIF.
  const copy = (w: number) => `/uploads/${hash}-${w}.${expected.includes(w) ? "avif" : "webp"} ${w}w`;
  expect(avif_srcset).toBe(expected.length ? widths.map(copy).join(", ") : undefined);
  expect(srcset).toBe(widths.map((w) => `/uploads/${hash}-${w}.webp ${w}w`).join(", "));
  return { hash, widths, avifWidths: expected, avifSrcset: avif_srcset };
}

describe("AVIF copies of an uploaded picture", () => {
  it("are made for a photo where smaller than its WebP copies, recorded and served as image/avif", async () => {
    const manager = await newStaff(t, "manager");
    const photo = await uploadAndCheck(manager.cookie, await photoBytes(1600, 1200), "field.jpg");
    // A photo's AVIF is smaller at every width (measured: about half its WebP).
    expect(photo.avifWidths).toEqual(photo.widths);
    expect(photo.widths).toEqual([320, 640, 1280]);
  });

  it("are skipped where not smaller: none for a small flat PNG, some for a larger one", async () => {
    const manager = await newStaff(t, "manager");
    const tiny = await uploadAndCheck(manager.cookie, await flatBytes(300, 200), "swatch.png");
    expect(tiny.avifWidths).toEqual([]);
    const flat = await uploadAndCheck(manager.cookie, await flatBytes(800, 600), "wall.png");
    expect(flat.avifWidths.length).toBeGreaterThan(0);
    expect(flat.avifWidths.length).toBeLessThan(flat.widths.length);
  });

  it("reach the storefront's pictures; a picture from before them keeps its WebP alone and gets them when uploaded again", async () => {
    const manager = await newStaff(t, "manager");
    const original = await photoBytes(900, 700);
    const first = await uploadFile(t, manager.cookie, original, "leaf.jpg");
    const { hash, avif_srcset } = first.body.data as { hash: string; avif_srcset?: string };
    expect(avif_srcset).toContain(".avif");
    // As a row from before migration 0037: no AVIF widths.
    await t.database.db.execute(sql`update uploaded_images set avif_widths = '{}' where hash = ${hash}`);
    const before = await t.services.uploads.find(hash);
    expect(before.avifWidths).toEqual([]);
    expect(before).not.toHaveProperty("avifSrcset");

    const product = await createProduct(t, manager.cookie);
    const added = await adminPost(t, manager.cookie, "/products/images/add", {
      product_id: product.id,
      version: product.version,
      image: hash,
      alt: "Leaf",
    });
    expect(added.status).toBe(200);
    expect(added.body.data.images[0]).not.toHaveProperty("avif_srcset");
    const shown = (await t.services.catalog.productDetail(product.id))?.images[0];
    expect(shown).toEqual({ url: before.url, alt: "Leaf", srcset: before.srcset });

    // Uploaded again, the same picture gets its AVIF copies recorded, and the pages offer them.
    const again = await uploadFile(t, manager.cookie, original, "leaf-again.jpg");
    expect(again.body.data.avif_srcset).toBe(avif_srcset);
    expect((await rowOf(hash)).avif_widths.length).toBeGreaterThan(0);
    const arranged = await adminPost(t, manager.cookie, "/products/images/arrange", {
      product_id: product.id,
      version: added.body.data.version,
      images: [{ id: added.body.data.images[0].id, alt: "Leaf, top" }],
    });
    expect(arranged.body.data.images[0].avif_srcset).toBe(avif_srcset);
    const now = (await t.services.catalog.productDetail(product.id))?.images[0];
    expect(now).toEqual({
      url: before.url,
      alt: "Leaf, top",
      srcset: before.srcset,
      avifSrcset: avif_srcset,
    });
  });
});
