import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { screenshot, scrollsSideways } from "./helpers/admin";
import { DESKTOP, openPage, PHONE } from "./helpers/browser";
import { hydrated, sharedBrowser } from "./helpers/journey";
import { ownShop } from "./helpers/own-shop";

/**
 * A farmer with a phone and no email (docs/decisions/0036-sign-in-by-phone.md): signs up with a
 * name and a mobile number, confirmed by the code the SMS carries, then signs in with a new
 * code; with the page's scripts and without them. The shop runs with SMS_PROVIDER=log, so each
 * SMS is read from the server's log, as the emails are.
 */
const browser = sharedBrowser();
let shop: Awaited<ReturnType<typeof ownShop>>;

beforeAll(async () => {
  shop = await ownShop([], { LOG_LEVEL: "info" });
}, 120_000);
afterAll(() => shop?.stop());

let numbers = 0;
/** A mobile number of this run's own (10 digits starting 7), typed the way people type it. */
const newMobile = () => {
  const digits = `7${String(Date.now() % 1_000_000).padStart(6, "0")}${String(numbers++).padStart(3, "0")}`;
  return { digits, typed: `+91 ${digits.slice(0, 5)} ${digits.slice(5)}` };
};

/** The code of the newest SMS the server logged to the number, waiting for it to arrive. */
async function codeSentTo(digits: string, after = 0): Promise<{ code: string; text: string }> {
  for (let i = 0; i < 80; i++) {
    const texts = shop.server
      .output()
      .split("\n")
      .filter((l) => l.includes(`"to":"+91${digits}"`))
      .map((l) => JSON.parse(l).sms.text as string);
    if (texts.length > after) {
      const text = texts.at(-1) as string;
      const code = /#(\d{6})$/.exec(text)?.[1];
      if (code) return { code, text };
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`no SMS code to ${digits}`);
}

const smsCount = (digits: string) =>
  shop.server
    .output()
    .split("\n")
    .filter((l) => l.includes(`"to":"+91${digits}"`)).length;

async function askCode(page: Page, mobile: string, name?: string) {
  if (name) await page.getByLabel("Full Name").fill(name);
  await page.getByRole("textbox", { name: "Mobile number" }).fill(mobile);
  await page.getByRole("button", { name: "Send code by SMS" }).click();
  await page.getByRole("status").filter({ hasText: "We have sent a 6-digit code by SMS" }).waitFor();
}

describe("signing up and in with a mobile number", () => {
  it("signs up with a name and a number, the code from the SMS confirming it (scripts on)", async () => {
    const { page, context } = await openPage(browser, PHONE);
    const mobile = newMobile();
    await page.goto(`${shop.baseUrl}/signup`);
    await hydrated(page);
    await page.getByRole("link", { name: "No email? Sign up with your mobile number" }).click();
    await page.waitForURL(/\/phone-signup$/);
    await screenshot(page, "phone-signup-360");
    // A number that is not an Indian mobile is answered on its field.
    await page.getByLabel("Full Name").fill("Ramesh Oraon");
    await page.getByRole("textbox", { name: "Mobile number" }).fill("12345");
    await page.getByRole("button", { name: "Send code by SMS" }).click();
    await page.getByText("This is not an Indian mobile number").waitFor();

    await askCode(page, mobile.typed);
    const first = await codeSentTo(mobile.digits);
    expect(first.text).toMatch(/\n@[a-z0-9.-]+ #\d{6}$/);
    const field = page.getByLabel("6-digit code");
    expect(await field.getAttribute("autocomplete")).toBe("one-time-code");
    expect(await field.getAttribute("inputmode")).toBe("numeric");
    await screenshot(page, "phone-signup-code-360");
    expect(await scrollsSideways(page)).toBe(false);

    // A wrong code is said, and the page stays on the code.
    await field.fill(first.code === "000000" ? "111111" : "000000");
    await page.getByRole("button", { name: "Create my account" }).click();
    await page.getByText("This code is not right. Check the SMS and type its 6 digits again.").waitFor();
    await page.getByLabel("6-digit code").fill(first.code);
    await page.getByRole("button", { name: "Create my account" }).click();
    await page.waitForURL(`${shop.baseUrl}/`);
    expect((await context.cookies()).some((c) => c.name === "sid" && c.httpOnly)).toBe(true);

    // The profile shows no email, and offers to set a password (none yet).
    await page.goto(`${shop.baseUrl}/profile`);
    await page.getByText("No email").waitFor();
    await page.goto(`${shop.baseUrl}/profile?tab=password`);
    await hydrated(page);
    await page.getByRole("heading", { name: "Set a password" }).waitFor();
    await screenshot(page, "profile-set-password-360");
    await page.getByLabel("New Password", { exact: true }).fill("paddy-field-42");
    await page.getByLabel("Confirm Password").fill("paddy-field-42");
    await page.getByRole("button", { name: "Set password" }).click();
    await page.getByText("Your password is set. You can now sign in with it too.").first().waitFor();
    // From now on the tab changes the password with the current one.
    await page.getByLabel("Current Password").waitFor();
    await context.close();
  });

  it("signs in with a code from the login page (scripts on), at 1280 px too", async () => {
    const mobile = newMobile();
    // The account: made through the phone signup's own steps, over HTTP.
    const { page, context } = await openPage(browser, DESKTOP);
    await page.goto(`${shop.baseUrl}/phone-signup`);
    await hydrated(page);
    await screenshot(page, "phone-signup-1280");
    await askCode(page, mobile.digits, "Sunita Munda");
    await page.getByLabel("6-digit code").fill((await codeSentTo(mobile.digits)).code);
    await page.getByRole("button", { name: "Create my account" }).click();
    await page.waitForURL(`${shop.baseUrl}/`);
    await context.clearCookies();

    await page.goto(`${shop.baseUrl}/login`);
    await hydrated(page);
    await page.getByRole("link", { name: "Sign in with an SMS code instead" }).click();
    await page.waitForURL(/\/phone-login$/);
    await screenshot(page, "phone-login-1280");
    const before = smsCount(mobile.digits);
    await askCode(page, `0${mobile.digits}`);
    await screenshot(page, "phone-login-code-1280");
    await page.getByLabel("6-digit code").fill((await codeSentTo(mobile.digits, before)).code);
    await page.getByRole("button", { name: "Sign in", exact: true }).click();
    await page.waitForURL(`${shop.baseUrl}/`);
    await page.goto(`${shop.baseUrl}/profile`);
    await page.getByText("Sunita Munda").first().waitFor();
    await context.close();
  });

  it("signs up, then signs in by code, with JavaScript off (codes only in the body)", async () => {
    const { page, context } = await openPage(browser, PHONE, { javaScript: false });
    const mobile = newMobile();
    await page.goto(`${shop.baseUrl}/phone-signup`);
    await askCode(page, mobile.typed, "Birsa Toppo");
    expect(new URL(page.url()).pathname).toBe("/phone-signup");
    await page.getByLabel("6-digit code").fill((await codeSentTo(mobile.digits)).code);
    await page.getByRole("button", { name: "Create my account" }).click();
    await page.waitForURL(`${shop.baseUrl}/`);
    expect((await context.cookies()).some((c) => c.name === "sid")).toBe(true);

    // An account made by phone may add an email on the profile; a wrong one is said, kept.
    await page.goto(`${shop.baseUrl}/profile?tab=update`);
    const email = page.getByRole("textbox", { name: "Email" });
    await email.fill("birsa-at-example");
    await page.getByRole("button", { name: "Update Profile" }).click();
    await page.getByText("Invalid email format").waitFor();
    expect(await page.getByRole("textbox", { name: "Email" }).inputValue()).toBe("birsa-at-example");
    const address = `birsa.${mobile.digits}@example.in`;
    await page.getByRole("textbox", { name: "Email" }).fill(address);
    await page.getByRole("button", { name: "Update Profile" }).click();
    await page.waitForLoadState();
    await page.goto(`${shop.baseUrl}/profile?tab=update`);
    expect(await page.getByRole("textbox", { name: "Email" }).inputValue()).toBe(address);
    expect(await page.getByRole("textbox", { name: "Email" }).getAttribute("readonly")).not.toBeNull();

    await context.clearCookies();
    await page.goto(`${shop.baseUrl}/phone-login`);
    await screenshot(page, "phone-login-360");
    // No account for a number: said at once, and no SMS goes out.
    const stranger = newMobile();
    await page.getByRole("textbox", { name: "Mobile number" }).fill(stranger.digits);
    await page.getByRole("button", { name: "Send code by SMS" }).click();
    await page.getByText("No account uses this mobile number. Sign up with it instead.").waitFor();
    expect(smsCount(stranger.digits)).toBe(0);

    const before = smsCount(mobile.digits);
    await page.getByRole("textbox", { name: "Mobile number" }).fill(mobile.digits);
    await page.getByRole("button", { name: "Send code by SMS" }).click();
    await page.getByRole("status").filter({ hasText: "We have sent a 6-digit code by SMS" }).waitFor();
    await screenshot(page, "phone-login-code-360");
    await page.getByLabel("6-digit code").fill((await codeSentTo(mobile.digits, before)).code);
    await page.getByRole("button", { name: "Sign in", exact: true }).click();
    await page.waitForURL(`${shop.baseUrl}/`);
    expect((await context.cookies()).some((c) => c.name === "sid")).toBe(true);
    await context.close();
  });

  it("resets a forgotten password by SMS code with JavaScript off, then signs in with it", async () => {
    const { page, context } = await openPage(browser, PHONE, { javaScript: false });
    const mobile = newMobile();
    await page.goto(`${shop.baseUrl}/phone-signup`);
    await askCode(page, mobile.digits, "Mangal Kisku");
    await page.getByLabel("6-digit code").fill((await codeSentTo(mobile.digits)).code);
    await page.getByRole("button", { name: "Create my account" }).click();
    await page.waitForURL(`${shop.baseUrl}/`);
    await context.clearCookies();

    await page.goto(`${shop.baseUrl}/forgot-password`);
    await page.getByRole("link", { name: /Get a code by SMS instead/ }).click();
    await page.waitForURL(/\/phone-reset$/);
    const before = smsCount(mobile.digits);
    await askCode(page, mobile.digits);
    await page.getByLabel("6-digit code").fill((await codeSentTo(mobile.digits, before)).code);
    await page.getByLabel("New Password", { exact: true }).fill("monsoon-rain-7");
    await page.getByLabel("Confirm Password").fill("monsoon-rain-7");
    await screenshot(page, "phone-reset-code-360");
    await page.getByRole("button", { name: "Set new password" }).click();
    await page.getByText("Your password has been changed. Please sign in with the new password.").waitFor();

    await page.goto(`${shop.baseUrl}/login`);
    await page.getByLabel("Email / Phone Number").fill(mobile.digits);
    await page.getByLabel("Password").fill("monsoon-rain-7");
    await page.getByRole("button", { name: "Login" }).click();
    await page.waitForURL(`${shop.baseUrl}/`);
    await context.close();
  });

  it("takes a contact message with a mobile number and no email (360 px and 1280 px)", async () => {
    for (const [viewport, width] of [
      [PHONE, 360],
      [DESKTOP, 1280],
    ] as const) {
      const { page, context } = await openPage(browser, viewport);
      await page.goto(`${shop.baseUrl}/contact-us`);
      await hydrated(page);
      const form = page.locator("#contact-form");
      await form.getByRole("button", { name: "Submit" }).click();
      await page.getByText("Give an email or a phone number, so that we can answer you.").waitFor();
      await screenshot(page, `contact-form-${width}`);
      await form.getByLabel("First name").fill("Ramesh");
      await form.getByLabel("Mobile number").fill("+91 98300 55555");
      await form.getByLabel("Message").fill("DAP 50 kg ka bhav kya hai?");
      await form.getByRole("button", { name: "Submit" }).click();
      await page.getByText("Thank you for contacting us").first().waitFor();
      expect(await scrollsSideways(page)).toBe(false);
      await context.close();
    }
  });
});
