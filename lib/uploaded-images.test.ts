import { describe, expect, it } from "vitest";
import { uploadAvifSrcSet, uploadedPicture, widthsFor } from "./uploaded-images";

const hash = "0123456789abcdef01234567";

describe("an uploaded picture's addresses", () => {
  it("offers AVIF browsers every width, each in its smaller file", () => {
    expect(uploadAvifSrcSet(hash, [320, 640, 1280], [640, 1280])).toBe(
      `/uploads/${hash}-320.webp 320w, /uploads/${hash}-640.avif 640w, /uploads/${hash}-1280.avif 1280w`,
    );
  });

  it("has no AVIF srcset without AVIF copies (a picture from before them, or a flat one)", () => {
    expect(uploadAvifSrcSet(hash, [320, 500], [])).toBe("");
    expect(uploadedPicture(hash, [320, 500], null)).toEqual({
      url: `/uploads/${hash}-500.webp`,
      srcset: `/uploads/${hash}-320.webp 320w, /uploads/${hash}-500.webp 500w`,
    });
  });

  it("names the largest WebP copy as the picture's address, AVIF or not", () => {
    expect(uploadedPicture(hash, widthsFor(2000), [320, 640, 1280])).toEqual({
      url: `/uploads/${hash}-1280.webp`,
      srcset: `/uploads/${hash}-320.webp 320w, /uploads/${hash}-640.webp 640w, /uploads/${hash}-1280.webp 1280w`,
      avifSrcset: `/uploads/${hash}-320.avif 320w, /uploads/${hash}-640.avif 640w, /uploads/${hash}-1280.avif 1280w`,
    });
  });
});
