import type { Browser, Locator, Page } from "playwright-core";
import { afterAll, beforeAll, inject } from "vitest";
import { addressesWithSecrets, launchBrowser, type SharedBrowser } from "./browser";

/** The server the journeys run against (started once in e2e/global-setup.ts). */
export const baseUrl = inject("baseUrl");

/**
 * Launches one Chromium before the calling file's tests and closes it after them. Call it at
 * the top level of a test file and hand the result to `openPage`.
 */
export function sharedBrowser(): SharedBrowser {
  let browser: Browser | undefined;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    // A password (or one-time code) in any address a page of this file visited fails the file.
    // The files of a stream share this module (vitest.e2e.config.ts): each file reports its own.
    const leaked = addressesWithSecrets.splice(0);
    if (leaked.length) throw new Error(`secrets went out in addresses:\n${leaked.join("\n")}`);
  });
  return {
    get current() {
      if (!browser) throw new Error("the browser is launched in beforeAll: open pages inside tests");
      return browser;
    },
  };
}

type RouterWindow = Window & {
  __reactRouterRouteModules?: unknown;
  __reactRouterDataRouter?: { state: { navigation: { state: string }; revalidation: string } };
};

/** Waits until React has hydrated the page, so that clicks and typing reach it. */
export async function hydrated(page: Page): Promise<void> {
  // Set by the root layout's effect: React has hydrated the page and its handlers answer.
  await page.waitForFunction(() => document.documentElement.dataset.scripts === "running");
}

/** Waits until no navigation or revalidation is in flight (the page shows fresh data). */
export async function idle(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const state = (window as RouterWindow).__reactRouterDataRouter?.state;
    return state?.navigation.state === "idle" && state.revalidation === "idle";
  });
}

/** Waits for a client-side navigation to finish: the URL changed and the new page rendered. */
export async function arrive(page: Page, url: RegExp | string): Promise<void> {
  await page.waitForURL(url);
  await page.waitForFunction(
    () => (window as RouterWindow).__reactRouterDataRouter?.state.navigation.state === "idle",
  );
}

/** Opens a path of the shop (or of another shop at `base`) and waits for hydration. */
export async function visit(page: Page, path: string, base = baseUrl): Promise<void> {
  await page.goto(`${base}${path}`);
  await hydrated(page);
}

/** Waits until each message is shown inside `scope` (a page, a dialog, a form...). */
export async function seeAll(
  scope: Page | Locator,
  messages: readonly string[],
  options: { exact?: boolean } = {},
): Promise<void> {
  for (const message of messages) await scope.getByText(message, options).waitFor();
}

/** Puts the 5 kg pack of the demo shop's first product (vermicompost) in the cart from its page. */
export async function addFiveKgToCart(page: Page, base = baseUrl): Promise<void> {
  await visit(page, "/product-info/1", base);
  await addPacks(page, "5 kg");
}

/** With scripts: adds the 5 kg vermicompost from its card on the fertilizers page, then settles. */
export async function addFiveKgFromCard(page: Page, base = baseUrl): Promise<void> {
  await visit(page, "/products/fertilizers", base);
  const card = page.locator("article", { hasText: "Bhoomi Gold Vermicompost" });
  await card.getByLabel("Pack size").selectOption({ label: "5 kg" });
  await card.getByRole("button", { name: /Add Bhoomi Gold Vermicompost to cart/ }).click();
  await page.getByText("Product added to cart successfully.").first().waitFor();
  await idle(page);
}

/** On a hydrated product page: picks the pack size and steps the count up from 1 to `count`. */
export async function choosePacks(page: Page, size: string, count = 1): Promise<void> {
  await page
    .getByRole("group", { name: "Pack size" })
    .getByRole("button", { name: size, exact: true })
    .click();
  for (let n = 1; n < count; n++) await page.getByRole("button", { name: "Increase quantity" }).click();
}

/** On a hydrated product page: adds `count` of the pack size and waits for the shop's word. */
export async function addPacks(page: Page, size: string, count = 1): Promise<void> {
  await choosePacks(page, size, count);
  await page.getByRole("button", { name: "Add To Cart" }).click();
  await page.getByText("Product added to cart successfully.").first().waitFor();
}

export interface Customer {
  fullName: string;
  phone: string;
  email: string;
  password: string;
}

let customersMade = 0;

/**
 * A customer nobody has signed up yet: a 10-digit phone and an email derived from the clock
 * and a counter, so that files sharing one server (and reruns against E2E_BASE_URL) never
 * collide. `email` may be given when a test needs a particular shape of address.
 */
export function newCustomer(fullName: string, password: string, email?: string): Customer {
  customersMade += 1;
  const digits = String((Date.now() * 10 + customersMade) % 1e9).padStart(9, "0");
  const first = fullName.split(" ")[0].toLowerCase();
  return { fullName, password, phone: `9${digits}`, email: email ?? `${first}${digits}@example.com` };
}

/** Signs up through the form and waits for the home page the shop then shows. */
export async function signUp(page: Page, customer: Customer, base = baseUrl): Promise<void> {
  await visit(page, "/signup", base);
  await submitSignUp(page, customer, base);
}

/** Fills the signup form of the page it is on, submits it and waits for the home page. */
export async function submitSignUp(page: Page, customer: Customer, base = baseUrl): Promise<void> {
  await sendSignUp(page, customer);
  await page.waitForURL(`${base}/`);
}

/** Fills the signup form of the page it is on and submits it (where it leads is the caller's). */
export async function sendSignUp(page: Page, customer: Customer): Promise<void> {
  await page.getByLabel("Full Name").fill(customer.fullName);
  await page.getByLabel("Phone").fill(customer.phone);
  await page.getByLabel("Email").fill(customer.email);
  await page.getByLabel("Password", { exact: true }).fill(customer.password);
  await page.getByLabel("Confirm Password").fill(customer.password);
  await page.getByRole("button", { name: "Signup" }).click();
}

/** Fills the login form of the page it is on (an email or a phone) and submits it. */
export async function submitLogin(page: Page, login: string, password: string): Promise<void> {
  await page.getByLabel("Email / Phone Number").fill(login);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Login" }).click();
}

/** Logs in from /login and waits for the page the shop sends the customer to. */
export async function logIn(
  page: Page,
  login: string,
  password: string,
  landing: RegExp | string = `${baseUrl}/`,
) {
  await visit(page, "/login");
  await submitLogin(page, login, password);
  await page.waitForURL(landing);
}

/** A delivery address that passes every check of the address form, by its labels. */
export const priya = {
  "Full name": "Priya Sharma",
  Email: "priya@example.com",
  Phone: "9876501234",
  "Street address": "14 Hill Cart Road",
  City: "Siliguri",
  State: "West Bengal",
  Pincode: "734001",
};

/** Fills the address form in `dialog` by its labels (State is a choice from the list). */
export async function fillAddress(dialog: Locator, fields: Record<string, string>) {
  for (const [label, value] of Object.entries(fields)) {
    if (label === "State") await dialog.getByLabel(label).selectOption(value);
    else await dialog.getByLabel(label).fill(value);
  }
}

/** Adds an address from the checkout page and waits for its dialog to close. */
export async function addAddress(page: Page, fields: Record<string, string>) {
  await page.getByRole("button", { name: "+ Add New Address" }).click();
  const dialog = page.getByRole("dialog", { name: "Add New Address" });
  await fillAddress(dialog, fields);
  await dialog.getByRole("button", { name: "Save Address" }).click();
  await dialog.waitFor({ state: "detached" });
}
