import { createHash } from "node:crypto";
import zlib from "node:zlib";
import { combineOperator, crc32Combine } from "./crc32-combine";

/**
 * A rendered page kept so that every response carries a nonce of its own while the page is
 * compressed once (docs/decisions/0023-guest-page-cache.md). The page's bytes are kept with
 * the nonce's places left open; a response writes its nonce into them, in the plain bytes and
 * in the gzip and Brotli bytes alike, without compressing anything again.
 *
 * How the compressed forms stay open: the page is compressed in one stream, flushed before and
 * after each nonce, so each nonce has compressed output of its own; that output is swapped for
 * a block the formats store raw (a deflate stored block, a Brotli uncompressed meta-block) holding
 * the nonce and the two bytes after it. The encoder was given, in the nonce's place, bytes that
 * appear nowhere else in the page (control characters, a different order at each place), so no
 * compressed part refers to them, and the two fixed bytes after it keep Brotli's literal context
 * the same whatever the nonce is. Each template is checked by decoding it once with a probe
 * nonce: what it decodes to is then the page with any nonce of the same length.
 */
export interface NonceTemplate {
  /** The page with zero bytes in the nonce's places, and where those places are. */
  identity: Spliceable;
  /** Raw deflate with the places open (gzip's header and trailer are written per response). */
  gzip?: Spliceable & { crc: CrcPlan };
  br?: Spliceable;
  /** The nonce's length; a response's nonce of another length gets the uncompressed page. */
  nonceLength: number;
  /** A weak validator of the page's content, the same for every nonce and encoding. */
  etag: string;
  /** Bytes held (what the cache's bound counts). */
  size: number;
}

interface Spliceable {
  bytes: Buffer;
  offsets: number[];
}

/** The page's CRC-32 with any nonce, from the pieces between the places (./crc32-combine.ts). */
interface CrcPlan {
  first: number;
  pieces: { crc: number; operator: number }[];
  nonceOperator: number;
}

/** Characters a rendered page never holds (React writes no control characters but tab and newlines). */
const ALPHABET = [
  0x00, 0x01, 0x02, 0x03, 0x04, 0x05, 0x06, 0x07, 0x08, 0x0b, 0x0c, 0x0e, 0x0f, 0x10, 0x11, 0x12, 0x13, 0x14,
  0x15, 0x16, 0x17, 0x18, 0x19, 0x1a, 0x1b, 0x1c, 0x1d, 0x1e, 0x1f,
];
const PRIME = ALPHABET.length; // 29
/** Bytes after each nonce kept inside its raw block (Brotli's literal context reads two back). */
const TAIL = 2;

/**
 * The stand-in for the nonce at its `place`-th occurrence: `length` distinct control bytes,
 * stepping through the alphabet by a stride of its own, so no two places share a pair of
 * bytes (the encoders' shortest match) and none refers to another.
 */
function standIn(place: number, length: number): Buffer {
  const stride = (place % (PRIME - 1)) + 1;
  return Buffer.from(Array.from({ length }, (_, i) => ALPHABET[(stride * (i + 1)) % PRIME]));
}

const holdsControlBytes = (b: Buffer) => {
  for (let i = 0; i < b.length; i++) {
    const x = b[i];
    if (x < 0x20 && x !== 0x09 && x !== 0x0a && x !== 0x0d) return true;
  }
  return false;
};

/**
 * Makes the template of a page rendered with `nonce`. Nonces on `<link rel="modulepreload">`
 * are dropped first: the policy's 'self' already allows those same-origin scripts, and fewer
 * places mean better compression.
 */
