import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { screenshot } from "./helpers/admin";
import { DESKTOP, openPage, PHONE } from "./helpers/browser";
import {
  type Customer,
  choosePacks,
  hydrated,
  idle,
  newCustomer,
  sendSignUp,
  sharedBrowser,
  submitLogin,
} from "./helpers/journey";
import { ownShop } from "./helpers/own-shop";

/**
 * A guest chooses a pack and a count on a product page and taps Add To Cart: the shop sends
 * them to sign in (or up, by password or SMS code) and brings them back to the product with
 * that pack and count in the cart, added once (lib/return-to.ts, PendingAdd). With scripts
 * and without. The shop is the file's own, its SMS written to its log (SMS_PROVIDER=log).
 */
const browser = sharedBrowser();
let shop: Awaited<ReturnType<typeof ownShop>>;
let base = "";

beforeAll(async () => {
  shop = await ownShop([], { LOG_LEVEL: "info" });
  base = shop.baseUrl;
}, 180_000);
afterAll(() => shop?.stop());

/** An account made over the API, to log in with. */
async function account(name: string, password: string): Promise<Customer> {
  const customer = newCustomer(name, password);
  const res = await fetch(`${base}/api/signup/v1/`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({
      fullname: customer.fullName,
      phonenumber: customer.phone,
      email: customer.email,
      password,
      confirmpassword: password,
    }),
  });
  const answer = (await res.json()) as { status: number; message: string };
  expect(answer.status, answer.message).toBe(1);
  return customer;
}

/** Neemgard Neem Oil's page and its 250 ml pack's id (₹320 − ₹30). */
async function neemOil(page: Page) {
  await page.goto(`${base}/search-item?q=neemgard`);
  const path = (await page
    .locator("main")
    .getByRole("link", { name: /Neemgard Neem Oil/ })
    .first()
    .getAttribute("href")) as string;
  return { path, productId: Number(path.split("/").pop()) };
}

/** The cart page's lines: each one's text and the count it holds. */
async function cartLines(page: Page) {
  await page.goto(`${base}/cart`);
  const lines = page.locator("main ul > li");
  return Promise.all(
    (await lines.all()).map(async (l) => ({
      text: (await l.textContent()) ?? "",
      qty: await l.locator("output").textContent(),
    })),
  );
}

