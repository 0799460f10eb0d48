import { z } from "zod";
import { NO_IMAGE } from "../../../lib/uploaded-images";
import { defineAdminApi } from "../../http/admin-api";
import { multipartFile } from "../../http/multipart-file";
import type { StaffSessions } from "../staff";
import type { UploadedImage, UploadsService } from "./uploads.service";

export const uploadJson = z.object({
  hash: z.string().describe("The picture's name: give it to the product or category that shows it."),
  url: z.string().describe("The largest WebP copy."),
  srcset: z.string(),
  avif_srcset: z
    .string()
    .optional()
    .describe(
      "For browsers that read AVIF: each width's smaller copy, AVIF where it was kept, else WebP; absent when no width has AVIF.",
    ),
  width: z.number().int(),
  height: z.number().int(),
});

export const presentUpload = (u: UploadedImage): z.infer<typeof uploadJson> => ({
  hash: u.hash,
  url: u.url,
  srcset: u.srcset,
  ...(u.avifSrcset ? { avif_srcset: u.avifSrcset } : {}),
  width: u.width,
  height: u.height,
});

const NOT_MULTIPART = "Send the picture as multipart/form-data, in a field named file.";

/** The back office's picture upload (docs/decisions/0012-catalogue-back-office.md). */
export function uploadsApi(uploads: UploadsService, sessions: StaffSessions) {
  const api = defineAdminApi("Pictures", sessions);
  api.postRaw(
    {
      path: "/uploads/image",
      summary:
        "Uploads a picture (JPEG, PNG or WebP, 10 MB at most) and answers its name and copies (WebP, and AVIF where smaller).",
      description:
        "The type is read from the file's content, not its name. Attach the answer's `hash` to a product (/products/images/add), a category's banner or a blog post's cover.",
      permission: "catalogue",
      bodyType: "multipart/form-data",
      body: z.object({ file: z.string().meta({ format: "binary" }) }),
      data: uploadJson,
      errors: ["too_large", "unsupported_media_type", "unavailable"],
    },
    async (c, me) => {
      const { file } = await multipartFile(c, { notMultipart: NOT_MULTIPART, noFile: NO_IMAGE });
      const stored = await uploads.storeImage(Buffer.from(await file.arrayBuffer()), me.id);
      return { data: presentUpload(stored), message: "Picture uploaded." };
    },
  );
  return api;
}
