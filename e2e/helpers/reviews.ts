import type { Page } from "playwright-core";
import sharp from "sharp";

// The reviews' browser journey's own helpers (e2e/reviews.test.ts).

/** A phone photo that says where it was taken (GPS) and with what camera. */
export const fieldPhoto = () =>
  sharp({ create: { width: 640, height: 480, channels: 3, background: { r: 60, g: 140, b: 60 } } })
    .jpeg()
    .withExif({ IFD0: { Make: "FieldPhone" }, IFD3: { GPSLatitudeRef: "N", GPSLatitude: "22/1 34/1 0/1" } })
    .toBuffer();

/** Cards side by side share their height and their Add buttons' line (e2e/catalog-cards.test.ts). */
export async function cardsLevel(page: Page) {
  const cards = await page.$$eval("article:has(select[id^='pack-'])", (articles) =>
    articles.map((a) => {
      const box = a.getBoundingClientRect();
      const add = (a.querySelector("button[type=submit]") as HTMLElement).getBoundingClientRect();
      return { top: Math.round(box.top), height: box.height, addTop: add.top };
    }),
  );
  const rows = new Map<number, typeof cards>();
  for (const c of cards) rows.set(c.top, [...(rows.get(c.top) ?? []), c]);
  return [...rows.values()].every((row) =>
    row.every((c) => Math.abs(c.height - row[0].height) < 1 && Math.abs(c.addTop - row[0].addTop) < 1),
  );
}
