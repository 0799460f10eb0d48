import path from "node:path";
import type { Locator, Page, Response } from "playwright-core";
import { describe, expect, it } from "vitest";
import { staffSignIn } from "./helpers/admin";
import { apiAs } from "./helpers/api-as";
import { DESKTOP, openPage, PHONE } from "./helpers/browser";
import { hydrated, sharedBrowser } from "./helpers/journey";
import { staffWithoutScripts } from "./helpers/no-script-staff";

/**
 * A regulated product's label details (docs/decisions/0048-registration-and-ingredients.md): the
 * owner fills them and puts the product on sale without scripts and with them, is refused with a
 * sentence naming what is missing or banned, and customers read them on the product page.
 */
const browser = sharedBrowser();
const owner = {
  email: "asha@haritha.example",
  name: "Asha Das",
  role: "owner",
  password: "asha-checks-the-labels-7",
} as const;
const work = staffWithoutScripts(browser, owner);
const shots = process.env.SCREENSHOTS_DIR;
const NEEM = "Neemgard Neem Oil 1500 ppm";
const IMIDA = "Imida 17.8 SL Systemic Insecticide";

async function press(page: Page, button: string, scope: Page | Locator = page): Promise<Response | null> {
  const [answer] = await Promise.all([
    page.waitForNavigation(),
    scope.getByRole("button", { name: button, exact: true }).click(),
  ]);
  return answer;
}

const shoot = async (page: Page, name: string) => {
  if (shots) await page.screenshot({ path: path.join(shots, `${name}.png`), fullPage: true });
};

/** A demo pesticide's id by its name. */
async function idOf(name: string) {
  const res = await fetch(`${work.base}/api/products/lists/v1/`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ categorykey: "pesticides" }),
  });
  const { data } = (await res.json()) as { data: { id: number; product_name: string }[] };
  const found = data.find((p) => p.product_name === name);
  if (!found) throw new Error(`${name} is not listed`);
  return found.id;
}

