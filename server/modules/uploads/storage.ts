/** The headers every copy is served with: its name holds its content's hash, so it never changes. */
export const IMAGE_HEADERS = {
  "content-type": "image/webp",
  "cache-control": "public, max-age=31536000, immutable",
} as const;

/** One stored file on its way out. */
export interface StoredFile {
  body: ReadableStream<Uint8Array> | Uint8Array<ArrayBuffer>;
  /** Bytes, when the store says (a bucket's Content-Length). */
  size?: number;
}

/**
 * Where the pictures' WebP copies are kept (docs/decisions/0021-image-storage.md): a folder on
 * this machine, or an S3-compatible bucket shared by every machine. Names are flat,
 * `{hash}-{width}.webp`; a stored name's content never changes.
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
