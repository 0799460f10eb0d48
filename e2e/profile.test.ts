import { describe, expect, it } from "vitest";
import { seriousViolations } from "./helpers/axe";
import { openPage, PHONE } from "./helpers/browser";
import { baseUrl, hydrated, logIn, newCustomer, seeAll, sharedBrowser, signUp } from "./helpers/journey";
import { callShop, sessionIn } from "./helpers/shop-api";

const browser = sharedBrowser();
const meera = newCustomer("Meera Iyer", "orchard-plan-3");
const { email, password } = meera;

describe("the account area", () => {
  it("greets the customer, updates the profile with the email read-only, and changes the password with the spec's messages", async () => {
    const { page, context } = await openPage(browser, PHONE);
    await signUp(page, meera);
    await page.goto(`${baseUrl}/profile`);
    await hydrated(page);
    expect(await page.locator("main section h2").first().textContent()).toBe("Hello Meera Iyer!");
    expect(await page.locator("main").textContent()).toContain(email);
    expect(await seriousViolations(page)).toEqual([]);

    await page.getByRole("link", { name: "Update Profile" }).click();
    await page.waitForURL(/tab=update/);
    await page.getByRole("heading", { name: "Update Profile" }).waitFor();
    expect(await page.getByLabel("Email").getAttribute("readonly")).not.toBeNull();
    await page.getByLabel("Full Name").fill("Meera K. Iyer");
    await page.getByRole("button", { name: "Update Profile" }).click();
    await page.getByText("Profile updated successfully.").first().waitFor();

    await page.getByRole("link", { name: "Change Password" }).click();
    await page.waitForURL(/tab=password/);
    await page.getByRole("heading", { name: "Change Password" }).waitFor();
    await page.getByRole("button", { name: "Change Password" }).click();
    await seeAll(page, ["Enter current password.", "Enter new password.", "Enter confirm password."]);
    await page.getByLabel("Current Password").fill(password);
    await page.getByLabel("New Password").fill("orchard-plan-4");
    await page.getByLabel("Confirm Password").fill("orchard-plan-5");
    await page.getByRole("button", { name: "Change Password" }).click();
    await page.getByText("New password and confirm password do not match.").waitFor();
    await page.getByLabel("Current Password").fill("not-my-password");
    await page.getByLabel("Confirm Password").fill("orchard-plan-4");
    await page.getByRole("button", { name: "Change Password" }).click();
    await page.getByText("Current password is incorrect.").first().waitFor();
    await page.getByLabel("Current Password").fill(password);
    await page.getByRole("button", { name: "Change Password" }).click();
    await page.getByText("Password changed successfully.").first().waitFor();

    await page.getByRole("link", { name: "My Account" }).click();
    await page.waitForURL(/tab=account/);
    await page.getByRole("heading", { name: "Hello Meera K. Iyer!" }).waitFor();

    // Sign Out tab: keys cleared, account pages closed again.
    await page.getByRole("button", { name: "Sign Out" }).click();
    await page.waitForURL(`${baseUrl}/login`);
    expect(await page.evaluate(() => localStorage.length)).toBe(0);
    await page.goto(`${baseUrl}/profile`);
    expect(page.url()).toBe(`${baseUrl}/login?redirectTo=%2Fprofile`);
    await context.close();
  });

  it("shows 99+ on the cart badge above 99 lines, and the sidebar's customer entries", async () => {
    const { page, context } = await openPage(browser, PHONE);
    await logIn(page, email, "orchard-plan-4");
    const session = await sessionIn(page);
    const all =
      await callShop<{ id: number; prices: { product_price_id: number; in_stock: string }[] }[]>(
        "/api/products/listall/v1/",
      );
    let added = 0;
    for (const p of all.data) {
      for (const price of p.prices) {
        if (added >= 100 || price.in_stock !== "INSTOCK") continue;
        const r = await callShop(
          "/api/cart/add/v1/",
          { product_id: p.id, product_price_id: price.product_price_id, qty: 1 },
          session,
        );
        if (r.status === 1) added++;
      }
    }
    expect(added).toBe(100);
    await page.reload();
    await hydrated(page);
    expect(await page.getByRole("button", { name: "Cart, 100 items" }).locator("span").textContent()).toBe(
      "99+",
    );
    await page.getByRole("button", { name: "Open menu" }).click();
    const sidebar = page.locator("#sidebar");
    expect(await sidebar.getByRole("link", { name: "Bulk Order" }).getAttribute("href")).toBe("/bulk-order");
    expect(await sidebar.getByRole("link", { name: "Cart" }).getAttribute("href")).toBe("/cart");
    expect(await sidebar.getByRole("link", { name: "Account" }).getAttribute("href")).toBe("/profile");
    await context.close();
  });
});
