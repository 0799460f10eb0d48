import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "../../config";
import { describeStorage, parseStorageUrl } from "./storage-url";

const keys = { AWS_ACCESS_KEY_ID: "AKIAEXAMPLE", AWS_SECRET_ACCESS_KEY: "very-secret-key" };

describe("STORAGE_URL", () => {
  it("keeps pictures in UPLOADS_DIR when it is not set", () => {
    expect(loadConfig({ UPLOADS_DIR: "/srv/pictures" }).storage).toEqual({
      kind: "folder",
      dir: "/srv/pictures",
    });
  });

  it("reads AWS S3, Cloudflare R2 and MinIO addresses, with the keys from their own variables", () => {
    expect(parseStorageUrl("s3://haritha-images/uploads?region=ap-south-1", keys)).toEqual({
      kind: "bucket",
      bucket: "haritha-images",
      prefix: "uploads",
      endpoint: undefined,
      region: "ap-south-1",
      forcePathStyle: false,
      credentials: { accessKeyId: "AKIAEXAMPLE", secretAccessKey: "very-secret-key" },
    });
    const r2 = parseStorageUrl(
      "s3://haritha-images?endpoint=https://abc123.r2.cloudflarestorage.com/&region=auto",
      keys,
    );
    expect(r2).toMatchObject({
      prefix: "",
      endpoint: "https://abc123.r2.cloudflarestorage.com",
      region: "auto",
    });
    expect(describeStorage(r2)).toBe("bucket s3://haritha-images at https://abc123.r2.cloudflarestorage.com");
    const minio = parseStorageUrl("s3://shop/a/b/?endpoint=http://minio:9000", {});
    expect(minio).toMatchObject({
      prefix: "a/b",
      region: "us-east-1",
      forcePathStyle: true,
      credentials: undefined,
    });
    expect(
      parseStorageUrl("s3://shop?endpoint=http://minio:9000&force_path_style=false", {}).forcePathStyle,
    ).toBe(false);
    expect(
      loadConfig({ STORAGE_URL: "s3://shop-images", AWS_REGION: "eu-west-1", ...keys }).storage,
    ).toMatchObject({
      kind: "bucket",
      region: "eu-west-1",
    });
  });

  it.each([
    [
      "https://bucket.example.com",
      /^STORAGE_URL must look like s3:\/\/bucket\/prefix.*only s3:\/\/ addresses/,
    ],
    [
      "s3://key:secret@shop-images",
      /^STORAGE_URL must not hold the bucket's keys: put them in AWS_ACCESS_KEY_ID/,
    ],
    ["s3://Shop_Images", /^STORAGE_URL.s bucket name "Shop_Images" is not one S3 accepts/],
    ["s3://shop-images?endpoint=minio:9000", /^STORAGE_URL's endpoint must be an http\(s\) address/],
    ["s3://shop-images?bucket_region=x", /^STORAGE_URL has an unknown setting "bucket_region"/],
    ["s3://shop-images?force_path_style=yes", /^STORAGE_URL's force_path_style must be true or false/],
    ["s3://shop-images/my%20pictures", /^STORAGE_URL.s prefix "my pictures" must be plain folder names/],
  ])("refuses %s with one sentence", (value, message) => {
    expect(() => loadConfig({ STORAGE_URL: value })).toThrow(ConfigError);
    expect(() => loadConfig({ STORAGE_URL: value })).toThrow(message);
  });

  it("asks for both keys or neither, and never repeats the secret", () => {
    expect(() => loadConfig({ STORAGE_URL: "s3://shop-images", AWS_ACCESS_KEY_ID: "AKIAEXAMPLE" })).toThrow(
      "AWS_SECRET_ACCESS_KEY must be set too: the bucket's keys come in a pair.",
    );
    try {
      loadConfig({ STORAGE_URL: "s3://k:very-secret-key@shop-images" });
    } catch (error) {
      expect((error as Error).message).not.toContain("very-secret-key");
    }
  });
});