export async function makeNonceTemplate(html: string, nonce: string): Promise<NonceTemplate> {
  const attribute = ` nonce="${nonce}"`;
  const page = html.replace(/<link rel="modulepreload"[^>]*>/g, (tag) => tag.replace(attribute, ""));
  const parts = page.split(nonce).map((p) => Buffer.from(p, "utf8"));
  const nonceLength = Buffer.byteLength(nonce);
  const identity = joinWith(parts, Buffer.alloc(nonceLength));
  const etag = `W/"${createHash("sha1").update(identity.bytes).digest("base64url").slice(0, 27)}"`;
  const template: NonceTemplate = { identity, nonceLength, etag, size: identity.bytes.length };
  // Compressed forms only when the places can be kept open safely (see above).
  const closable = parts.slice(1).every((p) => p.length >= TAIL) && !parts.some(holdsControlBytes);
  if (!closable || nonceLength === 0) return template;
  const [gzip, br] = await Promise.all([
    openTemplate(parts, nonceLength, "gzip").catch(() => undefined),
    openTemplate(parts, nonceLength, "br").catch(() => undefined),
  ]);
  if (gzip) template.gzip = { ...gzip, crc: crcPlan(parts, nonceLength) };
  if (br) template.br = br;
  template.size += (gzip?.bytes.length ?? 0) + (br?.bytes.length ?? 0);
  return template;
}

function crcPlan(parts: Buffer[], nonceLength: number): CrcPlan {
  return {
    first: zlib.crc32(parts[0]),
    pieces: parts.slice(1).map((p) => ({ crc: zlib.crc32(p), operator: combineOperator(p.length) })),
    nonceOperator: combineOperator(nonceLength),
  };
}

function joinWith(parts: Buffer[], filler: Buffer): Spliceable {
  const offsets: number[] = [];
  const chunks: Buffer[] = [];
  let at = 0;
  parts.forEach((p, i) => {
    if (i > 0) {
      offsets.push(at);
      chunks.push(filler);
      at += filler.length;
    }
    chunks.push(p);
    at += p.length;
  });
  return { bytes: Buffer.concat(chunks), offsets };
}

type Codec = "gzip" | "br";

