import { describe, expect, it } from "vitest";
import { screenshot, scrollsSideways } from "./helpers/admin";
import { seriousViolations } from "./helpers/axe";
import { DESKTOP, openPage, PHONE } from "./helpers/browser";
import { baseUrl, hydrated, newCustomer, sharedBrowser, signUp, visit } from "./helpers/journey";
import { callShop, sessionIn } from "./helpers/shop-api";

const browser = sharedBrowser();

describe("a business buyer's tax invoice", () => {
  it("claims GST input credit at checkout, then opens the invoice from the order page on a phone and a desktop", async () => {
    const { page, context, problems } = await openPage(browser, PHONE);
    await signUp(page, newCustomer("Meena Traders", "input-credit-27"));
    const session = await sessionIn(page);
    await callShop(
      "/api/saved-address/add/v1",
      {
        fullname: "Meena Gurung",
        email: "meena@example.com",
        phone: "9876500222",
        street1: "Hill Cart Road, Ward 12",
        city: "Siliguri",
        state: "West Bengal",
        pincode: "734001",
      },
      session,
    );
    const product = await callShop<{ prices: { product_price_id: number }[] }>("/api/products/details/v1/", {
      product_id: 3,
    });
    await callShop(
      "/api/cart/add/v1/",
      { product_id: 3, product_price_id: product.data.prices[0].product_price_id, qty: 2 },
      session,
    );

    await page.goto(`${baseUrl}/checkout`);
    await hydrated(page);
    await page.getByText("Claim GST input credit (business buyers)").click();
    await page.getByLabel("GSTIN").fill("19aaach1234f1z5");
    await page.getByLabel("Registered business name").fill("Meena Agro Traders");
    await page.getByRole("button", { name: "Place Order" }).click();
    await page
      .getByText("This GSTIN's last character does not match the rest: check it for a typing mistake.")
      .waitFor();
    expect(await page.getByRole("dialog", { name: "Test payment (sandbox mode)" }).count()).toBe(0);
    expect(await scrollsSideways(page)).toBe(false);
    await screenshot(page, "checkout-gst-360");
    await page.getByLabel("GSTIN").fill("19aaach1234f1z0");
    await page.getByRole("button", { name: "Place Order" }).click();
    const sandbox = page.getByRole("dialog", { name: "Test payment (sandbox mode)" });
    await sandbox.getByRole("button", { name: /^Pay / }).click();
    await page.waitForURL(new RegExp(`^${baseUrl}/payment-success\\?order=\\d+$`));

    const [order] = (await callShop<{ order_id: number }[]>("/api/order/lists/v1/", {}, session)).data;
    await visit(page, `/order/${order.order_id}`);
    const link = page.getByRole("link", { name: /^Tax invoice HA\/\d{4}-\d{2}\/\d{6}$/ });
    const number = ((await link.textContent()) ?? "").replace("Tax invoice ", "");
    await screenshot(page, "order-invoice-link-360");
    await link.click();
    await page.waitForURL(`${baseUrl}/invoice/${order.order_id}`);
    const invoice = page.getByTestId("invoice");
    expect(await page.getByTestId("invoice-number").textContent()).toBe(number);
    const text = (await invoice.textContent()) ?? "";
    expect(text).toContain("GSTIN: 19AAACH1234F1Z0");
    expect(text).toContain("Meena Agro Traders");
    expect(text).toContain("West Bengal (19)");
    expect(text).toMatch(/CGST/);
    expect(text).toMatch(/Rupees .+ Only/);
    expect(await scrollsSideways(page)).toBe(false);
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, "invoice-360");

    // The PDF the page links to.
    const pdf = await page.request.get(`${baseUrl}/invoice/${order.order_id}.pdf`);
    expect(pdf.status()).toBe(200);
    expect(pdf.headers()["content-type"]).toBe("application/pdf");
    expect((await pdf.body()).subarray(0, 5).toString("latin1")).toBe("%PDF-");

    // On a desktop the lines are a table with its headings; back to the order from there.
    await page.setViewportSize(DESKTOP);
    await page.reload();
    const lines = page.getByRole("table", { name: "Items (prices include GST)" });
    expect(await lines.getByRole("columnheader", { name: "Taxable value (₹)" }).isVisible()).toBe(true);
    expect(await lines.getByRole("columnheader", { name: "SGST (₹)" }).isVisible()).toBe(true);
    expect(await scrollsSideways(page)).toBe(false);
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, "invoice-1280");
    await page.getByRole("link", { name: `← Order #${order.order_id}` }).click();
    await page.waitForURL(`${baseUrl}/order/${order.order_id}`);
    expect(problems).toEqual([]);
    await context.close();
  });
});
