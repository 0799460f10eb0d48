/**
 * Where uploaded pictures are kept: a folder on this machine, or an S3-compatible bucket named
 * by `STORAGE_URL` (docs/decisions/0021-image-storage.md, docs/deploy.md "Pictures in a bucket").
 *
 *     s3://BUCKET[/PREFIX][?endpoint=URL&region=REGION&force_path_style=true|false]
 *
 * AWS S3: `s3://haritha-images/uploads?region=ap-south-1`; Cloudflare R2:
 * `s3://haritha-images?endpoint=https://ACCOUNT.r2.cloudflarestorage.com&region=auto`; MinIO:
 * `s3://haritha-images?endpoint=http://minio:9000`. The keys are never in the address (an
 * address ends up in logs and process lists): they come from AWS_ACCESS_KEY_ID and
 * AWS_SECRET_ACCESS_KEY, or, with neither set, from the AWS SDK's usual chain (an instance's role).
 */
export type StorageSettings =
  | { kind: "folder"; dir: string }
  | {
      kind: "bucket";
      bucket: string;
      /** Keys start with this, without a trailing slash ("" for the bucket's top). */
      prefix: string;
      /** Unset: AWS S3 itself. */
      endpoint?: string;
      region: string;
      forcePathStyle: boolean;
      credentials?: { accessKeyId: string; secretAccessKey: string };
    };

export type BucketSettings = Extract<StorageSettings, { kind: "bucket" }>;

const FORMAT =
  "STORAGE_URL must look like s3://bucket/prefix?endpoint=https://host&region=auto (docs/deploy.md)";
// S3's own rule for bucket names (lowercase letters, digits, dots and hyphens, 3–63 long).
const BUCKET = /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/;
const KNOWN = new Set(["endpoint", "region", "force_path_style"]);

/**
 * Reads STORAGE_URL (with the keys from `env`); throws an Error whose message is one sentence
 * naming what is wrong, for the configuration to report.
 */
export function parseStorageUrl(value: string, env: Record<string, string | undefined> = {}): BucketSettings {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new Error(FORMAT);
  }
  if (url.protocol !== "s3:") throw new Error(`${FORMAT}: only s3:// addresses are understood`);
  if (url.username || url.password) {
    throw new Error(
      "STORAGE_URL must not hold the bucket's keys: put them in AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY",
    );
  }
  const bucket = url.hostname;
  if (!BUCKET.test(bucket)) {
    throw new Error(
      `STORAGE_URL's bucket name "${bucket}" is not one S3 accepts (3–63 lowercase letters, digits, dots or hyphens)`,
    );
  }
  for (const key of url.searchParams.keys()) {
    if (!KNOWN.has(key)) {
      throw new Error(
        `STORAGE_URL has an unknown setting "${key}" (known: endpoint, region, force_path_style)`,
      );
    }
  }
  const prefix = decodeURIComponent(url.pathname).replace(/^\/+|\/+$/g, "");
  if (/\/\/|\.\.|[\\\s]/.test(prefix)) {
    throw new Error(`STORAGE_URL's prefix "${prefix}" must be plain folder names separated by /`);
  }
  const endpoint = url.searchParams.get("endpoint") ?? undefined;
  if (endpoint !== undefined) {
    let ok = false;
    try {
      const e = new URL(endpoint);
      ok = (e.protocol === "http:" || e.protocol === "https:") && e.hostname !== "";
    } catch {}
    if (!ok) throw new Error(`STORAGE_URL's endpoint must be an http(s) address (got "${endpoint}")`);
  }
  const pathStyle = url.searchParams.get("force_path_style");
  if (pathStyle !== null && pathStyle !== "true" && pathStyle !== "false") {
    throw new Error("STORAGE_URL's force_path_style must be true or false");
  }
  const region = url.searchParams.get("region") || env.AWS_REGION || "us-east-1";
  const accessKeyId = env.AWS_ACCESS_KEY_ID;
  const secretAccessKey = env.AWS_SECRET_ACCESS_KEY;
  if (Boolean(accessKeyId) !== Boolean(secretAccessKey)) {
    throw new Error(
      `${accessKeyId ? "AWS_SECRET_ACCESS_KEY" : "AWS_ACCESS_KEY_ID"} must be set too: the bucket's keys come in a pair`,
    );
  }
  return {
    kind: "bucket",
    bucket,
    prefix,
    endpoint: endpoint?.replace(/\/+$/, ""),
    region,
    // MinIO and most fakes know only path-style addresses (endpoint/bucket/key); AWS prefers
    // bucket.endpoint. R2 takes either.
    forcePathStyle: pathStyle === null ? endpoint !== undefined : pathStyle === "true",
    credentials: accessKeyId && secretAccessKey ? { accessKeyId, secretAccessKey } : undefined,
  };
}

/** The storage in words for the start-up log and the migration's output (no keys). */
export function describeStorage(s: StorageSettings): string {
  if (s.kind === "folder") return `folder ${s.dir}`;
  const where = s.endpoint ? ` at ${s.endpoint}` : ` on AWS S3 (${s.region})`;
  return `bucket s3://${s.bucket}${s.prefix ? `/${s.prefix}` : ""}${where}`;
}
