import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startSmtpServer } from "../tests/helpers/smtp";
import { PHONE_AND_DESKTOP, screenshot, scrollsSideways, signedInPage, staffSignIn } from "./helpers/admin";
import { seriousViolations } from "./helpers/axe";
import { DESKTOP, openPage, PHONE } from "./helpers/browser";
import { hydrated, newCustomer, sharedBrowser, signUp, submitLogin } from "./helpers/journey";
import { ownShop } from "./helpers/own-shop";
import { ashaManager as manager, bikashPacker as packer } from "./helpers/staff-members";

// A bulk enquiry from the storefront's /bulk-order page answered from the back office, on a
// shop of this file's own that sends its mail to a real SMTP server: the reply reaches the
// customer's mailbox and stays in the enquiry's history. The manager then disables the
// customer's account from their page: the customer is signed out and told why at login.
// A packer sees none of it.

const browser = sharedBrowser();
let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
let shop: Awaited<ReturnType<typeof ownShop>>;
let base = "";

beforeAll(async () => {
  smtp = await startSmtpServer();
  shop = await ownShop([manager, packer], {
    SMTP_URL: smtp.url,
    MAIL_FROM: "Haritha Krishi <shop@haritha.example>",
  });
  base = shop.baseUrl;
}, 120_000);
afterAll(async () => {
  await shop?.stop();
  await smtp?.close();
});

/** The message the SMTP server received for `to` whose text contains `words` (waits for the outbox). */
async function mailTo(to: string, words: string) {
  for (let i = 0; i < 120; i++) {
    const found = smtp.received.find(
      (m) => m.includes(`To: ${to}`) && m.replace(/=\r?\n/g, "").includes(words),
    );
    if (found) return found;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`no email to ${to} containing "${words}"; received ${smtp.received.length}`);
}

/** The browser's console line for a request the server refused. */
const refusedWith = (status: 400 | 403) =>
  `console: Failed to load resource: the server responded with a status of ${status} (${status === 400 ? "Bad Request" : "Forbidden"})`;

const noProblems = async (page: Page, what: string) => {
  expect([what, await scrollsSideways(page)]).toEqual([what, false]);
  expect([what, await seriousViolations(page)]).toEqual([what, []]);
};

const buyer = newCustomer("Sonam Bhutia", "tea-garden-42");
let enquiryId = 0;

