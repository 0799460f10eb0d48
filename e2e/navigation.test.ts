import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { DESKTOP, openPage, PHONE } from "./helpers/browser";
import { arrive, baseUrl, newCustomer, sharedBrowser, signUp, visit } from "./helpers/journey";

const browser = sharedBrowser();

/**
 * Presses Tab until the focus is on the site menu's entry called `name`, as a keyboard user
 * would, and checks that the focused entry shows a focus ring.
 */
async function tabTo(page: Page, name: string) {
  for (let presses = 0; presses < 60; presses++) {
    await page.keyboard.press("Tab");
    const focused = await page.evaluate(() => {
      const el = document.activeElement as HTMLElement | null;
      if (!el?.closest('nav[aria-label="Site menu"]')) return null;
      return { name: el.textContent?.trim(), outline: getComputedStyle(el).outlineStyle };
    });
    if (focused?.name === name) {
      expect(focused.outline).not.toBe("none");
      return;
    }
  }
  throw new Error(`Tab never reached "${name}" in the site menu`);
}

describe("the header's menu on a wide screen", () => {
  it("reaches a category, the blog and Bulk Order (with no product chosen) by keyboard alone", async () => {
    const { page, context, problems } = await openPage(browser, DESKTOP);
    await signUp(page, newCustomer("Anil Bose", "wide-screen-12"));
    await visit(page, "/");
    const menu = page.getByRole("navigation", { name: "Site menu" });
    expect(await menu.isVisible()).toBe(true);

    await tabTo(page, "Products");
    await page.keyboard.press("Enter");
    const categories = menu.getByRole("list").getByRole("list");
    await categories.waitFor();
    const first = await categories.getByRole("link").first().textContent();
    await page.keyboard.press("Tab");
    await page.keyboard.press("Enter");
    await arrive(page, /\/products\/[a-z0-9-]+$/);
    await page.getByRole("heading", { level: 1, name: first ?? "" }).waitFor();
    expect(await categories.isVisible()).toBe(false);

    await tabTo(page, "Blog");
    await page.keyboard.press("Enter");
    await arrive(page, `${baseUrl}/blog`);
    await page.getByRole("heading", { level: 1, name: "Blog" }).waitFor();

    await tabTo(page, "Bulk Order");
    await page.keyboard.press("Enter");
    await arrive(page, `${baseUrl}/bulk-order`);
    await page.getByRole("heading", { level: 1, name: "Bulk Order" }).waitFor();
    expect(problems).toEqual([]);
    await context.close();
  });

  it("for a guest: closes Products on Escape with the focus back on it, and sends Bulk Order to sign in first", async () => {
    const { page, context } = await openPage(browser, DESKTOP);
    await visit(page, "/");
    const menu = page.getByRole("navigation", { name: "Site menu" });
    const button = menu.getByRole("button", { name: "Products" });
    await tabTo(page, "Products");
    await page.keyboard.press("Enter");
    await expect.poll(() => button.getAttribute("aria-expanded")).toBe("true");
    await page.keyboard.press("Escape");
    await expect.poll(() => button.getAttribute("aria-expanded")).toBe("false");
    await expect.poll(() => button.evaluate((el) => el === document.activeElement)).toBe(true);
    expect(await menu.getByRole("link", { name: "Bulk Order" }).getAttribute("href")).toBe(
      "/login/bulkorder",
    );
    await context.close();
  });

  it("leaves a phone to its sidebar", async () => {
    const { page, context } = await openPage(browser, PHONE);
    await visit(page, "/");
    expect(await page.getByRole("navigation", { name: "Site menu" }).count()).toBe(0);
    await page.getByRole("button", { name: "Open menu" }).click();
    expect(await page.getByRole("navigation", { name: "Site menu" }).count()).toBe(1);
    await context.close();
  });
});
