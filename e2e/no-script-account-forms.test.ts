import { readFileSync } from "node:fs";
import type { Locator, Page, Response } from "playwright-core";
import { afterEach, describe, expect, inject, it } from "vitest";
import { openPage, PHONE, type WatchedPage } from "./helpers/browser";
import { baseUrl, newCustomer, sharedBrowser } from "./helpers/journey";
import { signUpByApi } from "./helpers/shop-api";

/**
 * The account and message forms with JavaScript off: a phone on a slow link before the page's
 * scripts have arrived (docs/decisions/0028-forms-without-scripts.md). Each form is a plain
 * POST that answers a whole page; no password ever appears in an address the browser visits.
 */
const serverLog = inject("serverLog");
const browser = sharedBrowser();

/** Every address the page's frame went to, and the passwords it must never show. */
const visited: string[] = [];
const secrets: string[] = [];
let open: WatchedPage[] = [];

async function noScripts(): Promise<WatchedPage> {
  const watched = await openPage(browser, PHONE, { javaScript: false });
  watched.page.on("framenavigated", (frame) => visited.push(frame.url()));
  watched.page.on("request", (req) => {
    if (req.isNavigationRequest()) visited.push(req.url());
  });
  open.push(watched);
  return watched;
}

afterEach(async () => {
  for (const { context } of open) await context.close();
  open = [];
  for (const address of visited) {
    for (const secret of secrets) expect(decodeURIComponent(address)).not.toContain(secret);
  }
});

/** Submits the form holding `button` (in `scope`) and waits for the whole page that answers it. */
async function press(page: Page, button: string, scope: Page | Locator = page): Promise<Response | null> {
  const [answer] = await Promise.all([
    page.waitForNavigation(),
    scope.getByRole("button", { name: button, exact: true }).click(),
  ]);
  return answer;
}

async function logInWithoutScripts(page: Page, email: string, password: string) {
  await page.goto(`${baseUrl}/login`);
  await page.getByLabel("Email / Phone Number").fill(email);
  await page.getByLabel("Password").fill(password);
  await press(page, "Login");
}

/** The reset link of the newest password email to `email` (no SMTP here: the server logs it). */
async function resetLinkFor(email: string): Promise<string> {
  for (let i = 0; i < 80; i++) {
    const links = readFileSync(serverLog, "utf8")
      .split("\n")
      .filter((line) => line.includes(`"emailTo":"${email}"`) && line.includes("password-reset"))
      .map((line) => /\/forgot-password\/reset\/[A-Za-z0-9_-]+/.exec(JSON.parse(line).msg)?.[0]);
    const link = links.at(-1);
    if (link) return `${baseUrl}${link}`;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`no reset email to ${email}`);
}

