/**
 * `npm run storage:migrate [-- --from DIR]`: copies the uploaded pictures of a folder (UPLOADS_DIR,
 * else DATA_DIR/uploads, or --from) into the bucket STORAGE_URL names, skipping those already
 * there, and prints the counts. Safe to run again, and while the shop runs (docs/deploy.md,
 * "Pictures in a bucket").
 */
import { existsSync } from "node:fs";
import path from "node:path";
import { ConfigError, loadConfig } from "../../config";
import { folderStorage } from "./storage-folder";
import { copyPictures } from "./storage-migrate";
import { openImageStorage } from "./storage-open";

const USAGE = "usage: npm run storage:migrate [-- --from FOLDER]";

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

async function main() {
  const args = process.argv.slice(2);
  let from: string | undefined;
  for (let i = 0; i < args.length; i++) {
    if (args[i] === "--from" && args[i + 1]) from = args[++i];
    else fail(`Unknown argument "${args[i]}"; ${USAGE}`);
  }
  let config: ReturnType<typeof loadConfig>;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) fail(error.message);
    throw error;
  }
  if (config.storage.kind !== "bucket") {
    fail(
      "STORAGE_URL is not set: name the bucket to copy the pictures into, e.g. STORAGE_URL=s3://shop-images?endpoint=https://… (docs/deploy.md).",
    );
  }
  const dir = path.resolve(from ?? config.uploadsDir);
  if (!existsSync(dir)) fail(`The folder ${dir} does not exist: give the pictures' folder with --from.`);
  const source = folderStorage(dir);
  const bucket = openImageStorage(config.storage);
  console.log(`Copying pictures from ${source.description} to ${bucket.description}…`);
  try {
    const counts = await copyPictures(source, bucket);
    console.log(
      `Done: ${counts.copied} copied, ${counts.present} already in the bucket, ${counts.ignored} other files left alone.`,
    );
  } catch (error) {
    fail(
      `The copy stopped: ${(error as Error).message}. Run the command again to carry on where it stopped.`,
    );
  } finally {
    bucket.close();
  }
}

await main();
