import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openPage, PHONE } from "./helpers/browser";
import { baseUrl, newCustomer, sharedBrowser } from "./helpers/journey";
import { ownShop, type StaffLogin } from "./helpers/own-shop";

/**
 * Signing up, logging in and the staff's own account with JavaScript off: a phone on a 2G link
 * before the page's scripts have arrived (decision 0028). Each form posts to its page, answers a
 * whole page, keeps what was typed (never a password) and never puts a password in an address.
 */
const browser = sharedBrowser();

describe("signing up and in before the scripts arrive", () => {
  it("signs up (a wrong field answered in place, values kept), then logs in and goes where it was asked", async () => {
    const { page, context } = await openPage(browser, PHONE, { javaScript: false });
    const ravi = newCustomer("Ravi Kumar", "harvest-moon-9");
    await page.goto(`${baseUrl}/signup`);
    await page.getByLabel("Full Name").fill(ravi.fullName);
    await page.getByLabel("Phone").fill(ravi.phone);
    await page.getByLabel("Email").fill("ravi@");
    await page.getByLabel("Password", { exact: true }).fill(ravi.password);
    await page.getByLabel("Confirm Password").fill(ravi.password);
    await page.getByRole("button", { name: "Signup" }).click();
    await page.getByText("Invalid email format").waitFor();
    expect(new URL(page.url()).pathname).toBe("/signup");
    expect(await page.getByLabel("Full Name").inputValue()).toBe(ravi.fullName);
    expect(await page.getByLabel("Email").inputValue()).toBe("ravi@");
    expect(await page.getByLabel("Password", { exact: true }).inputValue()).toBe("");

    await page.getByLabel("Email").fill(ravi.email);
    await page.getByLabel("Password", { exact: true }).fill(ravi.password);
    await page.getByLabel("Confirm Password").fill(ravi.password);
    await page.getByRole("button", { name: "Signup" }).click();
    await page.waitForURL(`${baseUrl}/`);
    expect((await context.cookies()).some((c) => c.name === "sid" && c.httpOnly)).toBe(true);

    // Logged out, a page that needs a login sends the customer to it and back afterwards.
    await context.clearCookies();
    await page.goto(`${baseUrl}/profile`);
    await page.waitForURL(/\/login\?redirectTo=%2Fprofile$/);
    await page.getByLabel("Email / Phone Number").fill(ravi.phone);
    await page.getByLabel("Password").fill("not-the-password");
    await page.getByRole("button", { name: "Login" }).click();
    await page.getByRole("alert").filter({ hasText: "Invalid email/phone or password" }).waitFor();
    expect(await page.getByLabel("Email / Phone Number").inputValue()).toBe(ravi.phone);
    expect(await page.getByLabel("Password").inputValue()).toBe("");
    await page.getByLabel("Password").fill(ravi.password);
    await page.getByRole("button", { name: "Login" }).click();
    await page.waitForURL(`${baseUrl}/profile`);
    await page.getByText(ravi.email).first().waitFor();
    await context.close();
  });

  it("refuses a form posted from another site before any action runs", async () => {
    const res = await fetch(`${baseUrl}/login`, {
      method: "POST",
      headers: { origin: "https://evil.example", "content-type": "application/x-www-form-urlencoded" },
      body: "email=a%40b.in&password=whatever1",
    });
    expect(res.status).toBe(403);
    expect(res.headers.get("set-cookie")).toBeNull();
  });

  it("refuses a form over 1 MiB with 413 and a sentence, before any action reads it", async () => {
    const res = await fetch(`${baseUrl}/contact-us`, {
      method: "POST",
      headers: { origin: new URL(baseUrl).origin, "content-type": "application/x-www-form-urlencoded" },
      body: `message=${"a".repeat(1_100_000)}`,
    });
    expect(res.status).toBe(413);
    expect(await res.text()).toBe("The request body is too large (1 MiB at most).");
  });

  it("answers a body that is not a form, or a field with a control character, with a sentence (400)", async () => {
    const origin = new URL(baseUrl).origin;
    const notForm = await fetch(`${baseUrl}/login`, {
      method: "POST",
      headers: { origin, "content-type": "application/json" },
      body: "{}",
    });
    expect(notForm.status).toBe(400);
    expect(await notForm.text()).toContain("The form could not be read.");
    const nul = await fetch(`${baseUrl}/signup`, {
      method: "POST",
      headers: { origin, "content-type": "application/x-www-form-urlencoded" },
      body: "fullname=Ravi%00&phonenumber=9876543210&email=r%40x.in&password=abcdefgh&confirmpassword=abcdefgh",
    });
    expect(nul.status).toBe(400);
    expect(await nul.text()).toContain("fullname must not contain control characters.");
  });
});

describe("the staff's own account before the scripts arrive", () => {
  const owner: StaffLogin = {
    email: "noscript.owner@shop.example",
    name: "Nisha Owner",
    role: "owner",
    password: "owner-pass-2024",
  };
  let shop: Awaited<ReturnType<typeof ownShop>>;
  beforeAll(async () => {
    shop = await ownShop([owner]);
  }, 120_000);
  afterAll(async () => {
    await shop?.stop();
  });

  it("changes one's own password: a wrong current one is told in place, the right one changes it", async () => {
    const signIn = await fetch(`${shop.baseUrl}/api/admin/v1/login`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ email: owner.email, password: owner.password }),
    });
    const cookie = /staff_session=([^;]+)/.exec(signIn.headers.get("set-cookie") ?? "")?.[1] ?? "";
    const { page, context } = await openPage(browser, PHONE, { javaScript: false });
    const host = new URL(shop.baseUrl).hostname;
    await context.addCookies([{ name: "staff_session", value: cookie, domain: host, path: "/admin" }]);
    await page.goto(`${shop.baseUrl}/admin/account`);
    await page.getByLabel("Current password").fill("wrong-pass-2024");
    await page.getByLabel("New password", { exact: true }).fill("fresh-pass-2025");
    await page.getByLabel("New password again").fill("fresh-pass-2025");
    await page.getByRole("button", { name: "Change password" }).click();
    await page.getByText("Your current password is not right.").first().waitFor();
    expect(await page.getByLabel("Current password").inputValue()).toBe("");

    await page.getByLabel("Current password").fill(owner.password);
    await page.getByLabel("New password", { exact: true }).fill("fresh-pass-2025");
    await page.getByLabel("New password again").fill("fresh-pass-2025");
    await page.getByRole("button", { name: "Change password" }).click();
    await page.getByText("Your password is changed.").waitFor();
    const again = await fetch(`${shop.baseUrl}/api/admin/v1/login`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ email: owner.email, password: "fresh-pass-2025" }),
    });
    expect(again.status).toBe(200);
    await context.close();
  });
});
