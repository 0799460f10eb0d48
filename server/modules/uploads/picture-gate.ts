import { Busy } from "../../domain-error";

export const PICTURES_BUSY =
  "Several pictures are being processed right now. Nothing was saved; please send this one again in a few seconds.";

/**
 * At most `running` pictures decoded and resized at once in this process, `waiting` more in
 * line; past that a new one is refused at once (503 with Retry-After) rather than queued
 * without end. A 49-megapixel photo takes some 200 MB while libvips works on it: four at once
 * would push a worker past its memory (docs/decisions/0027-worker-memory.md).
 */
export function createPictureGate({ running = 2, waiting = 4 } = {}) {
  let active = 0;
  const line: (() => void)[] = [];

  const release = () => {
    const next = line.shift();
    if (next) next();
    else active--;
  };

  return {
    async run<T>(work: () => Promise<T>): Promise<T> {
      if (active >= running) {
        if (line.length >= waiting) throw new Busy(PICTURES_BUSY, 5);
        // The one leaving hands its place straight to the first in line.
        await new Promise<void>((resolve) => line.push(resolve));
      } else active++;
      try {
        return await work();
      } finally {
        release();
      }
    },
    /** Pictures being processed and waiting, now. */
    get load() {
      return { active, waiting: line.length };
    },
  };
}
