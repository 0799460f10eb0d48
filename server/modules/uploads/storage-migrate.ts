import { bytesOf, type ImageStorage, PICTURE_NAME } from "./storage";

export interface CopyCounts {
  /** Put into the destination now. */
  copied: number;
  /** Already there (an earlier run, or uploaded there): left as they are. */
  present: number;
  /** Files in the source that are not the shop's pictures: left alone. */
  ignored: number;
}

/**
 * Copies every picture of `from` that `to` lacks (`npm run storage:migrate`, docs/deploy.md).
 * Names hold their content's hash, so a name already present is the same picture: a second run
 * copies nothing, and a run cut short is finished by the next.
 */
export async function copyPictures(
  from: ImageStorage,
  to: ImageStorage,
  options: { concurrency?: number; onCopied?: (name: string) => void } = {},
): Promise<CopyCounts> {
  const counts: CopyCounts = { copied: 0, present: 0, ignored: 0 };
  const there = new Set<string>();
  for await (const name of to.names()) there.add(name);
  const todo: string[] = [];
  for await (const name of from.names()) {
    if (!PICTURE_NAME.test(name)) counts.ignored++;
    else if (there.has(name)) counts.present++;
    else todo.push(name);
  }
  const copyOne = async (name: string) => {
    const file = await from.get(name);
    // Gone since it was listed (someone tidied the folder): nothing to copy.
    if (!file) return;
    await to.put(name, await bytesOf(file));
    counts.copied++;
    options.onCopied?.(name);
  };
  // A few at a time: a bucket's latency, not its bandwidth, is what a picture's copy waits on.
  const workers = Array.from({ length: options.concurrency ?? 4 }, async () => {
    for (let name = todo.shift(); name !== undefined; name = todo.shift()) await copyOne(name);
  });
  await Promise.all(workers);
  return counts;
}
