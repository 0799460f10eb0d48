import type { S3Client } from "@aws-sdk/client-s3";
import { type ImageStorage, imageHeaders } from "./storage";
import { type BucketSettings, describeStorage } from "./storage-url";

/**
 * The AWS SDK (some 20 MB of memory) loads with the bucket's first use, and only on a shop whose
 * pictures are in a bucket (STORAGE_URL), not with every process.
 */
let sdk: Promise<typeof import("@aws-sdk/client-s3")> | undefined;
const loadSdk = () => {
  sdk ??= import("@aws-sdk/client-s3");
  return sdk;
};

/** A missing key: HEAD answers a bare 404 ("NotFound"), GET names it ("NoSuchKey"). */
const isMissing = async (error: unknown) =>
  error instanceof (await loadSdk()).S3ServiceException &&
  (error.name === "NoSuchKey" || error.name === "NotFound" || error.$metadata.httpStatusCode === 404);

/**
 * Pictures in an S3-compatible bucket (AWS S3, Cloudflare R2, MinIO), shared by every machine
 * that serves the shop (docs/decisions/0021-image-storage.md).
 */
export function bucketStorage(s: BucketSettings): ImageStorage {
  let made: S3Client | undefined;
  const connect = async () => {
    const { S3Client } = await loadSdk();
    made ??= new S3Client({
      region: s.region,
      endpoint: s.endpoint,
      forcePathStyle: s.forcePathStyle,
      credentials: s.credentials,
      // The SDK's default adds CRC32 checksum headers to every upload, which several S3-compatible
      // stores (older MinIO, some gateways) refuse; send them only where S3 requires them.
      requestChecksumCalculation: "WHEN_REQUIRED",
      responseChecksumValidation: "WHEN_REQUIRED",
      // A bucket that does not answer fails the upload within seconds, not minutes (three tries).
      maxAttempts: 3,
      requestHandler: { connectionTimeout: 3_000, requestTimeout: 20_000 },
    });
    return { client: made, ...(await loadSdk()) };
  };
  const key = (name: string) => (s.prefix ? `${s.prefix}/${name}` : name);
  return {
    description: describeStorage(s),
    async put(name, data) {
      // One PUT: the object appears whole or not at all. Its own headers let a CDN or a public
      // bucket serve it exactly as the shop does.
      const { client, PutObjectCommand } = await connect();
      await client.send(
        new PutObjectCommand({
          Bucket: s.bucket,
          Key: key(name),
          Body: data,
          ContentLength: data.byteLength,
          // A PDF (a licence's scan) is the owner's to see: never cached by anyone on its way.
          ContentType: name.endsWith(".pdf") ? "application/pdf" : imageHeaders(name)["content-type"],
          CacheControl: name.endsWith(".pdf") ? "private, no-store" : imageHeaders(name)["cache-control"],
        }),
      );
    },
    async has(name) {
      const { client, HeadObjectCommand } = await connect();
      try {
        await client.send(new HeadObjectCommand({ Bucket: s.bucket, Key: key(name) }));
        return true;
      } catch (error) {
        if (await isMissing(error)) return false;
        throw error;
      }
    },
    async get(name) {
      const { client, GetObjectCommand } = await connect();
      try {
        const object = await client.send(new GetObjectCommand({ Bucket: s.bucket, Key: key(name) }));
        if (!object.Body) return null;
        return { body: object.Body.transformToWebStream(), size: object.ContentLength };
      } catch (error) {
        if (await isMissing(error)) return null;
        throw error;
      }
    },
    async *names() {
      const start = s.prefix ? `${s.prefix}/` : "";
      const { client, ListObjectsV2Command } = await connect();
      let token: string | undefined;
      do {
        const page = await client.send(
          new ListObjectsV2Command({ Bucket: s.bucket, Prefix: start, ContinuationToken: token }),
        );
        for (const object of page.Contents ?? []) {
          const name = object.Key?.slice(start.length);
          if (name && !name.includes("/")) yield name;
        }
        token = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (token);
    },
    close() {
      made?.destroy();
    },
  };
}
