import { describe, expect, it } from "vitest";
import { DESKTOP, openPage, PHONE } from "./helpers/browser";
import { baseUrl, hydrated, sharedBrowser } from "./helpers/journey";

const browser = sharedBrowser();

describe.each([
  ["phone", PHONE],
  ["desktop", DESKTOP],
])("the page shell on a %s", (_label, viewport) => {
  it("renders an unknown path as the not-found screen with HTTP 404", async () => {
    const { page, context } = await openPage(browser, viewport);
    const response = await page.goto(`${baseUrl}/no-such-page/at-all`);
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { name: "Look like you're lost" }).isVisible()).resolves.toBe(
      true,
    );
    expect(await page.getByText("the page you are looking for not avaible!").isVisible()).toBe(true);
    await page.getByRole("link", { name: "Go to Home" }).click();
    await page.waitForURL(`${baseUrl}/`);
    await context.close();
  });

  it("serves the home page with header and footer, hydrated, and no CSP violation or script error", async () => {
    const { page, context, problems } = await openPage(browser, viewport);
    const response = await page.goto(`${baseUrl}/`);
    expect(response?.status()).toBe(200);
    const headers = response?.headers() ?? {};
    expect(headers["content-security-policy"]).toMatch(/script-src 'self' 'nonce-/);
    expect(headers["x-content-type-options"]).toBe("nosniff");
    expect(headers["x-frame-options"]).toBe("DENY");
    expect(await page.locator("header").first().isVisible()).toBe(true);
    expect(await page.locator("footer").first().isVisible()).toBe(true);
    // Hydrated: a client-side navigation happens without a document load.
    await hydrated(page);
    await page.locator("footer").getByRole("link", { name: "Privacy Policy" }).click();
    await page.waitForURL(`${baseUrl}/privacy-policy`);
    await page.getByRole("heading", { level: 1, name: "Privacy Policy" }).waitFor();
    expect(problems).toEqual([]);
    await context.close();
  });
});
