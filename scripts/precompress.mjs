// Brotli and gzip copies of the built browser files (build/client), made once after the build
// at the highest levels, so the server sends them as they are to browsers that take them
// (server/app.ts, `precompressed`) instead of compressing on every request. A copy is kept
// only when it is smaller; pictures that are already compressed (PNG, WebP, JPEG) get none.
import { readdir, readFile, stat, writeFile } from "node:fs/promises";
import path from "node:path";
import { promisify } from "node:util";
import zlib from "node:zlib";

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** Text formats worth compressing; server/app.ts's PRECOMPRESSED names the same. */
export const COMPRESSIBLE = /\.(?:js|mjs|css|svg|json|txt|xml|html|webmanifest|map)$/;
/**
 * Below this the encoding's framing and its header outweigh what it saves. Measured on the build
 * (2026-11-27): Brotli saves at least 40 bytes on every script from 256 bytes up (a
 * `Content-Encoding: br` header is some 24), and 0.5–1 KB scripts went whole before.
 */
const MIN_BYTES = 256;

async function* filesUnder(dir) {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* filesUnder(full);
    else if (entry.isFile()) yield full;
  }
}

export async function precompress(dir) {
  let files = 0;
  let before = 0;
  let afterBr = 0;
  const jobs = [];
  for await (const file of filesUnder(dir)) {
    if (!COMPRESSIBLE.test(file) || (await stat(file)).size < MIN_BYTES) continue;
    jobs.push(
      (async () => {
        const body = await readFile(file);
        const [br, gz] = await Promise.all([
          brotli(body, {
            params: {
              [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
              [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length,
              [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
            },
          }),
          gzip(body, { level: zlib.constants.Z_BEST_COMPRESSION }),
        ]);
        if (br.length < body.length) await writeFile(`${file}.br`, br);
        if (gz.length < body.length) await writeFile(`${file}.gz`, gz);
        files++;
        before += body.length;
        afterBr += Math.min(br.length, body.length);
      })(),
    );
  }
  await Promise.all(jobs);
  return { files, before, afterBr };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const dir = process.argv[2] ?? "build/client";
  const { files, before, afterBr } = await precompress(dir);
  console.log(
    `precompressed ${files} files in ${dir}: ${Math.round(before / 1024)} KB → ${Math.round(afterBr / 1024)} KB with Brotli`,
  );
}