/** The code of the newest SMS the server logged to `digits`. */
async function codeSentTo(digits: string): Promise<string> {
  for (let i = 0; i < 120; i++) {
    const code = shop.server
      .output()
      .split("\n")
      .filter((l) => l.includes(`"to":"+91${digits}"`))
      .map((l) => /#(\d{6})/.exec(JSON.parse(l).sms.text as string)?.[1])
      .at(-1);
    if (code) return code;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`no SMS code to ${digits}`);
}

describe("a guest's Add To Cart comes back added after signing in", () => {
  it("without scripts: the chosen pack and count survive the login, are added once, and a reload adds nothing", async () => {
    const customer = await account("Lakshmi Bai", "no-scripts-add-3");
    const { page, context } = await openPage(browser, PHONE, { javaScript: false });
    const { path, productId } = await neemOil(page);
    await page.goto(`${base}${path}`);
    await page
      .getByRole("group", { name: "Pack size" })
      .getByRole("button", { name: "250 ml", exact: true })
      .click();
    await page.waitForURL(/\?pack=\d+$/);
    const pack = Number(new URL(page.url()).searchParams.get("pack"));
    await page.getByRole("spinbutton", { name: "Quantity" }).fill("3");
    await page.getByRole("button", { name: "Add To Cart" }).click();
    // To the login, the pack and count in the address to come back to (ids and a count only).
    await page.waitForURL(/\/login\?redirectTo=/);
    expect(new URL(page.url()).searchParams.get("redirectTo")).toBe(
      `/product-info/${productId}?pack=${pack}&qty=3&add=1`,
    );
    await submitLogin(page, customer.email, customer.password);
    await page.waitForURL(`${base}/product-info/${productId}?pack=${pack}&done=added`);
    expect(await page.locator("main").getByRole("status").first().textContent()).toBe(
      "Product added to cart successfully.",
    );
    // The pack chosen is the one shown.
    expect(
      await page
        .getByRole("group", { name: "Pack size" })
        .getByRole("button", { name: "250 ml", exact: true })
        .getAttribute("aria-pressed"),
    ).toBe("true");
    await screenshot(page, "guest-add-after-login-360");
    await page.reload();
    const lines = await cartLines(page);
    expect(lines).toHaveLength(1);
    expect(lines[0].qty).toBe("3"); // once, whatever the reload
    expect(await page.getByTestId("cart-total").textContent()).toBe("₹870.00"); // 3 × 290
    await context.close();
  });

  it("without scripts, through the signup: a new account with the pack in its cart", async () => {
    const customer = newCustomer("Gopal Das", "no-scripts-signup-8");
    const { page, context } = await openPage(browser, PHONE, { javaScript: false });
    const { path, productId } = await neemOil(page);
    await page.goto(`${base}${path}`);
    await page.getByRole("spinbutton", { name: "Quantity" }).fill("2");
    await page.getByRole("button", { name: "Add To Cart" }).click();
    await page.waitForURL(/\/login\?redirectTo=/);
    await page.getByRole("link", { name: "Create New Account" }).click();
    await page.waitForURL(/\/signup\?redirectTo=/);
    await sendSignUp(page, customer);
    await page.waitForURL(new RegExp(`/product-info/${productId}\\?pack=\\d+&done=added$`));
    const lines = await cartLines(page);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ qty: "2", text: expect.stringContaining("Neemgard Neem Oil") });
    await context.close();
  });

  it("with scripts: steps the count as a guest, logs in, and is back on the product with the packs in the cart", async () => {
    const customer = await account("Mohan Lal", "scripts-add-5");
    const { page, context, problems } = await openPage(browser, DESKTOP);
    const { path, productId } = await neemOil(page);
    await page.goto(`${base}${path}`);
    await hydrated(page);
    await choosePacks(page, "250 ml", 3);
    expect(await page.getByRole("spinbutton", { name: "Quantity" }).inputValue()).toBe("3");
    await page.getByRole("button", { name: "Add To Cart" }).click();
    await page.waitForURL(/\/login\?redirectTo=/);
    await hydrated(page);
    await submitLogin(page, customer.email, customer.password);
    await page.waitForURL(new RegExp(`/product-info/${productId}\\?pack=\\d+$`));
    await page.getByText("Product added to cart successfully.").first().waitFor();
    await idle(page);
    await page.getByRole("button", { name: /^Cart, 1 item$/ }).waitFor();
    await screenshot(page, "guest-add-after-login-1280");
    await page.reload();
    await hydrated(page);
    const lines = await cartLines(page);
    expect(lines.map((l) => l.qty)).toEqual(["3"]); // once, whatever the reload
    expect(await page.getByTestId("cart-total").textContent()).toBe("₹870.00"); // 3 × 290
    expect(problems.filter((p) => !p.includes("status of 4"))).toEqual([]);
    await context.close();
  });

  it("with scripts, through the phone signup and its SMS code", async () => {
    const digits = `7${String(Date.now() % 1_000_000_000).padStart(9, "0")}`;
    const { page, context } = await openPage(browser, PHONE);
    const { path, productId } = await neemOil(page);
    await page.goto(`${base}${path}`);
    await hydrated(page);
    await page.getByRole("button", { name: "Increase quantity" }).click();
    await page.getByRole("button", { name: "Add To Cart" }).click();
    await page.waitForURL(/\/login\?redirectTo=/);
    await hydrated(page);
    await page.getByRole("link", { name: "Create New Account" }).click();
    await page.waitForURL(/\/signup\?redirectTo=/);
    await page.getByRole("link", { name: "No email? Sign up with your mobile number" }).click();
    await page.waitForURL(/\/phone-signup\?redirectTo=/);
    await page.getByLabel("Full Name").fill("Birsa Munda");
    await page.getByRole("textbox", { name: "Mobile number" }).fill(digits);
    await page.getByRole("button", { name: "Send code by SMS" }).click();
    await page.getByLabel("6-digit code").fill(await codeSentTo(digits));
    await page.getByRole("button", { name: "Create my account" }).click();
    await page.waitForURL(new RegExp(`/product-info/${productId}\\?pack=\\d+$`));
    await page.getByText("Product added to cart successfully.").first().waitFor();
    await idle(page);
    const lines = await cartLines(page);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ qty: "2", text: expect.stringContaining("Neemgard Neem Oil") });
    await context.close();
  });
});
