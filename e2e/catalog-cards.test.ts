import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { DESKTOP, openPage, PHONE } from "./helpers/browser";
import { sharedBrowser, visit } from "./helpers/journey";

const browser = sharedBrowser();

/**
 * Every pack-size label of every card's select, with the room it gets: the select's width
 * less its padding and, when the browser draws its own arrow, the arrow (about 24 px in
 * Chromium). Text is measured with the select's own font.
 */
async function packSelects(page: Page) {
  return page.$$eval('article select[id^="pack-"]', (selects) => {
    const canvas = document.createElement("canvas").getContext("2d") as CanvasRenderingContext2D;
    return selects.map((el) => {
      const select = el as HTMLSelectElement;
      const style = getComputedStyle(select);
      canvas.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
      const arrow = style.appearance === "none" ? 0 : 24;
      const room =
        select.clientWidth -
        Number.parseFloat(style.paddingLeft) -
        Number.parseFloat(style.paddingRight) -
        arrow;
      return {
        id: select.id,
        room,
        overflow: select.scrollWidth - select.clientWidth,
        labels: [...select.options].map((o) => ({ text: o.text, width: canvas.measureText(o.text).width })),
      };
    });
  });
}

describe("pack-size selects on product cards", () => {
  it.each([
    ["phone", PHONE],
    ["desktop", DESKTOP],
  ])("show every label whole on a %s (no '100 m' for '100 ml')", async (_label, viewport) => {
    const { page, context, problems } = await openPage(browser, viewport);
    for (const path of ["/products/fertilizers", "/products/flower-seeds", "/plants", "/"]) {
      await visit(page, path);
      // Route discovery fetches run after hydration; leaving mid-fetch logs a console error.
      await page.waitForLoadState("networkidle");
      const selects = await packSelects(page);
      expect(selects.length, path).toBeGreaterThan(0);
      for (const s of selects) {
        expect(s.overflow, `${path} ${s.id}`).toBeLessThanOrEqual(0);
        for (const label of s.labels) {
          expect(
            label.width,
            `${path} ${s.id} "${label.text}" in ${s.room.toFixed(1)} px`,
          ).toBeLessThanOrEqual(s.room);
        }
      }
    }
    expect(problems).toEqual([]);
    await context.close();
  });

  it("keep each row's cards as tall as each other, Add on one line, when a discount badge wraps on a phone", async () => {
    const { page, context, problems } = await openPage(browser, PHONE);
    let wrapped = 0;
    for (const path of ["/products/fertilizers?lang=hi", "/products/fertilizers?lang=en", "/?lang=hi"]) {
      await visit(page, path);
      const cards = await page.$$eval("article:has(select[id^='pack-'])", (articles) =>
        articles.map((a) => {
          const box = a.getBoundingClientRect();
          const add = (a.querySelector("button[type=submit]") as HTMLElement).getBoundingClientRect();
          const price = (a.querySelector(".price") as HTMLElement).getBoundingClientRect();
          return { top: Math.round(box.top), height: box.height, addTop: add.top, priceHeight: price.height };
        }),
      );
      // Cards side by side share a top; each such row must keep its heights and its Add buttons level.
      const rows = new Map<number, typeof cards>();
      for (const card of cards) rows.set(card.top, [...(rows.get(card.top) ?? []), card]);
      expect(rows.size, path).toBeGreaterThan(1);
      for (const [top, row] of rows) {
        if (row.length < 2) continue;
        const [first, ...others] = row;
        for (const card of others) {
          expect(Math.abs(card.height - first.height), `${path} row at ${top}px: card heights`).toBeLessThan(
            1,
          );
          expect(Math.abs(card.addTop - first.addTop), `${path} row at ${top}px: Add buttons`).toBeLessThan(
            1,
          );
        }
        // A row where one price runs to two lines (the badge wrapped) and its neighbour's does not.
        if (Math.max(...row.map((c) => c.priceHeight)) - Math.min(...row.map((c) => c.priceHeight)) > 8)
          wrapped++;
      }
    }
    // The check above means something only if the demo shop has such a row on a phone.
    expect(wrapped).toBeGreaterThan(0);
    expect(problems).toEqual([]);
    await context.close();
  });

  it("switch the card's price to the chosen pack size", async () => {
    const { page, context } = await openPage(browser, PHONE);
    await visit(page, "/products/fertilizers");
    const card = page.locator("article", { hasText: "Bhoomi Gold Vermicompost" });
    await expect.poll(() => card.locator(".price").first().textContent()).toContain("₹50.00");
    await card.locator("select").selectOption({ label: "5 kg" });
    await expect.poll(() => card.locator(".price").first().textContent()).not.toContain("₹50.00");
    await context.close();
  });
});
