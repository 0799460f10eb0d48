import { IMAGE_TOO_LARGE, MAX_IMAGE_BYTES, NO_IMAGE, NOT_AN_IMAGE } from "../../../../lib/uploaded-images";

const TYPES = ["image/jpeg", "image/png", "image/webp"];

/**
 * The browser's first look at a chosen file (size, and the type the browser guesses): the
 * server's messages at once, before a large file is sent. The server checks the content.
 */
export function checkPicture(file: File | undefined | null): string | undefined {
  if (!file) return NO_IMAGE;
  if (file.size > MAX_IMAGE_BYTES) return IMAGE_TOO_LARGE;
  if (file.type && !TYPES.includes(file.type)) return NOT_AN_IMAGE;
  return undefined;
}
