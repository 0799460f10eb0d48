import { it } from "vitest";
import { openPage, PHONE, DESKTOP } from "./helpers/browser";
import { baseUrl, hydrated, sharedBrowser } from "./helpers/journey";

const browser = sharedBrowser();
it("shots", async () => {
  for (const [name, vp] of [["360", PHONE], ["1280", DESKTOP]] as const) {
    const { page, context } = await openPage(browser, vp);
    await page.goto(`${baseUrl}/product-info/7`);
    await hydrated(page);
    await page.getByRole("form", { name: "Tell me when it is back" }).scrollIntoViewIfNeeded();
    await page.screenshot({ path: `/tmp/shots/notify-${name}.png` });
    await context.close();
  }
}, 120_000);
