import { mkdtempSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import type { Locator, Page, Response } from "playwright-core";
import { describe, expect, it } from "vitest";
import { indiaDay } from "../lib/india-time";
import { addDays } from "../lib/regulated";
import { pdfBytes } from "../tests/helpers/licences";
import { staffSignIn } from "./helpers/admin";
import { DESKTOP, openPage, PHONE } from "./helpers/browser";
import { hydrated, sharedBrowser } from "./helpers/journey";
import { staffWithoutScripts } from "./helpers/no-script-staff";

/**
 * The shop's licences and grievance officer (docs/decisions/0047-regulated-sales.md): the owner
 * keeps the licences with JavaScript off and on; the about page, the footer and the contact page
 * show them to customers; a licence that has ended takes its goods off sale in the storefront,
 * with why, in English and Hindi, until a valid one is saved.
 */
const browser = sharedBrowser();
const owner = {
  email: "lata@haritha.example",
  name: "Lata Roy",
  role: "owner",
  password: "lata-keeps-the-licences-7",
} as const;
const work = staffWithoutScripts(browser, owner);
const files = mkdtempSync(path.join(os.tmpdir(), "licence-scans-"));
const shots = process.env.SCREENSHOTS_DIR;
const NEEM = "Neemgard Neem Oil 1500 ppm";

/** Submits the form holding `button` (in `scope`) and waits for the whole page that answers it. */
async function press(page: Page, button: string, scope: Page | Locator = page): Promise<Response | null> {
  const [answer] = await Promise.all([
    page.waitForNavigation(),
    scope.getByRole("button", { name: button, exact: true }).click(),
  ]);
  return answer;
}

/** A licence's scan on disk, as a scanner's software writes it. */
async function scanFile() {
  const file = path.join(files, "licence.pdf");
  writeFileSync(file, await pdfBytes("Licence to sell seeds"));
  return file;
}

/** A page of the owner's with scripts, signed in. */
async function ownerWithScripts() {
  const watched = await openPage(browser, DESKTOP);
  work.open.push(watched);
  work.watch(watched.page);
  await staffSignIn(watched.page, owner.email, owner.password, /\/admin$/, work.base);
  return watched;
}

/** A guest's page (or a screenshot of it, with SCREENSHOTS_DIR set) at a viewport. */
async function guest(viewport: { width: number; height: number } = DESKTOP) {
  const watched = await openPage(browser, viewport);
  work.open.push(watched);
  return watched;
}

const shoot = async (page: Page, name: string) => {
  if (shots) await page.screenshot({ path: path.join(shots, `${name}.png`), fullPage: true });
};

/** The id of the demo's neem oil (a pesticide: an insecticide under the law). */
async function neemId() {
  const res = await fetch(`${work.base}/api/products/lists/v1/`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ categorykey: "pesticides" }),
  });
  const { data } = (await res.json()) as { data: { id: number; product_name: string }[] };
  const found = data.find((p) => p.product_name === NEEM);
  if (!found) throw new Error("the demo's neem oil is not listed");
  return found.id;
}

