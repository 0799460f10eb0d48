import { linkSync, readFileSync, unlinkSync, writeFileSync } from "node:fs";
import path from "node:path";

/**
 * One process at a time on a PGlite folder (docs/decisions/0009-pglite-safety.md). PGlite is a
 * single-user PostgreSQL: two processes on one folder both answer, both hand out the same ids,
 * and after a restart one side's acknowledged writes are gone. So whoever opens DATA_DIR first
 * writes its pid into DATA_DIR/shop.lock; anyone else stops with one sentence.
 *
 * The file is created atomically with its content (written to a private file, then hard-linked
 * to the lock name, which fails if the lock exists). A lock whose holder is gone (pid dead, or
 * written before the last boot) is stale and taken over; the takeover itself runs under a
 * second lock file so two processes starting together cannot both take over the same lock.
 * Pids only mean something on one machine: the lock guards processes of one host (or one
 * container), not several hosts sharing a network disk.
 */

export const LOCK_FILE = "shop.lock";

export class DataDirInUseError extends Error {
  constructor(
    readonly dataDir: string,
    readonly pid: number,
  ) {
    super(
      `The database folder ${dataDir} is in use by another shop process (pid ${pid}); stop it first or use another DATA_DIR.`,
    );
  }
}

export interface DataDirLock {
  file: string;
  /** The pid of a dead holder whose stale lock this process took over. */
  takenOverFrom?: number;
  /** Removes the lock (only if it is still this process's own); safe to call twice. */
  release(): void;
}

interface Holder {
  pid: number;
  bootId?: string;
  since?: string;
}

/** The locks this process holds, so a second open of the same folder in-process is refused too. */
const heldHere = new Set<string>();

function currentBootId(): string | undefined {
  try {
    return readFileSync("/proc/sys/kernel/random/boot_id", "utf8").trim();
  } catch {
    return undefined; // not Linux: rely on the pid alone
  }
}

function readHolder(file: string): Holder | "missing" | "unreadable" {
  let text: string;
  try {
    text = readFileSync(file, "utf8");
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return "missing";
    throw error;
  }
  try {
    const holder = JSON.parse(text) as Holder;
    return Number.isInteger(holder.pid) && holder.pid > 0 ? holder : "unreadable";
  } catch {
    return "unreadable";
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to another user.
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

/** Whether the holder is a running process other than a previous life of this one. */
function holds(file: string, holder: Holder): boolean {
  if (holder.pid === process.pid) return heldHere.has(file); // e.g. pid 1 again after a container restart
  const bootId = currentBootId();
  if (holder.bootId && bootId && holder.bootId !== bootId) return false; // written before a reboot
  return isAlive(holder.pid);
}

/** Creates `file` holding `content`, atomically; false if it already exists. */
function createWith(file: string, content: string): boolean {
  const draft = `${file}.${process.pid}.${Date.now()}.tmp`;
  writeFileSync(draft, content, { mode: 0o644 });
  try {
    linkSync(draft, file);
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "EEXIST") return false;
    throw error;
  } finally {
    unlinkSync(draft);
  }
}

const removeIfPresent = (file: string) => {
  try {
    unlinkSync(file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "ENOENT") throw error;
  }
};

const pause = (ms: number) => Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);

/**
 * Takes the lock on `dataDir` (which must exist) or throws DataDirInUseError naming the holder.
 * Synchronous: it runs once, before the database is opened.
 */
export function lockDataDir(dataDir: string): DataDirLock {
  const file = path.join(dataDir, LOCK_FILE);
  const takeover = `${file}.takeover`;
  const me: Holder = { pid: process.pid, bootId: currentBootId(), since: new Date().toISOString() };
  const content = `${JSON.stringify(me)}\n`;
  let takenOverFrom: number | undefined;

  for (let attempt = 0; ; attempt++) {
    if (createWith(file, content)) break;
    const holder = readHolder(file);
    if (holder === "missing") continue; // released between our two looks: try again
    if (holder !== "unreadable" && holds(file, holder)) throw new DataDirInUseError(dataDir, holder.pid);
    // Stale. Only the process holding the takeover lock may remove it.
    if (!createWith(takeover, content)) {
      const other = readHolder(takeover);
      if (other !== "missing" && (other === "unreadable" || !isAlive(other.pid))) removeIfPresent(takeover);
      if (attempt > 200) throw new Error(`could not take over the stale lock ${file}`);
      pause(10);
      continue;
    }
    try {
      // Look again under the takeover lock: someone may have taken over just before us.
      const again = readHolder(file);
      if (again !== "missing" && again !== "unreadable" && holds(file, again)) {
        throw new DataDirInUseError(dataDir, again.pid);
      }
      removeIfPresent(file);
      if (!createWith(file, content)) continue;
      takenOverFrom = typeof again === "object" ? again.pid : undefined;
      break;
    } finally {
      removeIfPresent(takeover);
    }
  }

  heldHere.add(file);
  let released = false;
  const release = () => {
    if (released) return;
    released = true;
    heldHere.delete(file);
    process.off("exit", release);
    const holder = readHolder(file);
    if (holder !== "missing" && holder !== "unreadable" && holder.pid === process.pid) removeIfPresent(file);
  };
  // A process that exits without closing the database (a fatal error) leaves no lock behind.
  process.on("exit", release);
  return { file, takenOverFrom, release };
}