async function openTemplate(parts: Buffer[], nonceLength: number, codec: Codec): Promise<Spliceable> {
  const encoder =
    codec === "br"
      ? zlib.createBrotliCompress({
          params: {
            [zlib.constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY,
            [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
          },
        })
      : zlib.createDeflateRaw({ level: GZIP_LEVEL });
  const flushKind = codec === "br" ? zlib.constants.BROTLI_OPERATION_FLUSH : zlib.constants.Z_SYNC_FLUSH;
  const out: Buffer[] = [];
  encoder.on("data", (d: Buffer) => out.push(d));
  const take = () => Buffer.concat(out.splice(0));
  const feed = (chunk: Buffer) =>
    new Promise<Buffer>((resolve, reject) => {
      encoder.once("error", reject);
      encoder.write(chunk);
      encoder.flush(flushKind, () => {
        encoder.off("error", reject);
        resolve(take());
      });
    });

  const pieces: Buffer[] = [];
  const offsets: number[] = [];
  let at = 0;
  const push = (b: Buffer) => {
    pieces.push(b);
    at += b.length;
  };
  push(await feed(parts[0]));
  for (let k = 1; k < parts.length; k++) {
    const tail = parts[k].subarray(0, TAIL);
    await feed(Buffer.concat([standIn(k - 1, nonceLength), tail])); // its output is swapped out
    const header = rawBlockHeader(codec, nonceLength + TAIL);
    push(header);
    offsets.push(at);
    push(Buffer.alloc(nonceLength));
    push(tail);
    if (k < parts.length - 1) push(await feed(parts[k].subarray(TAIL)));
    else encoder.write(parts[k].subarray(TAIL));
  }
  await new Promise<void>((resolve, reject) => {
    encoder.once("error", reject);
    encoder.once("end", resolve);
    encoder.end();
  });
  push(take());
  const template = { bytes: Buffer.concat(pieces), offsets };

  // The probe: distinct bytes the page never holds. Decoding right with it proves every nonce decodes right.
  const probe = standIn(PRIME - 2, nonceLength);
  const decoded =
    codec === "br"
      ? zlib.brotliDecompressSync(splice(template, probe))
      : zlib.inflateRawSync(splice(template, probe));
  if (!decoded.equals(Buffer.concat(parts.flatMap((p, i) => (i ? [probe, p] : [p])))))
    throw new Error(`the ${codec} template does not decode to the page`);
  return template;
}

/**
 * A raw block's header for `length` bytes, written where the stream stands on a byte boundary
 * (after a flush). Deflate: a stored block (BFINAL 0, BTYPE 00, LEN, NLEN; RFC 1951 3.2.4).
 * Brotli: a meta-block with ISLAST 0, MNIBBLES 4, MLEN-1 and ISUNCOMPRESSED 1, padded to the
 * byte (RFC 7932 9.2).
 */
function rawBlockHeader(codec: Codec, length: number): Buffer {
  if (codec === "gzip") {
    const b = Buffer.alloc(5);
    b.writeUInt16LE(length, 1);
    b.writeUInt16LE(~length & 0xffff, 3);
    return b;
  }
  const bits = ((length - 1) << 3) | (1 << 19);
  return Buffer.from([bits & 0xff, (bits >> 8) & 0xff, (bits >> 16) & 0xff]);
}

/** Quality of the kept compressed forms: made once per page and language per cache period. */
const BROTLI_QUALITY = 6;
const GZIP_LEVEL = 6;

/** A copy of the template's bytes with `nonce` written into each place. */
export function splice(template: Spliceable, nonce: Buffer): Buffer {
  const out = Buffer.allocUnsafe(template.bytes.length);
  template.bytes.copy(out);
  for (const at of template.offsets) nonce.copy(out, at);
  return out;
}

/** The plain page with a nonce of another length than the one it was made with. */
function rejoin(t: NonceTemplate, nonce: Buffer): Buffer {
  const { bytes, offsets } = t.identity;
  const chunks: Buffer[] = [];
  let from = 0;
  for (const at of offsets) {
    chunks.push(bytes.subarray(from, at), nonce);
    from = at + t.nonceLength;
  }
  chunks.push(bytes.subarray(from));
  return Buffer.concat(chunks);
}

/** gzip's fixed header: deflate, no name, no time, unknown OS (RFC 1952 2.3). */
const GZIP_HEADER = Buffer.from([0x1f, 0x8b, 0x08, 0, 0, 0, 0, 0, 0, 0xff]);

/** The page's body in `encoding` with `nonce` in it; undefined when that form is not kept. */
export function bodyWithNonce(
  t: NonceTemplate,
  nonce: string,
  encoding: "br" | "gzip" | "identity",
): Buffer | undefined {
  const n = Buffer.from(nonce, "utf8");
  if (encoding === "identity") return n.length === t.nonceLength ? splice(t.identity, n) : rejoin(t, n);
  if (n.length !== t.nonceLength) return undefined;
  if (encoding === "br") return t.br && splice(t.br, n);
  if (!t.gzip) return undefined;
  // gzip's trailer: the CRC-32 and length of the uncompressed page, this nonce in it.
  const plan = t.gzip.crc;
  const nonceCrc = zlib.crc32(n);
  let crc = plan.first;
  for (const piece of plan.pieces) {
    crc = crc32Combine(crc, nonceCrc, plan.nonceOperator);
    crc = crc32Combine(crc, piece.crc, piece.operator);
  }
  const deflated = t.gzip.bytes;
  const out = Buffer.allocUnsafe(GZIP_HEADER.length + deflated.length + 8);
  GZIP_HEADER.copy(out);
  deflated.copy(out, GZIP_HEADER.length);
  for (const at of t.gzip.offsets) n.copy(out, GZIP_HEADER.length + at);
  out.writeUInt32LE(crc, out.length - 8);
  out.writeUInt32LE(t.identity.bytes.length >>> 0, out.length - 4);
  return out;
}
