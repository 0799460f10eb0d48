import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { screenshot, staffSignIn } from "./helpers/admin";
import { DESKTOP, openPage, PHONE } from "./helpers/browser";
import { baseUrl, hydrated, idle, sharedBrowser } from "./helpers/journey";
import { withoutCatalogue } from "./helpers/markup";
import { ownShop } from "./helpers/own-shop";
import { meeraManager as manager } from "./helpers/staff-members";

/**
 * A farmer starts from his crop (docs/decisions/0043-crops-and-doses.md): /crops, a crop's page
 * by stage and problem with each product's dose from its label, then the product's own page with
 * "For which crop?", in English and Hindi, with scripts and before they arrive; a category's crop
 * filter; and a manager changing a use's dose in the back office, with scripts and without, which
 * a guest sees at once on the crop's page.
 */
const browser = sharedBrowser();

const STEM_BORER = "Borerstop Cartap 4G for Paddy Stem Borer";

/** The crop page's section of one stage or problem. */
const part = (page: Page, id: string) => page.locator(`section#${id}`);

describe("crops on the storefront", () => {
  it("walks /crops → Paddy → the stem borer's product → For which crop?, with scripts, on a phone", async () => {
    const { page, context, problems } = await openPage(browser, PHONE);
    await page.goto(`${baseUrl}/crops`);
    await hydrated(page);
    await page.getByRole("heading", { name: "Crops", level: 1 }).waitFor();
    const cards = page.locator("main li");
    expect(await cards.count()).toBeGreaterThanOrEqual(8);
    const paddy = page.getByRole("link", { name: /^Paddy/ });
    expect(await paddy.textContent()).toContain("धान");
    expect(await paddy.textContent()).toContain("Kharif");
    await screenshot(page, "crops-360");
    await paddy.click();
    await page.waitForURL(/\/crops\/paddy$/);
    await idle(page);
    await page.getByRole("heading", { name: "Paddy", level: 1 }).waitFor();
    const borer = part(page, "problem-stem-borer");
    await borer.getByRole("heading", { name: /Stem borer/ }).waitFor();
    expect(await borer.textContent()).toContain("dead heart");
    expect(await borer.textContent()).toContain("7.5–10 kg per acre · 21 days before harvest");
    await screenshot(page, "crop-paddy-360");
    await borer.getByRole("link", { name: STEM_BORER }).click();
    await page.waitForURL(/\/product-info\/\d+$/);
    await idle(page);
    const uses = page.getByRole("region", { name: "For which crop?" });
    expect(await uses.textContent()).toContain("7.5–10 kg per acre · 21 days before harvest");
    const back = uses.getByRole("link", { name: "Stem borer" });
    expect(await back.getAttribute("href")).toBe("/crops/paddy#problem-stem-borer");
    await uses.getByRole("link", { name: "Paddy" }).click();
    await page.waitForURL(/\/crops\/paddy$/);
    expect(problems).toEqual([]);
    await context.close();
  });

  it("reads in Hindi before the scripts arrive, with the dose in Hindi words and structured data", async () => {
    const { page, context } = await openPage(browser, PHONE, { javaScript: false });
    await page.goto(`${baseUrl}/crops?lang=hi`);
    await page.getByRole("heading", { name: "फ़सलें", level: 1 }).waitFor();
    await page.getByRole("link", { name: /^धान/ }).click();
    await page.waitForURL(/\/crops\/paddy$/);
    expect(await page.locator("html").getAttribute("lang")).toBe("hi");
    const borer = part(page, "problem-stem-borer");
    expect(await borer.getByRole("heading").first().textContent()).toContain("तना छेदक");
    expect(await borer.textContent()).toContain("7.5 से 10 kg प्रति एकड़ · कटाई से 21 दिन पहले");
    const brownHopper = part(page, "problem-brown-planthopper");
    expect(await brownHopper.textContent()).toContain(
      "0.3 से 0.5 ml प्रति लीटर पानी · 200 लीटर पानी प्रति एकड़ · 2 छिड़काव · हर 15 दिन पर · कटाई से 40 दिन पहले",
    );
    // Search engines read the crop's products and its place in the shop.
    const html = withoutCatalogue(await page.content());
    const ld = [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map((m) =>
      JSON.parse(m[1]),
    );
    const list = ld.find((d) => d["@type"] === "ItemList");
    expect(list.itemListElement.length).toBeGreaterThan(3);
    expect(list.itemListElement[0].url).toMatch(/\/product-info\/\d+$/);
    expect(
      ld.find((d) => d["@type"] === "BreadcrumbList").itemListElement.map((i: { name: string }) => i.name),
    ).toEqual(["होम", "फ़सलें", "धान"]);
    await borer.locator("article h4 a").first().click();
    await page.waitForURL(/\/product-info\/\d+$/);
    const uses = page.getByRole("region", { name: "किस फ़सल के लिए?" });
    expect(await uses.textContent()).toContain("धान");
    expect(await uses.textContent()).toContain("भरे पानी में बिखेरें");
    await context.close();
  });

  it("filters a category by crop with links that keep the sort, with scripts and without", async () => {
    for (const javaScript of [false, true]) {
      const { page, context, problems } = await openPage(browser, DESKTOP, { javaScript });
      await page.goto(`${baseUrl}/products/pesticides?sort=price-asc`);
      if (javaScript) await hydrated(page);
      const all = Number((await page.getByText(/^\d+ products$/).textContent())?.split(" ")[0]);
      const filter = page.getByRole("navigation", { name: "For crop" });
      await filter.getByRole("link", { name: "Tomato" }).click();
      await page.waitForURL(/\?sort=price-asc&crop=tomato$/);
      if (javaScript) await idle(page);
      // With scripts, React may paint the filtered page a moment after the router settles.
      await expect
        .poll(() => filter.getByRole("link", { name: "Tomato" }).getAttribute("aria-current"))
        .toBe("true");
      const names = await page.locator("main article h2").allTextContents();
      expect(names.length).toBeLessThan(all);
      expect(names).toContain("Spinosad 45 SC Caterpillar Control");
      expect(names).not.toContain(STEM_BORER);
      // The sort keeps the crop; the form keeps it too.
      await page.getByRole("navigation", { name: "Sort by" }).getByRole("link", { name: "Newest" }).click();
      await page.waitForURL(/\?sort=newest&crop=tomato$/);
      await page.getByRole("form", { name: "Filters" }).getByRole("button", { name: "Apply" }).click();
      await page.waitForURL(/crop=tomato/);
      await filter.getByRole("link", { name: "All crops" }).click();
      await page.waitForURL(/\/products\/pesticides\?sort=newest$/);
      expect(problems).toEqual([]);
      await context.close();
    }
  });
});

describe("a crop use's dose from the back office", () => {
  let shop: Awaited<ReturnType<typeof ownShop>>;
  beforeAll(async () => {
    shop = await ownShop([manager]);
  }, 120_000);
  afterAll(async () => {
    await shop?.stop();
  });

  /** The stem borer's dose as a guest sees it on Paddy's page (the page kept for guests, or fresh). */
  const guestDose = async () => {
    const html = await (await fetch(`${shop.baseUrl}/crops/paddy`)).text();
    const line = /id="problem-stem-borer".*?<p class="rounded-md[^>]*>(.*?)<\/p>/s.exec(html)?.[1] ?? "";
    return line.replace(/<[^>]+>/g, "").replace(/^Dose: /, "");
  };

  it("is edited in a dialog with scripts, then on the page without them; the guest's crop page follows at once", async () => {
    expect(await guestDose()).toBe("7.5–10 kg per acre · 21 days before harvest");
    const staff = await openPage(browser, DESKTOP);
    await staffSignIn(staff.page, manager.email, manager.password, /\/admin$/, shop.baseUrl);
    const listed = await (await fetch(`${shop.baseUrl}/crops/paddy`)).text();
    const productId = new RegExp(`href="/product-info/(\\d+)"[^>]*>${STEM_BORER}`).exec(listed)?.[1];
    expect(productId).toBeDefined();
    const page = staff.page;
    await page.goto(`${shop.baseUrl}/admin/products/${productId}`);
    await hydrated(page);
    const uses = page.getByRole("region", { name: "For which crop? (uses and doses)" });
    await uses.getByRole("button", { name: "Edit the use on Paddy › Stem borer" }).click();
    const dialog = page.getByRole("dialog", { name: "Edit the use on Paddy › Stem borer" });
    await dialog.getByLabel("Amount (the lowest, e.g. 0.3)").fill("8");
    await dialog.getByLabel("Days to wait before harvest (empty: not said)").fill("");
    await dialog.getByRole("button", { name: "Save use" }).click();
    await uses.getByText("Crop use saved.").waitFor();
    await uses.getByRole("cell", { name: "8-10 kg per acre", exact: true }).waitFor();
    await screenshot(page, "admin-crop-uses-1280");
    expect(await guestDose()).toBe("8–10 kg per acre");
    expect(staff.problems).toEqual([]);

    // Without scripts: Edit opens the page with the use's form; Save posts it.
    const bare = await openPage(browser, DESKTOP, { javaScript: false });
    await bare.context.addCookies(await staff.context.cookies());
    await bare.page.goto(`${shop.baseUrl}/admin/products/${productId}`);
    await bare.page.getByRole("button", { name: "Edit the use on Paddy › Stem borer" }).click();
    await bare.page.waitForURL(/\?edit-use=\d+$/);
    const form = bare.page.getByRole("form", { name: "Edit the use on Paddy › Stem borer" });
    await form.getByLabel("Highest amount (empty: one figure)").fill("7");
    await Promise.all([
      bare.page.waitForNavigation(),
      form.getByRole("button", { name: "Save use" }).click(),
    ]);
    await bare.page.getByText("The highest amount cannot be less than the lowest.").waitFor();
    expect(await form.getByLabel("Highest amount (empty: one figure)").inputValue()).toBe("7");
    await form.getByLabel("Highest amount (empty: one figure)").fill("12");
    await form.getByLabel("Days to wait before harvest (empty: not said)").fill("30");
    await Promise.all([
      bare.page.waitForNavigation(),
      form.getByRole("button", { name: "Save use" }).click(),
    ]);
    await bare.page.getByText("Crop use saved.").waitFor();
    expect(await guestDose()).toBe("8–12 kg per acre · 30 days before harvest");
    await bare.context.close();
    await staff.context.close();
  });
});
