import type { Context } from "hono";
import { DomainError, invalidInput } from "../domain-error";
import type { AppEnv } from "./app-env";

/**
 * The file sent as multipart/form-data in the field `file`, and the form's other fields.
 * A clear 4xx otherwise: 415 with `notMultipart` for another content type, 400 with it for a
 * body that does not parse, 400 with `noFile` (on the field) when the field holds no file.
 */
export async function multipartFile(c: Context<AppEnv>, messages: { notMultipart: string; noFile: string }) {
  if (!(c.req.header("content-type") ?? "").toLowerCase().startsWith("multipart/form-data")) {
    throw new DomainError("unsupported_media_type", messages.notMultipart);
  }
  let form: Record<string, string | File | (string | File)[]>;
  try {
    form = await c.req.parseBody();
  } catch {
    throw invalidInput(messages.notMultipart);
  }
  const file = form.file;
  if (!(file instanceof File)) throw invalidInput(messages.noFile, { file: messages.noFile });
  return { file, form };
}
