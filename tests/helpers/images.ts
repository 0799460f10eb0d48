import sharp from "sharp";
import type { ApiBody, TestApp } from "./app";

/** A real picture: a w×h gradient in the given format, made by sharp. */
export async function pictureBytes(format: "jpeg" | "png" | "webp", width = 1600, height = 1200) {
  const pixels = Buffer.alloc(width * height * 3);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const i = (y * width + x) * 3;
      pixels[i] = (x * 255) / width;
      pixels[i + 1] = (y * 255) / height;
      pixels[i + 2] = 90;
    }
  }
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .toFormat(format)
    .toBuffer();
}

/** POSTs a file to the back office's upload endpoint as a browser's form would. */
export async function uploadFile(
  t: TestApp,
  cookie: string | undefined,
  bytes: Uint8Array,
  name: string,
  type = "application/octet-stream",
) {
  const form = new FormData();
  form.append("file", new File([bytes.slice()], name, { type }));
  const res = await t.app.request("/api/admin/v1/uploads/image", {
    method: "POST",
    headers: cookie ? { cookie } : {},
    body: form,
  });
  return { status: res.status, body: (await res.json()) as ApiBody };
}
