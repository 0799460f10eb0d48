/** The copies the shop writes (uploads.service.ts): `{hash}-{width}.webp`, and `.avif` where smaller. */
export const PICTURE_NAME = /^[0-9a-f]{24}-\d{1,4}\.(webp|avif)$/;

/** The headers a copy named `name` is served with: its name holds its content's hash, so it never changes. */
export const imageHeaders = (name: string) =>
  ({
    "content-type": name.endsWith(".avif") ? "image/avif" : "image/webp",
    "cache-control": "public, max-age=31536000, immutable",
  }) as const;

/** One stored file on its way out. */
export interface StoredFile {
  body: ReadableStream<Uint8Array> | Uint8Array<ArrayBuffer>;
  /** Bytes, when the store says (a bucket's Content-Length). */
  size?: number;
}

/** A stored file's bytes: a folder's come whole, a bucket's are read from their stream. */
export const bytesOf = async (file: StoredFile): Promise<Uint8Array> =>
  file.body instanceof Uint8Array ? file.body : new Uint8Array(await new Response(file.body).arrayBuffer());

/**
 * Where the pictures' copies are kept (docs/decisions/0021-image-storage.md): a folder on
 * this machine, or an S3-compatible bucket shared by every machine. Names are flat,
 * `{hash}-{width}.webp` or `.avif` (and a licence's `{hash}.pdf`); a stored name's content never changes.
 */
export interface ImageStorage {
  /** In words, for the log and the migration's output. */
  readonly description: string;
  /** Stores `data` as `name` whole or not at all; throws when the store cannot be reached. */
  put(name: string, data: Uint8Array): Promise<void>;
  has(name: string): Promise<boolean>;
  /** The file, or null when there is none; throws when the store cannot be reached. */
  get(name: string): Promise<StoredFile | null>;
  /** Every stored name. */
  names(): AsyncIterable<string>;
  /** Lets go of connections (a command line that is done). */
  close(): void;
}