describe("the owner's licences", () => {
  it("adds a licence without scripts: the field's message first with what was typed kept, then saved with its PDF scan", async () => {
    const page = await work.pageWithoutScripts();
    await page.goto(`${work.base}/admin/settings/licences`);
    const add = page.getByRole("region", { name: "Add a licence" });
    await add.getByLabel("Licence to sell").selectOption("seeds");
    await add.getByLabel("Licence number").fill("WB/SD/JPG/2026/0417");
    await add.getByLabel("Issued by (the licensing authority)").fill("Seed Licensing Officer, Jalpaiguri");
    await add.getByLabel("Valid until (its last day)").fill("2028-03-31");
    const refused = await press(page, "Add licence", add);
    expect(refused?.status()).toBe(400);
    await add.getByText("Choose at least one state the licence covers.").waitFor();
    expect(await add.getByLabel("Licence number").inputValue()).toBe("WB/SD/JPG/2026/0417");

    await add.getByLabel("West Bengal", { exact: true }).check();
    await add.getByLabel("Sikkim", { exact: true }).check();
    await add.getByLabel(/^Scan of the licence/).setInputFiles(await scanFile());
    const saved = await press(page, "Add licence", add);
    expect(saved?.status()).toBe(200);
    await page.getByRole("status").getByText("The licence is saved.").waitFor();
    const row = page
      .getByRole("table", { name: "Licences" })
      .getByRole("row", { name: /WB\/SD\/JPG\/2026\/0417/ });
    await row.getByText("31 Mar 2028").waitFor();
    await row.getByText("Sikkim, West Bengal").waitFor();
    // The scan is the owner's to download, never a page of the shop.
    const href = await row.getByRole("link", { name: "Scan (PDF, downloads)" }).getAttribute("href");
    const cookies = await page.context().cookies();
    const file = await fetch(`${work.base}${href}`, {
      headers: { cookie: cookies.map((c) => `${c.name}=${c.value}`).join("; ") },
    });
    expect(file.status).toBe(200);
    expect(file.headers.get("content-disposition")).toMatch(/^attachment; filename="licence-seeds-/);
    expect(file.headers.get("content-type")).toBe("application/pdf");
  });

  it("adds one with scripts, without a reload, and edits another in its dialog", async () => {
    const { page, problems } = await ownerWithScripts();
    await page.goto(`${work.base}/admin/settings/licences`);
    await hydrated(page);
    await page.evaluate(() => {
      (window as unknown as { stayed: boolean }).stayed = true;
    });
    const add = page.getByRole("region", { name: "Add a licence" });
    await add.getByLabel("Licence to sell").selectOption("fertilisers");
    await add.getByLabel("Licence number").fill("WB/FRT/DAR/2026/0011");
    await add
      .getByLabel("Issued by (the licensing authority)")
      .fill("Deputy Director of Agriculture, Darjeeling");
    await add.getByLabel("Valid until (its last day)").fill("2028-06-30");
    await add.getByRole("button", { name: "Add licence" }).click();
    // Checked in the browser with the server's rules, before anything is sent.
    await add.getByText("Choose at least one state the licence covers.").waitFor();
    await add.getByLabel("Assam", { exact: true }).check();
    await add.getByRole("button", { name: "Add licence" }).click();
    await page.getByText("The licence is saved.").waitFor();
    const table = page.getByRole("table", { name: "Licences" });
    await table
      .getByRole("row", { name: /WB\/FRT\/DAR\/2026\/0011/ })
      .getByText("30 Jun 2028")
      .waitFor();

    await table.getByRole("button", { name: "Edit Fertilisers licence WB/FRT/DAR/2026/0011" }).click();
    const dialog = page.getByRole("dialog", { name: "Edit Fertilisers licence WB/FRT/DAR/2026/0011" });
    await dialog.getByLabel("Bihar", { exact: true }).check();
    await dialog.getByRole("button", { name: "Save licence" }).click();
    await dialog.waitFor({ state: "detached" });
    await table
      .getByRole("row", { name: /WB\/FRT\/DAR\/2026\/0011/ })
      .getByText("Assam, Bihar")
      .waitFor();
    expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true);
    await shoot(page, "admin-licences-1280");
    await page.setViewportSize(PHONE);
    await shoot(page, "admin-licences-360");
    await page.setViewportSize(DESKTOP);
    // The grievance officer is the owner's to name in the shop settings.
    await page.goto(`${work.base}/admin/settings`);
    const officer = page.getByRole("group", { name: "Grievance officer" });
    expect(await officer.getByLabel("Grievance officer's name").inputValue()).toBe("Meera Sen (demo)");
    expect(await officer.getByLabel("Grievance officer's email").inputValue()).toBe(
      "grievance@haritha-agro.example",
    );
    await officer.scrollIntoViewIfNeeded();
    if (shots) await page.screenshot({ path: path.join(shots, "admin-settings-grievance-1280.png") });
    expect(problems).toEqual([]);
  });
});

