import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openPage, PHONE } from "./helpers/browser";
import { newCustomer, sharedBrowser } from "./helpers/journey";
import { type ownShop, ownShopWithCod, type StaffLogin } from "./helpers/own-shop";

/**
 * A farmer's whole way through the shop on a phone whose scripts never arrive (decision 0028):
 * sign up, log in again, add to cart from a category page, check out with cash on delivery and
 * read the order's page. Every step is a plain link or a plain POST answered with a page.
 */
const browser = sharedBrowser();
const owner: StaffLogin = {
  email: "meena@journey.example",
  name: "Meena Das",
  role: "owner",
  password: "meena-owns-42",
};
let shop: Awaited<ReturnType<typeof ownShop>>;
let base = "";

// A shop of this file's own with cash on delivery on (a new shop starts with it off), ₹30 fee.
beforeAll(async () => {
  shop = await ownShopWithCod(owner);
  base = shop.baseUrl;
}, 180_000);
afterAll(async () => {
  await shop?.stop();
});

describe("the shop with JavaScript off, end to end", () => {
  it(
    "signs up, logs in, adds to cart, orders with cash on delivery and reads the order",
    { timeout: 120_000 },
    async () => {
      const { page, context } = await openPage(browser, PHONE, { javaScript: false });
      const farmer = newCustomer("Gopal Singh", "paddy-field-2026");

      await page.goto(`${base}/signup`);
      await page.getByLabel("Full Name").fill(farmer.fullName);
      await page.getByLabel("Phone").fill(farmer.phone);
      await page.getByLabel("Email").fill(farmer.email);
      await page.getByLabel("Password", { exact: true }).fill(farmer.password);
      await page.getByLabel("Confirm Password").fill(farmer.password);
      await page.getByRole("button", { name: "Signup" }).click();
      await page.waitForURL(`${base}/`);

      // Signed out (a new browser session), then in again with the phone number.
      await context.clearCookies();
      await page.goto(`${base}/login`);
      await page.getByLabel("Email / Phone Number").fill(farmer.phone);
      await page.getByLabel("Password").fill(farmer.password);
      await page.getByRole("button", { name: "Login" }).click();
      await page.waitForURL(`${base}/`);

      // A category page's card: the 5 kg vermicompost (₹250 − ₹30).
      await page.goto(`${base}/products/fertilizers`);
      const card = page.locator("article", { hasText: "Bhoomi Gold Vermicompost" });
      await card.getByLabel("Pack size").selectOption({ label: "5 kg" });
      await card.getByRole("button", { name: "Add Bhoomi Gold Vermicompost to cart" }).click();
      await page.waitForURL(`${base}/cart?done=added`);
      await page.getByText("Product added to cart successfully.").waitFor();

      // Checkout: an address in the page, cash on delivery, the server's total, then the order.
      await page.goto(`${base}/checkout`);
      await page.getByRole("button", { name: "+ Add New Address" }).click();
      const address: Record<string, string> = {
        "Full name": farmer.fullName,
        Email: farmer.email,
        Phone: farmer.phone,
        "Street address": "Ward 4, Canal Road",
        City: "Bardhaman",
        Pincode: "713101",
      };
      for (const [label, value] of Object.entries(address))
        await page.getByLabel(label, { exact: true }).fill(value);
      await page.getByLabel("State").selectOption("West Bengal");
      await page.getByRole("button", { name: "Save Address" }).click();
      await page.waitForURL(`${base}/checkout?done=added`);
      await page.getByRole("radio", { name: "Cash on delivery" }).check();
      await page.getByRole("button", { name: "Place Order" }).click();
      // The fee was not on the screen before the choice: the page shows the new total first.
      await page
        .getByText("The total for your choices is ₹250.00. Check it, then press Place Order again.")
        .waitFor();
      await page.getByRole("button", { name: "Place Order" }).click();
      await page.waitForURL(/\/order\/\d+\?placed=1$/);
      await page.getByText("Thank you! Your order is placed.").waitFor();
      expect((await page.getByTestId("order-total").textContent())?.trim()).toBe("₹250.00");
      await page.getByText("Bhoomi Gold Vermicompost").first().waitFor();

      // The order list (My Orders) shows its line too.
      await page.goto(`${base}/order`);
      await page.getByText("Bhoomi Gold Vermicompost").first().waitFor();
      await page.getByText("₹220.00").first().waitFor();
      await context.close();
    },
  );
});
