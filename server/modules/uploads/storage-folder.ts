import { randomBytes } from "node:crypto";
import { mkdir, readdir, readFile, rename, rm, stat, writeFile } from "node:fs/promises";
import path from "node:path";
import type { ImageStorage } from "./storage";
import { describeStorage } from "./storage-url";

const missing = (error: unknown) => (error as NodeJS.ErrnoException).code === "ENOENT";

/** Pictures in a folder of this machine (UPLOADS_DIR): one machine, or a disk every process shares. */
export function folderStorage(dir: string): ImageStorage {
  return {
    description: describeStorage({ kind: "folder", dir }),
    async put(name, data) {
      await mkdir(dir, { recursive: true });
      // A temporary file renamed into place: a reader never sees half a picture.
      const temp = path.join(dir, `.${name}.${randomBytes(6).toString("hex")}.tmp`);
      try {
        await writeFile(temp, data);
        await rename(temp, path.join(dir, name));
      } catch (error) {
        await rm(temp, { force: true });
        throw error;
      }
    },
    async has(name) {
      return stat(path.join(dir, name)).then(
        () => true,
        (error) => {
          if (missing(error)) return false;
          throw error;
        },
      );
    },
    async get(name) {
      try {
        const data = await readFile(path.join(dir, name));
        // readFile gives a buffer of its own (never a shared one).
        const body = new Uint8Array(data.buffer as ArrayBuffer, data.byteOffset, data.byteLength);
        return { body, size: data.byteLength };
      } catch (error) {
        if (missing(error)) return null;
        throw error;
      }
    },
    async *names() {
      const entries = await readdir(dir, { withFileTypes: true }).catch((error) => {
        if (missing(error)) return [];
        throw error;
      });
      for (const entry of entries) if (entry.isFile() && !entry.name.startsWith(".")) yield entry.name;
    },
    close() {},
  };
}