describe("account forms without scripts", () => {
  it("asks for a reset link, sets a new password from the emailed link, and logs in with it", async () => {
    const asha = newCustomer("Asha Rai", "tea-garden-31");
    await signUpByApi(asha);
    const fresh = "tea-garden-32";
    secrets.push(asha.password, fresh);
    const { page } = await noScripts();

    await page.goto(`${baseUrl}/forgot-password`);
    await page.getByLabel("Email").fill("asha@");
    const refused = await press(page, "Send");
    expect(refused?.status()).toBe(400);
    await page.getByText("Invalid email format").waitFor();
    expect(await page.getByLabel("Email").inputValue()).toBe("asha@");
    await page.getByLabel("Email").fill(asha.email);
    await press(page, "Send");
    await page.getByRole("status").getByText("If an account exists for this email").waitFor();

    const link = await resetLinkFor(asha.email);
    await page.goto(link);
    await page.getByLabel("New Password", { exact: true }).fill(fresh);
    await page.getByLabel("Confirm Password", { exact: true }).fill("tea-garden-33");
    expect((await press(page, "Set new password"))?.status()).toBe(400);
    await page.getByText("New password and confirm password do not match.").waitFor();
    // The token stays in the address; the passwords typed never come back.
    expect(page.url()).toBe(link);
    expect(await page.getByLabel("New Password", { exact: true }).inputValue()).toBe("");
    await page.getByLabel("New Password", { exact: true }).fill(fresh);
    await page.getByLabel("Confirm Password", { exact: true }).fill(fresh);
    await press(page, "Set new password");
    await page.getByRole("status").getByText("Your password has been reset.").waitFor();
    // The link is spent.
    await page.getByLabel("New Password", { exact: true }).fill(fresh);
    await page.getByLabel("Confirm Password", { exact: true }).fill(fresh);
    await press(page, "Set new password");
    await page.getByRole("alert").getByText("This reset link is invalid or has expired.").waitFor();

    await logInWithoutScripts(page, asha.email, asha.password);
    await page.getByText("Invalid email/phone or password").waitFor();
    await logInWithoutScripts(page, asha.email, fresh);
    expect(page.url()).toBe(`${baseUrl}/`);
  });

  it("says the rate limit's sentence on the page, with Retry-After", async () => {
    const { page } = await noScripts();
    const email = `nobody.${Date.now()}@example.com`;
    await page.goto(`${baseUrl}/forgot-password`);
    // Three links an hour for one email (server/modules/rate-limits/limits.ts), known or not.
    for (let i = 0; i < 3; i++) {
      await page.getByLabel("Email").fill(email);
      expect((await press(page, "Send"))?.status()).toBe(200);
    }
    await page.getByLabel("Email").fill(email);
    const limited = await press(page, "Send");
    expect(limited?.status()).toBe(429);
    expect(Number(await limited?.headerValue("retry-after"))).toBeGreaterThan(0);
    await page.getByText(/^Too many attempts\. Please try again in \d+ minutes?\.$/).waitFor();
    expect(await page.getByLabel("Email").inputValue()).toBe(email);
  });

  it("updates the profile and changes the password, keeping this browser signed in", async () => {
    const dev = newCustomer("Dev Thapa", "cardamom-hill-5");
    await signUpByApi(dev);
    const next = "cardamom-hill-6";
    secrets.push(dev.password, next);
    const { page } = await noScripts();
    await logInWithoutScripts(page, dev.email, dev.password);

    await page.goto(`${baseUrl}/profile?tab=update`);
    await page.getByLabel("Full Name").fill("Dev B. Thapa");
    await page.getByLabel("Phone").fill("12345");
    expect((await press(page, "Update Profile"))?.status()).toBe(400);
    await page.getByText("Phone Number must be 10 digits").waitFor();
    expect(await page.getByLabel("Full Name").inputValue()).toBe("Dev B. Thapa");
    expect(await page.getByLabel("Phone").inputValue()).toBe("12345");
    await page.getByLabel("Phone").fill(dev.phone);
    await press(page, "Update Profile");
    await page.getByRole("status").getByText("Profile updated successfully.").waitFor();
    expect(page.url()).toBe(`${baseUrl}/profile?tab=update`);
    await page.goto(`${baseUrl}/profile`);
    await page.getByRole("heading", { name: "Hello Dev B. Thapa!" }).waitFor();

    await page.goto(`${baseUrl}/profile?tab=password`);
    await page.getByLabel("Current Password").fill("not-my-password");
    await page.getByLabel("New Password").fill(next);
    await page.getByLabel("Confirm Password").fill(next);
    expect((await press(page, "Change Password"))?.status()).toBe(400);
    await page.getByText("Current password is incorrect.").waitFor();
    expect(await page.getByLabel("Current Password").inputValue()).toBe("");
    await page.getByLabel("Current Password").fill(dev.password);
    await page.getByLabel("New Password").fill(next);
    await page.getByLabel("Confirm Password").fill(next);
    await press(page, "Change Password");
    await page.getByRole("status").getByText("Password changed successfully.").waitFor();
    // This browser's session lives on; the old password no longer logs in.
    await page.goto(`${baseUrl}/profile`);
    expect(page.url()).toBe(`${baseUrl}/profile`);
    const other = await noScripts();
    await logInWithoutScripts(other.page, dev.email, dev.password);
    await other.page.getByText("Invalid email/phone or password").waitFor();
    await logInWithoutScripts(other.page, dev.email, next);
    expect(other.page.url()).toBe(`${baseUrl}/`);

    // Sign out: from the header's icon to the account page, whose Sign Out is a plain form.
    await page.goto(`${baseUrl}/`);
    await page.getByRole("link", { name: "My Account" }).first().click();
    await page.waitForURL(`${baseUrl}/profile`);
    await press(page, "Sign Out");
    expect(page.url()).toBe(`${baseUrl}/login`);
    expect((await page.context().cookies()).find((c) => c.name === "sid")).toBeUndefined();
    await page.goto(`${baseUrl}/profile`);
    expect(page.url()).toBe(`${baseUrl}/login?redirectTo=%2Fprofile`);
    // The other browser's session is its own and stays.
    await other.page.goto(`${baseUrl}/profile`);
    expect(other.page.url()).toBe(`${baseUrl}/profile`);
  });
});