describe("what customers read", () => {
  it("the about page, the footer and the contact page show the licences and the grievance officer", async () => {
    for (const [name, viewport] of [
      ["360", PHONE],
      ["1280", DESKTOP],
    ] as const) {
      const { page, problems } = await guest(viewport);
      await page.goto(`${work.base}/about-us`);
      const licences = page.getByRole("region", { name: "Our licences" });
      await licences.getByText("DEMO/INS/SLG/2024/0142").waitFor();
      await licences.getByText("Insecticides licence").waitFor();
      await licences.getByText("31 December 2027").first().waitFor();
      await licences
        .getByText("Assam, Bihar, Karnataka, Kerala, Maharashtra, Sikkim, West Bengal")
        .first()
        .waitFor();
      const footer = page.getByRole("contentinfo");
      await footer
        .getByText("Insecticides licence DEMO/INS/SLG/2024/0142, valid until 31 December 2027")
        .waitFor();
      await footer.getByText(/Meera Sen \(demo\)/).waitFor();
      await shoot(page, `about-${name}`);

      await page.goto(`${work.base}/contact-us`);
      const officer = page.getByRole("main").getByRole("region", { name: "Grievance officer" });
      await officer.getByText("Meera Sen (demo)").waitFor();
      await officer.getByRole("link", { name: "+91 90000 44444" }).waitFor();
      await officer.getByRole("link", { name: "grievance@haritha-agro.example" }).waitFor();
      await shoot(page, `contact-${name}`);
      expect(problems).toEqual([]);
    }
    const { page } = await guest();
    await page.goto(`${work.base}/contact-us?lang=hi`);
    await page
      .getByRole("main")
      .getByRole("region", { name: "शिकायत अधिकारी" })
      .getByText("Meera Sen (demo)")
      .waitFor();
    await page
      .getByRole("contentinfo")
      .getByText("कीटनाशक लाइसेंस DEMO/INS/SLG/2024/0142, 31 दिसंबर 2027 तक मान्य")
      .waitFor();
  });

  it("an ended licence makes its goods unavailable with why, in English and Hindi, until a valid one is saved", async () => {
    const id = await neemId();
    const { page } = await ownerWithScripts();
    await page.goto(`${work.base}/admin/settings/licences`);
    await hydrated(page);
    const table = page.getByRole("table", { name: "Licences" });
    await table.getByRole("button", { name: "Edit Insecticides licence DEMO/INS/SLG/2024/0142" }).click();
    const dialog = page.getByRole("dialog", { name: "Edit Insecticides licence DEMO/INS/SLG/2024/0142" });
    await dialog.getByLabel("Valid until (its last day)").fill(addDays(indiaDay(new Date()), -1));
    await dialog.getByRole("button", { name: "Save licence" }).click();
    await dialog.waitFor({ state: "detached" });
    await table
      .getByRole("row", { name: /DEMO\/INS\/SLG\/2024\/0142/ })
      .getByText("(ended)")
      .waitFor();
    // The dashboard says so, and staff see why on the product.
    await page.goto(`${work.base}/admin`);
    const warning = page.getByRole("region", { name: "Licences" });
    await warning
      .getByText(/^The insecticides licence ended on .*: \d+ insecticide products are off sale/)
      .waitFor();
    await shoot(page, "admin-dashboard-1280");
    await page.goto(`${work.base}/admin/products/${id}`);
    await page.getByText("Off sale: the shop's insecticide licence has ended.").waitFor();
    await shoot(page, "admin-product-1280");
    await page.goto(`${work.base}/admin/settings/licences`);
    await hydrated(page);

    for (const [name, viewport] of [
      ["360", PHONE],
      ["1280", DESKTOP],
    ] as const) {
      const { page: shopper, problems } = await guest(viewport);
      await shopper.goto(`${work.base}/product-info/${id}`);
      await shopper.getByText("Not available just now: the shop's insecticide licence has ended.").waitFor();
      expect(await shopper.getByRole("button", { name: "Add To Cart" }).count()).toBe(0);
      await shoot(shopper, `product-off-sale-${name}`);
      expect(problems).toEqual([]);
    }
    const { page: hindi } = await guest(PHONE);
    await hindi.goto(`${work.base}/product-info/${id}?lang=hi`);
    await hindi.getByText("अभी उपलब्ध नहीं: दुकान का कीटनाशक लाइसेंस खत्म हो गया है।").waitFor();
    await shoot(hindi, "product-off-sale-hi-360");
    // The category's card says so too, and the footer no longer lists the ended licence.
    await hindi.goto(`${work.base}/products/pesticides`);
    const card = hindi.locator("article", { has: hindi.locator(`a[href="/product-info/${id}"]`) });
    await card.getByText("अभी उपलब्ध नहीं").waitFor();
    expect(await hindi.getByRole("contentinfo").getByText("DEMO/INS/SLG/2024/0142").count()).toBe(0);

    // The owner saves a renewed licence: the product is back on sale at once.
    const add = page.getByRole("region", { name: "Add a licence" });
    await add.getByLabel("Licence to sell").selectOption("insecticides");
    await add.getByLabel("Licence number").fill("DEMO/INS/SLG/2027/0200");
    await add
      .getByLabel("Issued by (the licensing authority)")
      .fill("Deputy Director of Agriculture (Demo), Siliguri");
    await add.getByLabel("Valid until (its last day)").fill(addDays(indiaDay(new Date()), 400));
    await add.getByLabel("West Bengal", { exact: true }).check();
    await add.getByRole("button", { name: "Add licence" }).click();
    await page.getByText("The licence is saved.").waitFor();
    const { page: again } = await guest();
    await again.goto(`${work.base}/product-info/${id}`);
    await again.getByRole("button", { name: "Add To Cart" }).waitFor();
    expect(await again.getByText("Not available just now").count()).toBe(0);
  });
});