describe("the owner puts a regulated product on sale", () => {
  it("without scripts: refused while the label is incomplete, saved as a draft, then on sale once filled", async () => {
    const id = await idOf(NEEM);
    const page = await work.pageWithoutScripts();
    await page.goto(`${work.base}/admin/products/${id}`);
    const label = page.getByRole("group", { name: "Label details" });
    // Without scripts every label field is there (another kind's are cleared on save).
    await label.getByLabel("Grade or specification").waitFor();
    await label.getByLabel("CIB&RC registration number").fill("");
    await label.getByLabel("Manufacturer", { exact: true }).fill("");
    const refused = await press(page, "Save product");
    expect(refused?.status()).toBe(400);
    const said = `${NEEM} cannot be put on sale: the CIB&RC registration number and the manufacturer are missing.`;
    await page.getByText(said).first().waitFor();

    await page.getByLabel("On sale (active)").uncheck();
    const draft = await press(page, "Save product");
    expect(draft?.status()).toBe(200);
    await page.getByText("Product saved.").waitFor();
    await page
      .getByRole("group", { name: "Label details" })
      .getByText(
        /^Before it can be put on sale: the CIB&RC registration number and the manufacturer are missing/,
      )
      .waitFor();

    const again = page.getByRole("group", { name: "Label details" });
    await again.getByLabel("CIB&RC registration number").fill("CIR-77777/2021-Azadirachtin (EC) (1500)-1");
    await again.getByLabel("Manufacturer", { exact: true }).fill("Demo Biologicals LLP, Pune");
    await page.getByLabel("On sale (active)").check();
    const saved = await press(page, "Save product");
    expect(saved?.status()).toBe(200);
    await page.getByText("Product saved.").waitFor();
    expect(await page.getByLabel("On sale (active)").isChecked()).toBe(true);
    expect(await page.getByText("Before it can be put on sale").count()).toBe(0);

    // Customers read the label on the product page, in English and Hindi.
    await page.goto(`${work.base}/product-info/${id}`);
    const block = page.getByRole("region", { name: "Label details" });
    await block.getByText("CIR-77777/2021-Azadirachtin (EC) (1500)-1").waitFor();
    await block.getByText("Demo Biologicals LLP, Pune").waitFor();
    await page.goto(`${work.base}/product-info/${id}?lang=hi`);
    await page
      .getByRole("region", { name: "लेबल की जानकारी" })
      .getByText("सीआईबी एवं आरसी पंजीकरण संख्या")
      .waitFor();
  });

  it("with scripts: shows the kind's fields only, and refuses a banned ingredient naming it and the notification", async () => {
    const id = await idOf(IMIDA);
    const watched = await openPage(browser, DESKTOP);
    work.open.push(watched);
    work.watch(watched.page);
    const { page, problems } = watched;
    await staffSignIn(page, owner.email, owner.password, /\/admin$/, work.base);
    await page.goto(`${work.base}/admin/products/${id}`);
    await hydrated(page);
    const label = page.getByRole("group", { name: "Label details" });
    await label.getByLabel("CIB&RC registration number").waitFor();
    expect(await label.getByLabel("Grade or specification").isVisible()).toBe(false);
    await label.getByLabel(/^Active ingredients/).fill("Monocrotophos 36% SL");
    await page.getByRole("button", { name: "Save product" }).click();
    await page
      .getByText(
        `${IMIDA} cannot be put on sale: its active ingredient Monocrotophos is banned (the notification of 29 September 2023).`,
      )
      .first()
      .waitFor();
    await shoot(page, "admin-label-refused-1280");
    await label.getByLabel(/^Active ingredients/).fill("Imidacloprid 17.8% SL");
    await page.getByRole("button", { name: "Save product" }).click();
    await page.getByText("Product saved.").waitFor();
    await shoot(page, "admin-label-1280");
    await page.setViewportSize(PHONE);
    await shoot(page, "admin-label-360");

    await page.setViewportSize(DESKTOP);
    await page.goto(`${work.base}/admin/settings/ingredients`);
    await page
      .getByRole("table", { name: "Banned and restricted ingredients" })
      .getByText("Monocrotophos", { exact: true })
      .waitFor();
    await shoot(page, "admin-ingredients-1280");
    await page.setViewportSize(PHONE);
    await shoot(page, "admin-ingredients-360");
    await page.setViewportSize(DESKTOP);
    await page.goto(`${work.base}/product-info/${id}`);
    await page.getByRole("region", { name: "Label details" }).getByText("CIR-DEMO-01005").waitFor();
    await shoot(page, "product-label-1280");
    await page.setViewportSize(PHONE);
    await shoot(page, "product-label-360");
    // The server's refusal of the banned ingredient is the one 400 the page met, by design.
    expect(problems.filter((p) => !/\b400\b/.test(String(p)))).toEqual([]);
  });

  it("a banned ingredient takes its products off sale, and a kept link to one says why, in English and in Hindi", async () => {
    const id = await idOf(NEEM);
    const { api, staffCookie } = apiAs(() => work.base);
    const banned = await api(
      "/api/admin/v1/ingredients/create",
      { name: "Azadirachtin", status: "banned", notification: "S.O. 1234(E)", notified_on: "2026-11-20" },
      { cookie: await staffCookie(owner) },
    );
    expect(banned.http, JSON.stringify(banned)).toBe(200);
    expect(banned.message).toContain(NEEM);

    const { page } = await openPage(browser, PHONE);
    const answer = await page.goto(`${work.base}/product-info/${id}`);
    expect(answer?.status()).toBe(410);
    await hydrated(page);
    await page.getByRole("heading", { name: "No longer sold" }).waitFor();
    const text = await page.locator("body").innerText();
    expect(text).toContain(
      `${NEEM} is no longer sold: its active ingredient Azadirachtin is banned in India.`,
    );
    expect(text).toContain("Banned by S.O. 1234(E), 20 November 2026.");
    expect(await page.getByRole("button", { name: /Add .*to cart/i }).count()).toBe(0);
    expect(await page.locator('meta[name="robots"][content="noindex"]').count()).toBeGreaterThan(0);
    await shoot(page, "product-withdrawn-360");
    await page.getByRole("link", { name: "Ask us for a product allowed in its place" }).waitFor();
    await page.getByRole("link", { name: "See other products in Pesticides" }).click();
    await page.waitForURL(/\/products\/pesticides$/);

    const hindi = await page.goto(`${work.base}/product-info/${id}?lang=hi`);
    expect(hindi?.status()).toBe(410);
    await page.getByRole("heading", { name: "अब नहीं बिकता" }).waitFor();
    expect(await page.locator("body").innerText()).toContain("प्रतिबंध का आदेश: S.O. 1234(E), 20 नवंबर 2026।");
    await page.context().close();
  });
});
