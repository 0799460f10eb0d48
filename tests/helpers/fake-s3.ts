import { mkdtempSync } from "node:fs";
import { rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { ListObjectsV2Command, S3Client } from "@aws-sdk/client-s3";
import S3rver from "s3rver";

/** s3rver checks every request's signature against these keys. */
export const FAKE_S3_KEYS = { AWS_ACCESS_KEY_ID: "S3RVER", AWS_SECRET_ACCESS_KEY: "S3RVER" };

/**
 * A real S3-compatible server (s3rver, over HTTP on 127.0.0.1, files in a temporary folder)
 * holding `bucket`. stop() takes it down as an outage would; start() brings it back on the
 * same port with the same objects.
 */
export async function startFakeS3(bucket: string) {
  const directory = mkdtempSync(path.join(os.tmpdir(), "shop-fake-s3-"));
  let port = 0;
  let server: S3rver | undefined;
  const start = async () => {
    server = new S3rver({
      address: "127.0.0.1",
      port,
      silent: true,
      directory,
      configureBuckets: [{ name: bucket }],
    });
    port = (await server.run()).port;
  };
  await start();
  const endpoint = `http://127.0.0.1:${port}`;
  const client = new S3Client({
    endpoint,
    region: "us-east-1",
    forcePathStyle: true,
    credentials: {
      accessKeyId: FAKE_S3_KEYS.AWS_ACCESS_KEY_ID,
      secretAccessKey: FAKE_S3_KEYS.AWS_SECRET_ACCESS_KEY,
    },
  });
  return {
    endpoint,
    /** A client of the test's own, to look into the bucket. */
    client,
    /** Every key in the bucket, sorted. */
    async keys(): Promise<string[]> {
      const page = await client.send(new ListObjectsV2Command({ Bucket: bucket }));
      return (page.Contents ?? []).map((o) => o.Key ?? "").sort();
    },
    start,
    async stop() {
      await server?.close();
      server = undefined;
    },
    async close() {
      await server?.close();
      client.destroy();
      await rm(directory, { recursive: true, force: true });
    },
  };
}
