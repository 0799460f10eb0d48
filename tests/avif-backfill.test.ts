import { createHash } from "node:crypto";
import { HeadObjectCommand } from "@aws-sdk/client-s3";
import { sql } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { uploadedPicture, widthsFor } from "../lib/uploaded-images";
import { queryRows } from "../server/db/client";
import { type AvifBackfillOutcome, backfillAvifCopies, uploadedImages } from "../server/modules/uploads";
import { bytesOf } from "../server/modules/uploads/storage";
import { createTestApp, type TestApp, testAppForFile } from "./helpers/app";
import { FAKE_S3_KEYS, startFakeS3 } from "./helpers/fake-s3";
import { flatBytes, photoBytes } from "./helpers/images";

// `npm run images:avif`: the AVIF copies of pictures uploaded before them
// (docs/decisions/0055-avif-copies.md), on the real database and real encodings.
const t = testAppForFile();

/**
 * A picture as the shop stored it before AVIF copies: its WebP copies alone (those of `leaveOut`
 * lost since), and its row with `avif_widths` {}.
 */
async function oldStylePicture(app: TestApp, original: Buffer, leaveOut: number[] = []) {
  const hash = createHash("sha256").update(original).digest("hex").slice(0, 24);
  const { width = 0, height = 0 } = await sharp(original).metadata();
  const widths = widthsFor(width);
  for (const w of widths) {
    if (leaveOut.includes(w)) continue;
    const webp = await sharp(original)
      .resize({ width: w, withoutEnlargement: true })
      .webp({ quality: 80 })
      .toBuffer();
    await app.services.uploads.storage.put(`${hash}-${w}.webp`, webp);
  }
  await app.database.db.insert(uploadedImages).values({ hash, widths, width, height });
  return { hash, widths, original };
}

const avifWidthsOf = async (app: TestApp, hash: string) =>
  (
    await queryRows<{ avif_widths: number[] }>(
      app.database.db,
      sql`select avif_widths from uploaded_images where hash = ${hash}`,
    )
  )[0].avif_widths;

const stored = async (app: TestApp, name: string) => {
  const file = await app.services.uploads.storage.get(name);
  return file ? Buffer.from(await bytesOf(file)) : null;
};

const storedNames = async (app: TestApp) => {
  const names: string[] = [];
  for await (const name of app.services.uploads.storage.names()) names.push(name);
  return names.sort();
};

/** Runs the backfill on `app`, answering its report and each picture's outcome by hash. */
async function backfill(app: TestApp) {
  const outcomes = new Map<string, AvifBackfillOutcome>();
  const seen: number[] = [];
  const report = await backfillAvifCopies(app.database.db, app.services.uploads.storage, {
    onPicture: ({ index, total, hash, outcome }) => {
      expect(total).toBeGreaterThanOrEqual(index);
      seen.push(index);
      outcomes.set(hash, outcome);
    },
  });
  expect(seen).toEqual(Array.from({ length: report.total }, (_, i) => i + 1));
  return { report, outcomes };
}

