import { Hono } from "hono";
import type { AppEnv } from "../../http/app-env";
import type { Logger } from "../../logger";
import { type ImageStorage, imageHeaders, PICTURE_NAME } from "./storage";

/**
 * GET /uploads/{hash}-{width}.webp (and .avif): the uploaded pictures' copies, read from the storage (a
 * folder, or a bucket streamed through: docs/decisions/0021-image-storage.md). A name holds its
 * content's hash, so a file never changes: browsers and a CDN keep it for a year without asking
 * again. Only names the shop writes are looked up (nothing else in the store can be reached).
 */
export function uploadedFiles(storage: ImageStorage, logger?: Logger) {
  const files = new Hono<AppEnv>();
  files.get("/:name", async (c, next) => {
    const name = c.req.param("name");
    if (!PICTURE_NAME.test(name)) return next();
    let file: Awaited<ReturnType<ImageStorage["get"]>>;
    try {
      file = await storage.get(name);
    } catch (error) {
      logger?.error({ err: error, storage: storage.description, name }, "a picture could not be read");
      // Not cached anywhere: the picture is there once the storage answers again.
      return c.text("The picture storage did not answer; try again in a moment.", 503, {
        "cache-control": "no-store",
        "retry-after": "5",
      });
    }
    if (!file) return next();
    const headers: Record<string, string> = { ...imageHeaders(name) };
    if (file.size !== undefined) headers["content-length"] = String(file.size);
    return c.body(file.body, 200, headers);
  });
  return files;
}
