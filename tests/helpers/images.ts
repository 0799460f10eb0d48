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

/**
 * A photo-like JPEG: a sky, a hilly field with rows and fine grain (a camera's noise), which
 * compresses as a field photo does, unlike a smooth gradient or a flat colour.
 */
export async function photoBytes(width = 1600, height = 1200) {
  const pixels = Buffer.alloc(width * height * 3);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const i = (y * width + x) * 3;
      const horizon = height * (0.5 + 0.08 * Math.sin((x / width) * 7) + 0.03 * Math.sin((x / width) * 31));
      const shade = Math.sin(x / 37) * Math.cos(y / 23) * 20 + Math.sin((x + y) / 113) * 25;
      const sky = y < horizon;
      pixels[i] = sky ? 120 + (y / height) * 80 + shade / 3 : 70 + shade;
      pixels[i + 1] = sky ? 160 + (y / height) * 60 + shade / 3 : 110 + shade + Math.sin(x / 5) * 15;
      pixels[i + 2] = sky ? 230 - (y / height) * 30 : 40 + shade / 2;
    }
  }
  const raw = { width, height, channels: 3 as const };
  const grain = await sharp({
    create: { ...raw, background: "#000", noise: { type: "gaussian", mean: 128, sigma: 14 } },
  })
    .raw()
    .toBuffer();
  return sharp(pixels, { raw })
    .composite([{ input: grain, raw, blend: "overlay" }])
    .jpeg({ quality: 88 })
    .toBuffer();
}

/** A flat colour as a PNG: so little to say that AVIF's container outweighs WebP's whole file. */
export const flatBytes = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: "#3a7d44" } })
    .png()
    .toBuffer();

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