/** Each AVIF copy is served as image/avif, the WebP's size in pixels and fewer bytes. */
async function expectServedAvif(app: TestApp, hash: string, widths: number[]) {
  for (const w of widths) {
    const res = await app.app.request(`/uploads/${hash}-${w}.avif`);
    expect(res.status, `${w} px AVIF`).toBe(200);
    expect(res.headers.get("content-type")).toBe("image/avif");
    expect(res.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    const avif = Buffer.from(await res.arrayBuffer());
    const webp = (await stored(app, `${hash}-${w}.webp`)) ?? Buffer.alloc(0);
    expect(avif.length).toBeLessThan(webp.length);
    const [a, b] = await Promise.all([sharp(avif).metadata(), sharp(webp).metadata()]);
    expect({ format: a.format, compression: a.compression, width: a.width, height: a.height }).toEqual({
      format: "heif",
      compression: "av1",
      width: b.width,
      height: b.height,
    });
  }
}

describe("npm run images:avif on pictures uploaded before AVIF copies", () => {
  let photo: Awaited<ReturnType<typeof oldStylePicture>>;
  let swatch: Awaited<ReturnType<typeof oldStylePicture>>;

  it("makes a photo's AVIF copies from its WebP ones, records them and /uploads serves them; a flat one is skipped", async () => {
    photo = await oldStylePicture(t, await photoBytes(1600, 1200));
    swatch = await oldStylePicture(t, await flatBytes(300, 200));
    expect(await t.services.uploads.find(photo.hash)).not.toHaveProperty("avifSrcset");

    const { report, outcomes } = await backfill(t);
    expect(outcomes.get(photo.hash)).toMatchObject({ kind: "done", avifWidths: [320, 640, 1280] });
    // A flat colour's AVIF container outweighs its whole WebP (as at upload).
    expect(outcomes.get(swatch.hash)).toEqual({
      kind: "skipped",
      reason: "no AVIF copy came out smaller than its WebP",
    });
    const { bytesSaved } = outcomes.get(photo.hash) as { bytesSaved: number };
    expect(bytesSaved).toBeGreaterThan(0);
    expect(report).toEqual({ total: 2, done: 1, skipped: 1, failed: 0, bytesSaved });

    expect(await avifWidthsOf(t, photo.hash)).toEqual([320, 640, 1280]);
    expect(await avifWidthsOf(t, swatch.hash)).toEqual([]);
    await expectServedAvif(t, photo.hash, photo.widths);
    expect((await t.app.request(`/uploads/${swatch.hash}-300.avif`)).status).toBe(404);
    // The pages and the API offer them now.
    expect((await t.services.uploads.find(photo.hash)).avifSrcset).toBe(
      uploadedPicture(photo.hash, photo.widths, photo.widths).avifSrcset,
    );
  });

  it("a second run changes nothing: no file written, no row touched", async () => {
    const names = await storedNames(t);
    const files = await Promise.all(names.map((n) => stored(t, n)));
    const { report, outcomes } = await backfill(t);
    // The photo is not looked at again; the flat one is looked at and again has nothing to record.
    expect(report).toEqual({ total: 1, done: 0, skipped: 1, failed: 0, bytesSaved: 0 });
    expect([...outcomes.keys()]).toEqual([swatch.hash]);
    expect(await storedNames(t)).toEqual(names);
    expect(await Promise.all(names.map((n) => stored(t, n)))).toEqual(files);
    expect(await avifWidthsOf(t, photo.hash)).toEqual([320, 640, 1280]);
  });

  it("reports a picture whose files are missing and does the rest; a run cut short is carried on", async () => {
    const lostLargest = await oldStylePicture(t, await photoBytes(1000, 750), [1000]);
    const lostMiddle = await oldStylePicture(t, await photoBytes(1100, 800), [640]);
    const cutShort = await oldStylePicture(t, await photoBytes(900, 600));
    // A run stopped after writing this picture's 320 px AVIF and before its row.
    const left = await sharp((await stored(t, `${cutShort.hash}-900.webp`)) ?? Buffer.alloc(0))
      .resize({ width: 320 })
      .avif({ quality: 30 })
      .toBuffer();
    await t.services.uploads.storage.put(`${cutShort.hash}-320.avif`, left);

    const { report, outcomes } = await backfill(t);
    expect(outcomes.get(lostLargest.hash)).toEqual({
      kind: "failed",
      reason: `its largest copy ${lostLargest.hash}-1000.webp is not in the storage`,
    });
    expect(outcomes.get(lostMiddle.hash)).toEqual({
      kind: "failed",
      reason: `its copy ${lostMiddle.hash}-640.webp is not in the storage`,
    });
    expect(outcomes.get(cutShort.hash)).toMatchObject({ kind: "done", avifWidths: [320, 640, 900] });
    expect(report).toMatchObject({ total: 4, done: 1, skipped: 1, failed: 2 });

    // The failed pictures keep their WebP alone, with nothing half-made left behind.
    expect(await avifWidthsOf(t, lostLargest.hash)).toEqual([]);
    expect(await avifWidthsOf(t, lostMiddle.hash)).toEqual([]);
    const names = await storedNames(t);
    expect(names.filter((n) => n.startsWith(lostLargest.hash))).toEqual([
      `${lostLargest.hash}-320.webp`,
      `${lostLargest.hash}-640.webp`,
    ]);
    expect(names.filter((n) => n.startsWith(lostMiddle.hash))).toEqual([
      `${lostMiddle.hash}-1100.webp`,
      `${lostMiddle.hash}-320.webp`,
    ]);
    // The cut-short picture: its AVIF already written is kept as it was, the others made now.
    expect(await avifWidthsOf(t, cutShort.hash)).toEqual([320, 640, 900]);
    expect(await stored(t, `${cutShort.hash}-320.avif`)).toEqual(left);
    await expectServedAvif(t, cutShort.hash, cutShort.widths);

    // Once its lost file is back, the next run does it, and only it is new.
    await t.services.uploads.storage.put(
      `${lostMiddle.hash}-640.webp`,
      await sharp(lostMiddle.original).resize({ width: 640 }).webp({ quality: 80 }).toBuffer(),
    );
    const again = await backfill(t);
    expect(again.report).toMatchObject({ total: 3, done: 1, skipped: 1, failed: 1 });
    expect(again.outcomes.get(lostMiddle.hash)).toMatchObject({ kind: "done", avifWidths: [320, 640, 1100] });
    await expectServedAvif(t, lostMiddle.hash, [320, 640, 1100]);
  });
});

describe("npm run images:avif with the pictures in a bucket", () => {
  const BUCKET = "shop-pictures";
  let s3: Awaited<ReturnType<typeof startFakeS3>>;
  let b: TestApp;
  beforeAll(async () => {
    s3 = await startFakeS3(BUCKET);
    b = await createTestApp({
      STORAGE_URL: `s3://${BUCKET}/uploads?endpoint=${s3.endpoint}&region=auto`,
      ...FAKE_S3_KEYS,
    });
  });
  afterAll(async () => {
    await b?.close();
    await s3?.close();
  });

  it("puts the AVIF copies in the bucket with their content type, and records them", async () => {
    const picture = await oldStylePicture(b, await photoBytes(800, 600));
    const { report } = await backfill(b);
    expect(report).toMatchObject({ total: 1, done: 1, skipped: 0, failed: 0 });
    expect(await avifWidthsOf(b, picture.hash)).toEqual([320, 640, 800]);
    expect(await s3.keys()).toEqual(
      [320, 640, 800].flatMap((w) => [
        `uploads/${picture.hash}-${w}.avif`,
        `uploads/${picture.hash}-${w}.webp`,
      ]),
    );
    const head = await s3.client.send(
      new HeadObjectCommand({ Bucket: BUCKET, Key: `uploads/${picture.hash}-640.avif` }),
    );
    expect({ type: head.ContentType, cache: head.CacheControl }).toEqual({
      type: "image/avif",
      cache: "public, max-age=31536000, immutable",
    });
    await expectServedAvif(b, picture.hash, picture.widths);
  });
});
