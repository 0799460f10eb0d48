import { execFile } from "node:child_process";
import { mkdtempSync, writeFileSync } from "node:fs";
import { rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { GetObjectCommand, HeadObjectCommand } from "@aws-sdk/client-s3";
import { sql } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { queryRows } from "../server/db/client";
import { folderStorage } from "../server/modules/uploads/storage-folder";
import { copyPictures } from "../server/modules/uploads/storage-migrate";
import { openImageStorage } from "../server/modules/uploads/storage-open";
import { parseStorageUrl } from "../server/modules/uploads/storage-url";
import { STORAGE_DOWN } from "../server/modules/uploads/uploads.service";
import { createTestApp, type TestApp } from "./helpers/app";
import { createProduct } from "./helpers/catalogue-admin";
import { FAKE_S3_KEYS, startFakeS3 } from "./helpers/fake-s3";
import { pictureBytes, uploadFile } from "./helpers/images";
import { adminPost, newStaff } from "./helpers/staff";

const BUCKET = "shop-pictures";
let s3: Awaited<ReturnType<typeof startFakeS3>>;
let t: TestApp;
const storageUrl = (prefix: string) => `s3://${BUCKET}/${prefix}?endpoint=${s3.endpoint}&region=auto`;

beforeAll(async () => {
  s3 = await startFakeS3(BUCKET);
  t = await createTestApp({ STORAGE_URL: storageUrl("uploads"), ...FAKE_S3_KEYS });
});
afterAll(async () => {
  await t?.close();
  await s3?.close();
});

const rowCount = async () =>
  (await queryRows<{ n: number }>(t.database.db, sql`select count(*)::int as n from uploaded_images`))[0].n;

async function objectBytes(key: string) {
  const object = await s3.client.send(new GetObjectCommand({ Bucket: BUCKET, Key: key }));
  return Buffer.from(await object.Body!.transformToByteArray());
}

describe("pictures in an S3-compatible bucket (STORAGE_URL)", () => {
  it("puts an upload's copies in the bucket under the prefix, and the storefront serves them with a year's caching", async () => {
    expect(t.services.uploads.storage.description).toBe(`bucket s3://${BUCKET}/uploads at ${s3.endpoint}`);
    const manager = await newStaff(t, "manager");
    const res = await uploadFile(t, manager.cookie, await pictureBytes("jpeg", 1600, 1200), "neem.jpg");
    expect(res.status).toBe(200);
    const { hash, url, avif_srcset } = res.body.data;
    expect(url).toBe(`/uploads/${hash}-1280.webp`);
    // The AVIF copies kept (docs/decisions/0055-avif-copies.md) go to the same bucket.
    const avif = [...(avif_srcset as string).matchAll(/\/uploads\/(\S+\.avif) /g)].map(
      (m) => `uploads/${m[1]}`,
    );
    expect(avif.length).toBeGreaterThan(0);
    expect(await s3.keys()).toEqual(
      [...[320, 640, 1280].map((w) => `uploads/${hash}-${w}.webp`), ...avif].sort(),
    );
    for (const [key, type] of [
      [`uploads/${hash}-640.webp`, "image/webp"],
      [avif[0], "image/avif"],
    ]) {
      const head = await s3.client.send(new HeadObjectCommand({ Bucket: BUCKET, Key: key }));
      expect({ type: head.ContentType, cache: head.CacheControl }).toEqual({
        type,
        cache: "public, max-age=31536000, immutable",
      });
    }

    const served = await t.app.request(url);
    expect(served.status).toBe(200);
    expect(served.headers.get("content-type")).toBe("image/webp");
    expect(served.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    const bytes = Buffer.from(await served.arrayBuffer());
    expect(bytes.equals(await objectBytes(`uploads/${hash}-1280.webp`))).toBe(true);
    expect((await sharp(bytes).metadata()).width).toBe(1280);
    expect((await t.app.request(`/uploads/${"0".repeat(24)}-320.webp`)).status).toBe(404);

    // On a product, the storefront's answer points at the same address.
    const product = await createProduct(t, manager.cookie);
    const added = await adminPost(t, manager.cookie, "/products/images/add", {
      product_id: product.id,
      version: product.version,
      image: hash,
      alt: "Neem oil bottle",
    });
    expect(added.status).toBe(200);
    const detail = await t.post("/api/products/details/v1/", { product_id: product.id });
    expect(detail.body.data.images).toEqual([url]);
  });

  it("says so when the bucket is down and keeps nothing; the same upload works once it is back", async () => {
    const manager = await newStaff(t, "manager");
    const picture = await pictureBytes("png", 700, 500);
    const keysBefore = await s3.keys();
    const rowsBefore = await rowCount();
    const [stored] = keysBefore;
    await s3.stop();
    try {
      const res = await uploadFile(t, manager.cookie, picture, "rose.png");
      expect(res.status).toBe(503);
      expect(res.body.message).toBe(STORAGE_DOWN);
      expect(await rowCount()).toBe(rowsBefore);
      // A picture already stored cannot be read either: a 503 nobody caches, not a 404.
      const served = await t.app.request(`/${stored}`);
      expect(served.status).toBe(503);
      expect(served.headers.get("cache-control")).toBe("no-store");
    } finally {
      await s3.start();
    }
    expect(await s3.keys()).toEqual(keysBefore);
    const again = await uploadFile(t, manager.cookie, picture, "rose.png");
    expect(again.status).toBe(200);
    expect(await rowCount()).toBe(rowsBefore + 1);
    expect(await s3.keys()).toContain(`uploads/${again.body.data.hash}-700.webp`);
  });
});

describe("npm run storage:migrate", () => {
  const names = ["a".repeat(24), "b".repeat(24)].flatMap((h) => [
    `${h}-320.webp`,
    `${h}-640.webp`,
    `${h}-640.avif`,
  ]);
  let folder: string;
  beforeAll(() => {
    folder = mkdtempSync(path.join(os.tmpdir(), "shop-migrate-"));
    names.forEach((name, i) => {
      writeFileSync(path.join(folder, name), `picture ${i}`);
    });
    writeFileSync(path.join(folder, "notes.txt"), "not a picture");
  });
  afterAll(() => rm(folder, { recursive: true, force: true }));

  it("copies a folder's pictures into the bucket once, leaving other files, and a second run copies nothing", async () => {
    const bucket = openImageStorage(parseStorageUrl(storageUrl("moved"), FAKE_S3_KEYS));
    // One already there, as after a run that stopped half-way.
    await bucket.put(names[0], new TextEncoder().encode("picture 0"));
    try {
      expect(await copyPictures(folderStorage(folder), bucket)).toEqual({
        copied: 5,
        present: 1,
        ignored: 1,
      });
      expect(await copyPictures(folderStorage(folder), bucket)).toEqual({
        copied: 0,
        present: 6,
        ignored: 1,
      });
    } finally {
      bucket.close();
    }
    expect((await s3.keys()).filter((k) => k.startsWith("moved/"))).toEqual(
      names.map((n) => `moved/${n}`).sort(),
    );
    expect((await objectBytes(`moved/${names[3]}`)).toString()).toBe("picture 3");
  });

  it("runs from the command line, printing its counts, and refuses without a bucket", async () => {
    const run = (env: Record<string, string>) =>
      promisify(execFile)("node", ["--import", "tsx", "server/modules/uploads/storage-migrate-cli.ts"], {
        env: { PATH: process.env.PATH, UPLOADS_DIR: folder, LOG_LEVEL: "silent", ...env },
      }).then(
        ({ stdout }) => ({ code: 0, out: stdout }),
        (error) => ({ code: error.code as number, out: `${error.stdout}${error.stderr}` }),
      );
    const first = await run({ STORAGE_URL: storageUrl("cli"), ...FAKE_S3_KEYS });
    expect(first.code).toBe(0);
    expect(first.out).toContain(`to bucket s3://${BUCKET}/cli at ${s3.endpoint}`);
    expect(first.out).toContain("Done: 6 copied, 0 already in the bucket, 1 other files left alone.");
    const second = await run({ STORAGE_URL: storageUrl("cli"), ...FAKE_S3_KEYS });
    expect(second.out).toContain("Done: 0 copied, 6 already in the bucket, 1 other files left alone.");
    const none = await run({});
    expect(none.code).toBe(1);
    expect(none.out).toMatch(/^STORAGE_URL is not set: name the bucket/);
  });
});