describe("message forms without scripts", () => {
  it("keeps what was typed beside a field's message, then thanks and empties the contact form", async () => {
    const { page } = await noScripts();
    await page.goto(`${baseUrl}/contact-us`);
    await page.getByLabel("First name").fill("Ravi");
    await page.getByLabel("Email").fill("ravi@");
    await page.getByLabel("Mobile number").fill("12345");
    await page.getByLabel("Message").fill("Do you deliver to Jalpaiguri?\nTwo bags, please.");
    expect((await press(page, "Submit"))?.status()).toBe(400);
    await page.getByText("This is not an Indian mobile number").waitFor();
    await page.getByText("Invalid email address.").waitFor();
    expect(await page.getByLabel("First name").inputValue()).toBe("Ravi");
    expect(await page.getByLabel("Message").inputValue()).toBe(
      "Do you deliver to Jalpaiguri?\nTwo bags, please.",
    );
    // A farmer without email: the last name and the email left empty, a mobile number given.
    await page.getByLabel("Email").fill("");
    await page.getByLabel("Mobile number").fill("098300 12345");
    await press(page, "Submit");
    await page.getByRole("status").getByText("Thank you for contacting us").waitFor();
    expect(await page.getByLabel("Message").inputValue()).toBe("");
    expect(await page.getByLabel("First name").inputValue()).toBe("");
  });

  it("sends a bulk enquiry from a product page, adding and removing rows by plain posts", async () => {
    const kiran = newCustomer("Kiran Lama", "bulk-tea-88");
    await signUpByApi(kiran);
    secrets.push(kiran.password);
    const { page } = await noScripts();
    await logInWithoutScripts(page, kiran.email, kiran.password);

    // From the product page's Place Bulk Order: a link, so it goes before any script runs.
    await page.goto(`${baseUrl}/product-info/1`);
    await page.getByRole("link", { name: "Place Bulk Order" }).click();
    await page.waitForURL(`${baseUrl}/bulk-order/1`);
    const first = page.getByRole("group", { name: "Item 1" });
    expect(await first.getByLabel("Product").inputValue()).toBe("1");
    expect(await first.getByLabel("Unit").locator("option:checked").textContent()).toBe("1 kg");
    expect(await page.getByLabel("Name", { exact: true }).inputValue()).toBe("Kiran Lama");
    expect((await press(page, "Send Enquiry"))?.status()).toBe(400);
    await page.getByText("Quantity is required for the first item.").waitFor();
    await first.getByLabel("Quantity").fill("200");
    await page.getByLabel("Phone").fill("9876543210");
    await press(page, "Add More Products");
    const second = page.getByRole("group", { name: "Item 2" });
    await second.waitFor();
    expect(await first.getByLabel("Quantity").inputValue()).toBe("200");
    expect(await page.getByLabel("Phone").inputValue()).toBe("9876543210");
    await press(page, "Add More Products");
    await press(page, "Remove", page.getByRole("group", { name: "Item 3" }));
    expect(await page.getByRole("group", { name: "Item 3" }).count()).toBe(0);
    // Without scripts the units of every product are listed under its name.
    await second.getByLabel("Product").selectOption({ label: "Chai Bagan Special NPK Mixture 10:5:20" });
    const packs = second
      .getByLabel("Unit")
      .locator('optgroup[label="Chai Bagan Special NPK Mixture 10:5:20"] option');
    await second.getByLabel("Unit").selectOption((await packs.first().getAttribute("value")) as string);
    await second.getByLabel("Quantity").fill("40");
    await press(page, "Send Enquiry");
    await page.getByRole("status").getByText("bulk order enquiry has been received").waitFor();
    expect(await page.getByRole("group", { name: "Item 2" }).count()).toBe(0);
    expect(await first.getByLabel("Product").inputValue()).toBe("");
  });

  it("refuses a pack size of another product with the row's message", async () => {
    const mina = newCustomer("Mina Gurung", "bulk-tea-89");
    await signUpByApi(mina);
    secrets.push(mina.password);
    const { page } = await noScripts();
    await logInWithoutScripts(page, mina.email, mina.password);
    await page.goto(`${baseUrl}/bulk-order`);
    const first = page.getByRole("group", { name: "Item 1" });
    await first.getByLabel("Product").selectOption({ label: "Chai Bagan Special NPK Mixture 10:5:20" });
    const other = first
      .getByLabel("Unit")
      .locator('optgroup:not([label="Chai Bagan Special NPK Mixture 10:5:20"]) option')
      .first();
    await first.getByLabel("Unit").selectOption((await other.getAttribute("value")) as string);
    await first.getByLabel("Quantity").fill("5");
    expect((await press(page, "Send Enquiry"))?.status()).toBe(400);
    await page.getByText("Please select a unit for the first item.").waitFor();
    expect(await first.getByLabel("Quantity").inputValue()).toBe("5");
  });
});
