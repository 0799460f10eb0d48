import { fsyncSync } from "node:fs";
import { PGlite, type PGliteOptions } from "@electric-sql/pglite";
import { NodeFS } from "@electric-sql/pglite/nodefs";

/**
 * PGlite that flushes each committed transaction to disk (docs/decisions/0009-pglite-safety.md).
 *
 * Out of the box PGlite 0.5 starts PostgreSQL with `-F` (fsync off), and even with fsync on
 * nothing would reach the disk: Emscripten's NODEFS has no `fsync` stream operation (fsync()
 * answers success without doing anything) and its fdatasync() is an empty stub. Writes still go
 * straight to the operating system, so a killed process loses nothing, but a power cut or a
 * kernel crash can lose transactions the shop already confirmed.
 *
 * Here: PostgreSQL runs with fsync on and `wal_sync_method=fsync` (the one call we can route),
 * and NODEFS gets an `fsync` that calls the real fsync(2) on the file's descriptor. A commit
 * returns after its WAL record is on disk, as on a PostgreSQL server.
 */
let fsyncs = 0;

/** How many fsync(2) calls this process has made for PGlite (the durability benchmark prints it). */
export const fsyncCount = () => fsyncs;

class DurableNodeFS extends NodeFS {
  async init(pg: PGlite, opts: Parameters<NodeFS["init"]>[1]) {
    const { emscriptenOpts } = await super.init(pg, opts);
    const preRun = [
      ...(emscriptenOpts.preRun ?? []),
      // biome-ignore lint/suspicious/noExplicitAny: Emscripten's module object is untyped
      (mod: any) => {
        mod.NODEFS.stream_ops.fsync = (stream: { nfd: number }) => {
          try {
            fsyncSync(stream.nfd);
            fsyncs++;
            return 0;
          } catch (error) {
            // EIO (29 in Emscripten's numbering): PostgreSQL treats a failed fsync as fatal.
            console.error(`fsync failed on the embedded database: ${(error as Error).message}`);
            throw new mod.FS.ErrnoError(29);
          }
        };
      },
    ];
    return { emscriptenOpts: { ...emscriptenOpts, preRun } };
  }
}

/** PGlite's own start parameters with fsync back on and WAL flushed through fsync(). */
function durableStartParams(): string[] {
  return [
    ...PGlite.defaultStartParams.filter((p) => p !== "-F"),
    "-c",
    "fsync=on",
    "-c",
    "wal_sync_method=fsync",
  ];
}

/** Options that open `dataDir` with commits flushed to disk. */
export function durablePgliteOptions(dataDir: string): Pick<PGliteOptions, "fs" | "startParams"> {
  return { fs: new DurableNodeFS(dataDir), startParams: durableStartParams() };
}