describe("a bulk enquiry answered from the back office", () => {
  it(
    "is sent from /bulk-order, found among the new enquiries on a phone, answered by email (delivered) and kept in its history",
    { timeout: 180_000 },
    async () => {
      const shopper = await openPage(browser, DESKTOP);
      await signUp(shopper.page, buyer, base);
      // Signed up and so signed in: the form starts with the account's email and phone.
      await shopper.page.goto(`${base}/bulk-order`);
      await hydrated(shopper.page);
      expect(await shopper.page.getByLabel("Email", { exact: true }).inputValue()).toBe(buyer.email);
      await shopper.page.getByLabel("Name", { exact: true }).fill("Bhutia Tea Estate");
      const item = shopper.page.getByRole("group", { name: "Item 1" });
      await item.getByLabel("Product").selectOption({ index: 1 });
      const product = (await item.getByLabel("Product").locator("option:checked").textContent()) ?? "";
      await item.getByLabel("Unit").selectOption({ index: 1 });
      await item.getByLabel("Quantity").fill("300");
      await shopper.page.getByRole("button", { name: "Send Enquiry" }).click();
      await shopper.page
        .getByRole("status")
        .getByText("bulk order enquiry has been received")
        .first()
        .waitFor();

      // The manager, on a phone: Menu → Enquiries, the new ones (the dashboard's link), the enquiry.
      const desk = await openPage(browser, PHONE);
      await staffSignIn(desk.page, manager.email, manager.password, /\/admin$/, base);
      await desk.page.getByText("Menu").click();
      await desk.page
        .getByRole("navigation", { name: "Back office" })
        .getByRole("link", { name: "Enquiries" })
        .first()
        .click();
      await desk.page.getByRole("heading", { name: "Bulk enquiries", level: 1 }).waitFor();
      await desk.page.goto(`${base}/admin/enquiries?status=new`);
      await hydrated(desk.page);
      await desk.page.getByRole("link", { name: "New (1)" }).waitFor();
      await noProblems(desk.page, "enquiries list at 360");
      await screenshot(desk.page, "admin-enquiries-360");
      const link = desk.page
        .getByRole("list", { name: "Bulk enquiries" })
        .getByRole("link", { name: /· Bhutia Tea Estate$/ });
      enquiryId = Number(/#(\d+)/.exec((await link.textContent()) ?? "")?.[1]);
      await link.click();
      await desk.page.getByRole("heading", { name: `Enquiry #${enquiryId}`, level: 1 }).waitFor();
      await hydrated(desk.page);
      await desk.page.getByText(product).waitFor();
      await desk.page.getByText("300 packs").waitFor();
      await noProblems(desk.page, "enquiry page at 360");

      // An empty reply is refused on the form; a real one is sent and kept.
      await desk.page.getByRole("button", { name: "Send reply by email" }).click();
      await desk.page.getByText("Write the reply.").first().waitFor();
      const reply = "Namaste Sonam ji, 300 packs at Rs 410 each, delivered to Mirik in 6 days.";
      await desk.page.getByLabel(`Reply to ${buyer.email}`).fill(`${reply}\n\nWarm regards`);
      expect(await desk.page.getByLabel("Status after sending").inputValue()).toBe("quoted");
      await desk.page.getByRole("button", { name: "Send reply by email" }).click();
      await desk.page.getByText(`Your reply is on its way to ${buyer.email}.`).waitFor();
      const history = desk.page.getByRole("region", { name: "History" });
      await history.getByText("Reply emailed").waitFor();
      await history.getByText(reply).waitFor();
      await history.getByText("Status: Quoted").waitFor();
      expect(await history.textContent()).toContain(manager.name);
      await desk.page.getByText(/^Quoted · received/).waitFor();
      await screenshot(desk.page, "admin-enquiry-360");

      // Delivered by the outbox to the SMTP server: the reply and what was asked for.
      const mail = await mailTo(buyer.email, reply);
      expect(mail).toContain(`Subject: Re: your bulk order enquiry #${enquiryId}`);
      expect(mail.replace(/=\r?\n/g, "")).toContain("300 packs");
      expect(mail).toContain("shop@haritha.example");

      // The list now counts it as quoted.
      await desk.page.goto(`${base}/admin/enquiries`);
      await desk.page.getByRole("link", { name: "Quoted (1)" }).waitFor();
      expect(await desk.page.getByRole("link", { name: "New (0)" }).count()).toBe(1);
      // No failed request: the empty reply is refused in the browser, with the server's rules.
      expect([shopper.problems, desk.problems]).toEqual([[], []]);
      await shopper.context.close();
      await desk.context.close();
    },
  );

  it("lets the manager disable the customer from their page: signed out at once, told why at login", async () => {
    const shopper = await openPage(browser, DESKTOP);
    await shopper.page.goto(`${base}/login`);
    await hydrated(shopper.page);
    await submitLogin(shopper.page, buyer.email, buyer.password);
    await shopper.page.waitForURL(`${base}/`);

    const desk = await openPage(browser, DESKTOP);
    await staffSignIn(desk.page, manager.email, manager.password, /\/admin$/, base);
    await desk.page.goto(`${base}/admin/enquiries/${enquiryId}`);
    await hydrated(desk.page);
    await desk.page.getByRole("link", { name: "Customer account: Sonam Bhutia" }).click();
    await desk.page.getByRole("heading", { name: "Sonam Bhutia", level: 1 }).waitFor();
    await hydrated(desk.page);
    await desk.page.getByRole("link", { name: `Enquiry #${enquiryId}` }).waitFor();
    await noProblems(desk.page, "customer page at 1280");
    await desk.page.getByText("Disable this account…").click();
    await desk.page.getByLabel("Reason (for the audit log)").fill("Asked to close the account");
    await desk.page.getByRole("button", { name: "Disable the account" }).click();
    await desk.page.getByText("Sonam Bhutia's account is disabled; 2 sessions ended.").waitFor();
    await desk.page.getByText(/^Disabled since/).waitFor();
    await screenshot(desk.page, "admin-customer-1280");

    // (Two sessions: the sign-up's, in the first journey, and this one.)
    // The customer's next page finds them signed out; signing in again is refused with the reason.
    await shopper.page.goto(`${base}/profile`);
    await shopper.page.waitForURL(/\/login/);
    await hydrated(shopper.page);
    await submitLogin(shopper.page, buyer.email, buyer.password);
    await shopper.page.getByText("This account has been disabled by the shop").first().waitFor();

    // Enabled again, the customer signs in.
    await desk.page.getByRole("button", { name: "Enable the account" }).click();
    await desk.page.getByText("Sonam Bhutia can sign in again.").waitFor();
    await submitLogin(shopper.page, buyer.email, buyer.password);
    await shopper.page.waitForURL((url) => !url.pathname.startsWith("/login"));
    // The one failed request is the refused login.
    expect([shopper.problems, desk.problems]).toEqual([[refusedWith(403)], []]);
    await shopper.context.close();
    await desk.context.close();
  });

  it(
    "draws the inbox and customer pages at 360 and 1280 px without sideways scrolling or serious accessibility faults",
    { timeout: 180_000 },
    async () => {
      const sent = await fetch(`${base}/api/contact/v1/`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({
          first_name: "Sonam",
          last_name: "Bhutia",
          email: buyer.email,
          message: "Do you deliver to Mirik?\nWe need the compost before the monsoon.",
        }),
      });
      expect(sent.status).toBe(200);
      for (const [width, viewport] of PHONE_AND_DESKTOP) {
        const { page, context, problems } = await signedInPage(browser, viewport, manager, base);
        for (const [name, address] of [
          ["enquiries", "/admin/enquiries"],
          ["enquiry", `/admin/enquiries/${enquiryId}`],
          ["messages", "/admin/messages?status=new"],
          ["message", "/admin/messages/1"],
          ["customers", `/admin/customers?q=${encodeURIComponent(buyer.email)}`],
          ["customer", "/admin/customers/1"],
        ]) {
          await page.goto(`${base}${address}`);
          await hydrated(page);
          await noProblems(page, `${address} at ${width}`);
          await screenshot(page, `admin-${name}-${width}`);
        }
        expect(problems).toEqual([]);
        await context.close();
      }
    },
  );

  it("keeps a packer out: no menu entries, 403 pages and 403 from the API", async () => {
    const { page, context } = await openPage(browser, PHONE);
    await staffSignIn(page, packer.email, packer.password, /\/admin$/, base);
    const nav = page.getByRole("navigation", { name: "Back office" }).first();
    for (const entry of ["Enquiries", "Messages", "Customers"]) {
      expect(await nav.getByRole("link", { name: entry, includeHidden: true }).count(), entry).toBe(0);
    }
    for (const address of [
      "/admin/enquiries",
      `/admin/enquiries/${enquiryId}`,
      "/admin/messages",
      "/admin/customers/1",
    ]) {
      const res = await page.goto(`${base}${address}`);
      expect([address, res?.status()]).toEqual([address, 403]);
    }
    await page.getByRole("heading", { name: "You cannot open this page" }).waitFor();
    const api = await page.evaluate(async (id) => {
      const r = await fetch("/api/admin/v1/enquiries/get", {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ enquiry_id: id }),
      });
      return r.status;
    }, enquiryId);
    expect(api).toBe(403);
    await context.close();
  });
});
