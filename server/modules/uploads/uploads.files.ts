import { readFile } from "node:fs/promises";
import path from "node:path";
import { Hono } from "hono";
import type { AppEnv } from "../../http/app-env";

const NAME = /^[0-9a-f]{24}-\d{1,4}\.webp$/;

/**
 * GET /uploads/{hash}-{width}.webp: the uploaded pictures' copies. A name holds its content's
 * hash, so a file never changes: browsers and proxies keep it for a year without asking again.
 * Only names the shop writes are looked up (nothing else in the folder can be reached).
 */
export function uploadedFiles(dir: string) {
  const files = new Hono<AppEnv>();
  files.get("/:name", async (c, next) => {
    const name = c.req.param("name");
    if (!NAME.test(name)) return next();
    let data: Buffer;
    try {
      data = await readFile(path.join(dir, name));
    } catch {
      return next();
    }
    return c.body(new Uint8Array(data), 200, {
      "content-type": "image/webp",
      "cache-control": "public, max-age=31536000, immutable",
    });
  });
  return files;
}
