import { type ApiAnswer, envelope, OFFLINE } from "~/lib/api";
import { IMAGE_TOO_LARGE, MAX_IMAGE_BYTES, NO_IMAGE, NOT_AN_IMAGE } from "../../../../lib/uploaded-images";

export interface Upload {
  hash: string;
  url: string;
  srcset: string;
  width: number;
  height: number;
}

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

/** Sends a picture to /api/admin/v1/uploads/image as a form would; every outcome as the envelope. */
export async function uploadPicture(file: File): Promise<ApiAnswer<Upload>> {
  const problem = checkPicture(file);
  if (problem) return { status: 0, message: problem, errors: { file: problem }, http: 400 };
  const form = new FormData();
  form.append("file", file);
  try {
    const res = await fetch("/api/admin/v1/uploads/image", {
      method: "POST",
      body: form,
      credentials: "same-origin",
    });
    return { ...(envelope(await res.json()) as Omit<ApiAnswer<Upload>, "http">), http: res.status };
  } catch {
    return { status: 0, message: OFFLINE, http: 0 };
  }
}
