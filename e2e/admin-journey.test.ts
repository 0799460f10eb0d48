import { readFileSync } from "node:fs";
import { describe, expect, inject, it } from "vitest";
import { screenshot, scrollsSideways, staffSignIn } from "./helpers/admin";
import { seriousViolations } from "./helpers/axe";
import { DESKTOP, openPage, PHONE } from "./helpers/browser";
import { baseUrl, hydrated, sharedBrowser } from "./helpers/journey";

// The back office in a real browser: the first owner from the start-up log's setup link,
// sign-in, the shell at phone and desktop widths, and the storefront left without a byte of it.

const browser = sharedBrowser();
const serverLog = inject("serverLog");
const owner = {
  name: "Meera Das",
  email: `owner${Date.now() % 1e6}@haritha.example`,
  password: "first-owner-42",
};

/** The setup link the server printed at start-up (the server has no owner yet). */
function setupLink(): string {
  const match = /"setupUrl":"([^"]+)"/.exec(readFileSync(serverLog, "utf8"));
  if (!match) throw new Error("the server printed no setup link");
  return new URL(match[1]).pathname + new URL(match[1]).search;
}

describe("the back office", () => {
  it("creates the first owner from the setup link, once, and signs them in", async () => {
    const { page, context, problems } = await openPage(browser, PHONE);
    const link = setupLink();
    await page.goto(`${baseUrl}${link}`);
    await hydrated(page);
    expect(await page.locator('meta[name="robots"]').getAttribute("content")).toBe("noindex, nofollow");
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, "admin-setup-360");
    await page.getByRole("button", { name: "Create the owner" }).click();
    await page.getByText("Enter the staff member's name.").waitFor();
    await page.getByLabel("Your name").fill(owner.name);
    await page.getByLabel("Email").fill(owner.email);
    await page.getByLabel("Password (at least 8 characters)").fill(owner.password);
    await page.getByLabel("The same password again").fill(owner.password);
    await page.getByRole("button", { name: "Create the owner" }).click();
    await page.getByText("The owner account is ready. Please sign in.").waitFor();

    // The link works once.
    await page.goto(`${baseUrl}${link}`);
    await page.getByText("This setup link is invalid or has been used.").waitFor();

    await staffSignIn(page, owner.email, owner.password);
    await page.getByRole("heading", { name: "Dashboard" }).waitFor();
    await page.getByText(`Welcome, ${owner.name}.`).waitFor();
    expect(await scrollsSideways(page)).toBe(false);
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, "admin-dashboard-360");
    expect(problems).toEqual([]);
    await context.close();
  });

  it("sends a signed-out visitor to the sign-in page and back where they were going", async () => {
    const { page, context } = await openPage(browser, DESKTOP);
    await page.goto(`${baseUrl}/admin/no-such-page`);
    await page.waitForURL(/\/admin\/login\?next=%2Fadmin%2Fno-such-page/);
    await hydrated(page);
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, "admin-login-1280");
    await page.getByLabel("Email").fill(owner.email);
    await page.getByLabel("Password").fill("wrong-password");
    await page.getByRole("button", { name: "Sign in" }).click();
    await page.getByRole("alert").getByText("Wrong email or password.").waitFor();
    await page.getByLabel("Password").fill(owner.password);
    await page.getByRole("button", { name: "Sign in" }).click();
    await page.waitForURL(/\/admin\/no-such-page$/);
    await page.getByRole("heading", { name: "No such page" }).waitFor();
    await page.goto(`${baseUrl}/admin`);
    await hydrated(page);
    await page
      .getByRole("navigation", { name: "Back office" })
      .getByRole("link", { name: "Dashboard" })
      .waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, "admin-dashboard-1280");
    await page.getByRole("button", { name: "Sign out" }).click();
    await page.waitForURL(/\/admin\/login$/);
    await context.close();
  });

  it("leaves the storefront's pages without the back office's styles or scripts, nor its cookie", async () => {
    const { page, context } = await openPage(browser, PHONE);
    await staffSignIn(page, owner.email, owner.password);
    const adminAssets = await page.evaluate(() =>
      performance
        .getEntriesByType("resource")
        .map((r) => new URL(r.name).pathname)
        .filter((p) => p.startsWith("/assets/")),
    );
    const shopRequests: { url: string; cookie: string }[] = [];
    page.on("request", async (req) =>
      shopRequests.push({ url: new URL(req.url()).pathname, cookie: (await req.allHeaders()).cookie ?? "" }),
    );
    await page.goto(`${baseUrl}/`, { waitUntil: "networkidle" });
    await hydrated(page);
    const adminOnly = adminAssets.filter((a) => /\/(layout|shell|dashboard|setup)-/.test(a));
    expect(adminOnly.length).toBeGreaterThan(0);
    const loaded = shopRequests.map((r) => r.url);
    expect(loaded.filter((u) => adminOnly.includes(u))).toEqual([]);
    expect(shopRequests.filter((r) => r.cookie.includes("staff_session"))).toEqual([]);
    await context.close();
  });
});
