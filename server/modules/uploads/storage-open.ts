import type { ImageStorage } from "./storage";
import { folderStorage } from "./storage-folder";
import { bucketStorage } from "./storage-s3";
import type { StorageSettings } from "./storage-url";

/** The storage the configuration names: STORAGE_URL's bucket, else the UPLOADS_DIR folder. */
export function openImageStorage(settings: StorageSettings): ImageStorage {
  return settings.kind === "folder" ? folderStorage(settings.dir) : bucketStorage(settings);
}
