import { mkdirSync } from "node:fs";
import path from "node:path";
import type { Page } from "playwright-core";
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
