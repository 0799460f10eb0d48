import type { Page } from "playwright-core";
import { afterEach, describe, expect, it } from "vitest";
import { screenshot, scrollsSideways } from "./helpers/admin";
import { DESKTOP, openPage, PHONE, type WatchedPage } from "./helpers/browser";
import { baseUrl, hydrated, idle, logIn, newCustomer, sharedBrowser } from "./helpers/journey";
import { signUpByApi } from "./helpers/shop-api";

/**
 * The profile's choice of channels for order messages (docs/decisions/0039-text-messages.md): a
 * plain POST form of tick boxes that works with JavaScript off (0028-forms-without-scripts.md).
 * This server has no WhatsApp, so SMS and email are offered.
 */
const browser = sharedBrowser();
let open: WatchedPage[] = [];
afterEach(async () => {
  for (const { context } of open) await context.close();
  open = [];
});

async function press(page: Page, button: string) {
  const [answer] = await Promise.all([
    page.waitForNavigation(),
    page.getByRole("button", { name: button, exact: true }).click(),
  ]);
  return answer;
}

describe("order messages on the profile", () => {
  it("without scripts: refuses no channel at all, saves SMS alone, and shows it saved", async () => {
    const ravi = newCustomer("Ravi Oraon", "paddy-field-27");
    await signUpByApi(ravi);
    const watched = await openPage(browser, PHONE, { javaScript: false });
    open.push(watched);
    const { page } = watched;
    await page.goto(`${baseUrl}/login`);
    await page.getByLabel("Email / Phone Number").fill(ravi.phone);
    await page.getByLabel("Password").fill(ravi.password);
    await press(page, "Login");

    await page.goto(`${baseUrl}/profile?tab=messages`);
    const sms = page.getByRole("checkbox", { name: /SMS/ });
    const email = page.getByRole("checkbox", { name: /Email/ });
    // The default: SMS (no WhatsApp in this shop) and email, as the messages go today.
    await expect(sms.isChecked()).resolves.toBe(true);
    await expect(email.isChecked()).resolves.toBe(true);
    expect(await page.getByRole("checkbox", { name: /WhatsApp/ }).count()).toBe(0);
    await screenshot(page, "profile-messages-360");
    expect(await scrollsSideways(page)).toBe(false);
    // Each tick box's label is the touch target: at least 44 px high.
    for (const label of await page.locator("form label:has(input[type=checkbox])").all()) {
      expect((await label.boundingBox())?.height).toBeGreaterThanOrEqual(44);
    }

    await sms.uncheck();
    await email.uncheck();
    const refused = await press(page, "Save my choice");
    expect(refused?.status()).toBe(400);
    await expect(
      page.getByText("Choose at least one way to get your order messages.").isVisible(),
    ).resolves.toBe(true);

    await page.getByRole("checkbox", { name: /SMS/ }).check();
    const saved = await press(page, "Save my choice");
    expect(saved?.status()).toBe(200);
    await expect(page.getByText("Your choice of order messages is saved.").isVisible()).resolves.toBe(true);
    await page.goto(`${baseUrl}/profile?tab=messages`);
    await expect(page.getByRole("checkbox", { name: /SMS/ }).isChecked()).resolves.toBe(true);
    await expect(page.getByRole("checkbox", { name: /Email/ }).isChecked()).resolves.toBe(false);
  });

  it("with scripts on a wide screen: the same form, in Hindi", async () => {
    const sita = newCustomer("Sita Munda", "tea-leaf-27");
    await signUpByApi(sita);
    const watched = await openPage(browser, DESKTOP);
    open.push(watched);
    const { page } = watched;
    await logIn(page, sita.email, sita.password);
    await page.goto(`${baseUrl}/profile?tab=messages&lang=hi`);
    await hydrated(page);
    await page.getByRole("checkbox", { name: /ईमेल/ }).uncheck();
    await page.getByRole("button", { name: "मेरी पसंद सेव करें" }).click();
    await expect(
      page
        .getByText("ऑर्डर के संदेशों की आपकी पसंद सेव हो गई।")
        .first()
        .waitFor()
        .then(() => true),
    ).resolves.toBe(true);
    await idle(page);
    await screenshot(page, "profile-messages-1280-hi");
    await page.reload();
    await expect(page.getByRole("checkbox", { name: /ईमेल/ }).isChecked()).resolves.toBe(false);
    expect(watched.problems).toEqual([]);
  });
});
