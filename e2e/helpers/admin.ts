import { mkdirSync } from "node:fs";
import path from "node:path";
import type { Browser, Page } from "playwright-core";
import { DESKTOP, openPage, PHONE, type SharedBrowser } from "./browser";
import { baseUrl, hydrated } from "./journey";

/** Signs in at /admin/login and waits for the page the back office sends the member to. */
export async function staffSignIn(
  page: Page,
  email: string,
  password: string,
  landing = /\/admin$/,
  base = baseUrl,
) {
  await page.goto(`${base}/admin/login`);
  await hydrated(page);
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Sign in" }).click();
  await page.waitForURL(landing);
  await hydrated(page);
}

/** On an order's page with "Refused at the door…" open: records the reason and waits for the word. */
export async function recordRefusal(page: Page, orderId: number, reason: string) {
  await page.getByLabel("Why it was refused").fill(reason);
  await page.getByRole("button", { name: "Record the refusal" }).click();
  await page
    .getByRole("status")
    .getByText(`Order #${orderId} is returned; its stock is back on the shelf.`)
    .waitFor();
}

/** The widths each back-office page is checked at: a 360 px phone and a 1280 px desktop. */
export const PHONE_AND_DESKTOP = [
  [360, PHONE],
  [1280, DESKTOP],
] as const;

/** A watched page at `viewport`, the member signed in to the back office of the shop at `base`. */
export async function signedInPage(
  browser: Browser | SharedBrowser,
  viewport: { width: number; height: number },
  member: { email: string; password: string },
  base = baseUrl,
) {
  const opened = await openPage(browser, viewport);
  await staffSignIn(opened.page, member.email, member.password, /\/admin$/, base);
  return opened;
}

/**
 * Saves a screenshot when SCREENSHOT_DIR is set (to look at the pages at 360 and 1280 px);
 * does nothing otherwise.
 */
export async function screenshot(page: Page, name: string) {
  const dir = process.env.SCREENSHOT_DIR;
  if (!dir) return;
  mkdirSync(dir, { recursive: true });
  await page.screenshot({ path: path.join(dir, `${name}.png`), fullPage: true });
}

/** Whether the page is wider than its window (it would scroll sideways). */
export const scrollsSideways = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);

/**
 * The controls on screen smaller than a 44 × 44 px touch target (docs/storefront.md), named;
 * a tick box or radio counts by its label when the label is the larger target. Screen-reader
 * only elements (1 px, such as the skip link until it has focus) are not targets.
 */
export const smallTargets = (page: Page) =>
  page.evaluate(() => {
    const small: string[] = [];
    const controls = document.querySelectorAll<HTMLElement>(
      "a[href], button, input:not([type=hidden]), select, textarea, summary, [role=button]",
    );
    for (const el of controls) {
      const label = el instanceof HTMLInputElement ? el.closest("label") : null;
      const box = (label ?? el).getBoundingClientRect();
      const style = getComputedStyle(el);
      if (box.width <= 1 || box.height <= 1 || style.visibility === "hidden") continue;
      if (Math.round(box.width) < 44 || Math.round(box.height) < 44) {
        const name = (el.getAttribute("aria-label") ?? el.textContent ?? "").trim().slice(0, 40);
        small.push(
          `${el.tagName.toLowerCase()} "${name}" ${Math.round(box.width)}×${Math.round(box.height)}`,
        );
      }
    }
    return small;
  });
