import { readFileSync } from "node:fs";
import { Secret, TOTP } from "otpauth";
import type { Page } from "playwright-core";
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

/** The last invitation link the server's log holds for `email` (no SMTP_URL: emails are logged). */
async function invitationLink(email: string): Promise<string> {
  for (let i = 0; i < 50; i++) {
    const log = readFileSync(serverLog, "utf8");
    const lines = log.split("\n").filter((l) => l.includes(email) && l.includes("/admin/invite?token="));
    const match = /\/admin\/invite\?token=[A-Za-z0-9_-]+/.exec(lines.at(-1) ?? "");
    if (match) return match[0];
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`no invitation for ${email} in the server's log`);
}

/** Invites a member from the staff page and has them choose their password from the emailed link. */
async function inviteAndAccept(
  page: Page,
  member: { name: string; email: string; role: string; password: string },
) {
  await page.goto(`${baseUrl}/admin/staff`);
  await hydrated(page);
  const form = page.getByRole("region", { name: "Invite a staff member" });
  await form.getByLabel("Name").fill(member.name);
  await form.getByLabel("Email").fill(member.email);
  await form.getByLabel("Role").selectOption(member.role);
  await form.getByRole("button", { name: "Send the invitation" }).click();
  await form.getByText(`Invitation sent to ${member.email}.`).waitFor();
  const link = await invitationLink(member.email);
  const { page: theirs, context } = await openPage(browser, PHONE);
  await theirs.goto(`${baseUrl}${link}`);
  await hydrated(theirs);
  await theirs.getByText(`For ${member.name} (${member.email}).`).waitFor();
  expect(await seriousViolations(theirs)).toEqual([]);
  await theirs.getByLabel("Password (at least 8 characters)").fill(member.password);
  await theirs.getByLabel("The same password again").fill(member.password);
  await theirs.getByRole("button", { name: "Set my password" }).click();
  await theirs.getByText("Your password is set. Please sign in.").waitFor();
  await context.close();
}

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

  it("the owner invites a packer and a manager; each role opens only its own pages and calls only its own API", async () => {
    const stamp = Date.now() % 1e6;
    const packer = {
      name: "Ravi Packer",
      email: `packer${stamp}@haritha.example`,
      role: "packer",
      password: "packs-boxes-7",
    };
    const manager = {
      name: "Kiran Manager",
      email: `manager${stamp}@haritha.example`,
      role: "manager",
      password: "runs-shop-7",
    };
    const { page, context } = await openPage(browser, DESKTOP);
    await staffSignIn(page, owner.email, owner.password);
    await inviteAndAccept(page, packer);
    await inviteAndAccept(page, manager);
    await page.goto(`${baseUrl}/admin/staff`);
    await hydrated(page);
    const staffTable = page.getByRole("table", { name: "Staff members" });
    await staffTable.getByRole("cell", { name: packer.email }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, "admin-staff-1280");
    await page.goto(`${baseUrl}/admin/audit`);
    await hydrated(page);
    await page
      .getByRole("table", { name: "Audit entries" })
      .getByText("accept-invite staff")
      .first()
      .waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, "admin-audit-1280");
    await page.goto(`${baseUrl}/admin/settings`);
    await hydrated(page);
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, "admin-settings-1280");
    await context.close();

    for (const [member, refusedPage, roleWord] of [
      [packer, "/admin/staff", "owner"],
      [manager, "/admin/settings", "owner"],
    ] as const) {
      const phone = await openPage(browser, PHONE);
      await staffSignIn(phone.page, member.email, member.password);
      const nav = phone.page.getByRole("navigation", { name: "Back office" }).first();
      expect(await nav.getByRole("link", { name: "Staff", exact: true }).count()).toBe(0);
      const res = await phone.page.goto(`${baseUrl}${refusedPage}`);
      expect(res?.status()).toBe(403);
      await phone.page.getByRole("heading", { name: "You cannot open this page" }).waitFor();
      await phone.page.getByText(`it needs the ${roleWord} role`).waitFor();
      expect(await scrollsSideways(phone.page)).toBe(false);
      expect(await seriousViolations(phone.page)).toEqual([]);
      await screenshot(phone.page, `admin-403-${member.role}-360`);
      // Nor through the API, with the page's own cookie and origin.
      const answer = await phone.page.evaluate(async () => {
        const r = await fetch("/api/admin/v1/staff/list", {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: "{}",
        });
        return { status: r.status, body: await r.json() };
      });
      expect(answer.status).toBe(403);
      expect(answer.body.message).toContain("it needs the owner role");
      await phone.page.goto(`${baseUrl}/admin/account`);
      await hydrated(phone.page);
      expect(await scrollsSideways(phone.page)).toBe(false);
      expect(await seriousViolations(phone.page)).toEqual([]);
      await screenshot(phone.page, `admin-account-${member.role}-360`);
      await phone.context.close();
    }
    const phone = await openPage(browser, PHONE);
    await staffSignIn(phone.page, owner.email, owner.password);
    for (const path of ["/admin/staff", "/admin/audit", "/admin/settings"]) {
      await phone.page.goto(`${baseUrl}${path}`);
      await hydrated(phone.page);
      expect(await scrollsSideways(phone.page), path).toBe(false);
      expect(await seriousViolations(phone.page), path).toEqual([]);
      await screenshot(phone.page, `${path.slice(1).replace("/", "-")}-360`);
    }
    await phone.context.close();
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

  it("the owner changes the shop's address on the settings page and the storefront shows it at once", async () => {
    const { page, context } = await openPage(browser, DESKTOP);
    await staffSignIn(page, owner.email, owner.password);
    const edit = async (address: string) => {
      await page.goto(`${baseUrl}/admin/settings`);
      await hydrated(page);
      const before = await page.getByLabel("Address", { exact: true }).inputValue();
      await page.getByLabel("Address", { exact: true }).fill(address);
      await page.getByRole("button", { name: "Save the shop's details" }).click();
      await page.locator("#main").getByText("The shop's details are saved.").waitFor();
      return before;
    };
    const original = await edit("7 Hill Cart Road, Siliguri, West Bengal 734001");
    await page.goto(`${baseUrl}/`);
    await page.getByRole("contentinfo").getByText("7 Hill Cart Road, Siliguri, West Bengal 734001").waitFor();
    await edit(original);
    await page.goto(`${baseUrl}/`);
    await page.getByRole("contentinfo").getByText(original).waitFor();
    await context.close();
  });

  it("switches on two-factor sign-in from the account page; signing in then asks for the code", async () => {
    const { page, context, problems } = await openPage(browser, PHONE);
    await staffSignIn(page, owner.email, owner.password);
    await page.goto(`${baseUrl}/admin/account`);
    await hydrated(page);
    await page.getByRole("button", { name: "Set up two-factor sign-in" }).click();
    await page.getByRole("img", { name: "QR code to add the shop to your authenticator app" }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, "admin-two-factor-360");
    const secret = (await page.locator("main code").textContent()) ?? "";
    const totp = new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30 });
    await page
      .getByLabel("The 6-digit code the app shows")
      .fill(totp.generate({ timestamp: Date.now() - 30_000 }));
    await page.getByRole("button", { name: "Switch it on" }).click();
    await page.getByText("Your recovery codes").waitFor();
    const recovery = (await page.locator("main ul.font-mono li").allTextContents()).filter(Boolean);
    expect(recovery).toHaveLength(10);
    await page.getByRole("button", { name: "Sign out" }).click();
    await page.waitForURL(/\/admin\/login$/);
    await hydrated(page);
    await page.getByLabel("Email").fill(owner.email);
    await page.getByLabel("Password").fill(owner.password);
    await page.getByRole("button", { name: "Sign in" }).click();
    const code = page.getByLabel("Code from your authenticator app, or a recovery code");
    await code.waitFor();
    await code.fill(recovery[0]);
    await page.getByRole("button", { name: "Sign in" }).click();
    await page.waitForURL(/\/admin$/);
    // Off again, with the password.
    await page.goto(`${baseUrl}/admin/account`);
    await hydrated(page);
    await page.getByLabel("Your password, to switch it off").fill(owner.password);
    await page.getByRole("button", { name: "Switch two-factor sign-in off" }).click();
    await page.getByText("Two-factor sign-in is off.").first().waitFor();
    expect(problems).toEqual([]);
    await context.close();
  });
});
