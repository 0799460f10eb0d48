import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  PHONE_AND_DESKTOP,
  screenshot,
  scrollsSideways,
  signedInPage,
  smallTargets,
  staffSignIn,
} from "./helpers/admin";
import { seriousViolations } from "./helpers/axe";
import { DESKTOP, openPage, PHONE } from "./helpers/browser";
import { arrive, hydrated, sharedBrowser, submitLogin } from "./helpers/journey";
import { ordersByApi, type Pack } from "./helpers/orders-by-api";
import { ownShop } from "./helpers/own-shop";

// The back office's first page and the packer's desk, on a shop of this file's own: the
// dashboard of an owner (sales with a chart) and of a packer (counts only) at phone and
// desktop widths; the order list's "Paid by" filter; packing slips for two ticked orders,
// printed one to a page without prices; with JavaScript off, an owner refunds part of an order
// after a question naming the amount, and the cancel's question then names only what is left.

const browser = sharedBrowser();
const owner = {
  email: "meera@haritha.example",
  name: "Meera Das",
  role: "owner",
  password: "meera-owns-42",
} as const;
const packer = {
  email: "bikash@haritha.example",
  name: "Bikash Rai",
  role: "packer",
  password: "bikash-packs-3",
} as const;
let shop: Awaited<ReturnType<typeof ownShop>>;
let base = "";

const { call, customerAt, order, logins, staffCookieOf } = ordersByApi(() => base);

let packs: Pack[];
/** Paid online: two packs to Siliguri; paid online: one pack to Kalimpong; cash on delivery: one pack to Mirik. */
const orders = { online: 0, another: 0, cod: 0 };

beforeAll(async () => {
  shop = await ownShop([owner, packer]);
  base = shop.baseUrl;
  // A started shop has no cash-on-delivery rules until the owner saves them (Delivery & COD).
  const cod = { enabled: true, max_order_value: "5000", fee: "30", pincodes_all: true, pincodes: "" };
  const codOn = await call("/api/admin/v1/settings/cod", cod, { cookie: await staffCookieOf(owner) });
  expect(codOn.status, codOn.message).toBe(1);
  const listed = await call<
    { id: number; product_name: string; prices: { product_price_id: number; in_stock: string }[] }[]
  >("/api/products/listall/v1/", {});
  packs = listed.data
    .flatMap((p) =>
      p.prices
        .filter((x) => x.in_stock === "INSTOCK")
        .slice(0, 1)
        .map((x) => ({ product_id: p.id, product_price_id: x.product_price_id, name: p.product_name })),
    )
    .slice(0, 3);
  const ravi = await customerAt("Ravi Kumar", {
    street1: "14 Hill Cart Road",
    city: "Siliguri",
    pincode: "734001",
  });
  const dawa = await customerAt("Dawa Sherpa", {
    street1: "Rishi Road",
    city: "Kalimpong",
    pincode: "734301",
  });
  const maya = await customerAt("Maya Gurung", { street1: "Lake Side", city: "Mirik", pincode: "734214" });
  orders.online = await order(ravi, [packs[0], packs[1]], "ONLINE");
  orders.another = await order(dawa, [packs[2]], "ONLINE");
  orders.cod = await order(maya, [packs[2]], "COD");
  // Maya's number is not confirmed yet: the shop called her and confirms it (decision 0037).
  const confirmed = await call(
    "/api/admin/v1/orders/confirm-cod",
    { order_id: orders.cod },
    { cookie: await staffCookieOf(owner) },
  );
  expect(confirmed.status, confirmed.message).toBe(1);
}, 180_000);
afterAll(async () => {
  await shop?.stop();
});

describe("the dashboard", () => {
  for (const [who, member] of [
    ["an owner", owner],
    ["a packer", packer],
  ] as const) {
    it(`fits a 360 px phone and a 1280 px desktop for ${who}, with 44 px targets and no serious accessibility faults`, async () => {
      for (const [width, viewport] of PHONE_AND_DESKTOP) {
        const { page, context, problems } = await signedInPage(browser, viewport, member, base);
        const toPack = page.getByRole("link", { name: "Paid, waiting to be packed" });
        expect((await toPack.innerText()).replace(/\s+/g, " ")).toBe("2 Paid, waiting to be packed");
        const cod = page.getByRole("link", { name: "Cash on delivery, waiting to be packed" });
        expect((await cod.innerText()).replace(/\s+/g, " ")).toBe("1 Cash on delivery, waiting to be packed");
        const sales = page.getByRole("region", { name: /^Sales/ });
        if (member.role === "owner") {
          // The two online orders were paid today: the day's figure and the chart show them.
          expect(await sales.getByRole("definition").first().innerText()).toMatch(
            /₹[\d,]+\.\d\d\s+2 paid orders/,
          );
          await sales.getByRole("img", { name: /Revenue per day/ }).waitFor();
        } else {
          expect(await sales.count()).toBe(0);
          expect(await page.getByRole("main").innerText()).not.toContain("₹");
        }
        const where = `${who} at ${width}`;
        expect([where, await scrollsSideways(page)]).toEqual([where, false]);
        expect([where, await smallTargets(page)]).toEqual([where, []]);
        expect([where, await seriousViolations(page)]).toEqual([where, []]);
        await screenshot(page, `admin-dashboard-${member.role}-${width}`);
        expect(problems).toEqual([]);
        await context.close();
      }
    });
  }
});

describe("the packer's order list", () => {
  it("fits a 360 px phone with 44 px targets, as do the packing slips", async () => {
    const { page, context, problems } = await openPage(browser, PHONE);
    await staffSignIn(page, packer.email, packer.password, /\/admin$/, base);
    await page.goto(`${base}/admin/orders`);
    await hydrated(page);
    await page.getByRole("checkbox", { name: `Choose order #${orders.online} for packing slips` }).check();
    await page.getByText("1 order ticked").waitFor();
    expect(await scrollsSideways(page)).toBe(false);
    expect(await smallTargets(page)).toEqual([]);
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, "admin-orders-packer-360");
    await page.getByRole("button", { name: "Packing slips of the ticked orders" }).click();
    await page.getByRole("heading", { name: "Packing slips (1)" }).waitFor();
    expect(await scrollsSideways(page)).toBe(false);
    expect(await smallTargets(page)).toEqual([]);
    await screenshot(page, "admin-order-slips-360");
    expect(problems).toEqual([]);
    await context.close();
  });

  it("narrows the list by how the order is paid", async () => {
    const { page, context } = await openPage(browser, DESKTOP);
    await staffSignIn(page, packer.email, packer.password, /\/admin$/, base);
    /** The orders listed once the page says how many match (the new list is drawn by then). */
    const listed = async (matching: string) => {
      await page.getByText(`${matching}. Newest first.`).waitFor();
      return (await page.getByRole("table", { name: "Orders" }).getByRole("link").allInnerTexts()).sort();
    };
    const ravi = `#${orders.online} · Ravi Kumar`;
    const dawa = `#${orders.another} · Dawa Sherpa`;
    const maya = `#${orders.cod} · Maya Gurung`;
    await page.getByRole("link", { name: "Paid, waiting to be packed" }).click();
    await arrive(page, `${base}/admin/orders?status=PAID`);
    expect(await listed("2 orders match")).toEqual([ravi, dawa].sort());

    // Every status, then cash on delivery only, then paid online only.
    await page.getByRole("navigation", { name: "Order statuses" }).getByRole("link", { name: "All" }).click();
    expect(await listed("3 orders match")).toEqual([ravi, dawa, maya].sort());
    await page.getByLabel("Paid by").selectOption("COD");
    await page.getByRole("button", { name: "Show" }).click();
    await arrive(page, /payment_method=COD/);
    expect(await listed("1 order matches")).toEqual([maya]);
    await page.getByLabel("Paid by").selectOption("Online");
    await page.getByRole("button", { name: "Show" }).click();
    await arrive(page, /payment_method=Online/);
    expect(await listed("2 orders match")).toEqual([ravi, dawa].sort());
    await context.close();
  });

  it("prints packing slips for two ticked orders: one page each, lines and address, no prices but the cash to collect", async () => {
    const { page, context, problems } = await openPage(browser, DESKTOP);
    await staffSignIn(page, packer.email, packer.password, /\/admin$/, base);
    await page.goto(`${base}/admin/orders`);
    await hydrated(page);
    const slipsButton = page.getByRole("button", { name: "Packing slips of the ticked orders" });
    expect(await slipsButton.isDisabled()).toBe(true);
    await page.getByRole("checkbox", { name: `Choose order #${orders.online} for packing slips` }).check();
    await page.getByRole("checkbox", { name: `Choose order #${orders.cod} for packing slips` }).check();
    await page.getByText("2 orders ticked").waitFor();
    await slipsButton.click();
    await arrive(page, /\/admin\/orders\/slips\?ids=/);
    await page.getByRole("heading", { name: "Packing slips (2)" }).waitFor();

    const slips = page.getByRole("article");
    expect(await slips.count()).toBe(2);
    const ravi = page.getByRole("article", { name: `Packing slip for order #${orders.online}` });
    const maya = page.getByRole("article", { name: `Packing slip for order #${orders.cod}` });
    const raviText = await ravi.innerText();
    for (const words of [
      "Ravi Kumar",
      "14 Hill Cart Road",
      "Siliguri, West Bengal 734001",
      packs[0].name,
      packs[1].name,
    ])
      expect(raviText).toContain(words);
    const mayaText = await maya.innerText();
    for (const words of ["Maya Gurung", "Lake Side", "Mirik, West Bengal 734214", packs[2].name])
      expect(mayaText).toContain(words);
    expect(mayaText).not.toContain(packs[0].name);
    // A slip travels in the parcel: never a price on it; only, for cash on delivery, the cash the
    // courier collects at the door.
    expect(await ravi.innerText()).not.toMatch(/₹|\bRs\b|\bMRP\b|\bTotal\b/i);
    const cash = /Cash on delivery: collect ₹(\d+\.\d{2})/.exec(mayaText)?.[1];
    expect(cash).toBeDefined();
    expect(mayaText.replace(`Cash on delivery: collect ₹${cash}`, "")).not.toMatch(
      /₹|\bRs\b|\bMRP\b|\bTotal\b/i,
    );
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, "admin-order-slips-1280");

    // On paper: the page's own controls are gone, and each slip starts a new sheet.
    await page.emulateMedia({ media: "print" });
    for (const control of [
      page.getByRole("link", { name: "Back to orders" }),
      page.getByRole("button", { name: "Print" }),
      page.getByRole("heading", { name: "Packing slips (2)" }),
    ])
      expect(await control.isVisible()).toBe(false);
    expect(await page.getByRole("navigation").count()).toBe(0);
    expect(await slips.evaluateAll((all) => all.map((a) => getComputedStyle(a).breakAfter))).toEqual([
      "page",
      "page",
    ]);
    const pdf = (await page.pdf({ format: "A4" })).toString("latin1");
    expect(/\/Type\s*\/Pages\b[^>]*?\/Count (\d+)/.exec(pdf)?.[1]).toBe("2");
    await page.emulateMedia({ media: "screen" });
    expect(problems).toEqual([]);
    await context.close();
  });
});

describe("a part refund with JavaScript off", () => {
  it("asks first, naming the amount, then refunds it with a credit note; the cancel's question names the rest", async () => {
    type Line = { id: number; qty: number; line_total: string };
    // Ravi's order of two packs: the first line goes back, the second is kept.
    const orderId = orders.online;
    const cookie = await staffCookieOf(owner);
    const read = async () =>
      (
        await call<{ lines: Line[]; amounts: { total: string }; refundable: string }>(
          "/api/admin/v1/orders/get",
          { order_id: orderId },
          { cookie },
        )
      ).data;
    const before = await read();
    const rupees = (s: string) =>
      `₹${Number(s).toLocaleString("en-IN", { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
    const line = before.lines[0];

    const { page, context, problems } = await openPage(browser, DESKTOP, { javaScript: false });
    await page.goto(`${base}/admin/login?next=${encodeURIComponent(`/admin/orders/${orderId}`)}`);
    await page.getByLabel("Email").fill(owner.email);
    await page.getByLabel("Password").fill(owner.password);
    await page.getByRole("button", { name: "Sign in" }).click();
    await page.waitForURL(`${base}/admin/orders/${orderId}`);
    await page.getByRole("button", { name: "Refund part of the order…" }).click();
    await page.waitForURL(/\?refund=edit/);
    const form = page.getByRole("form", { name: "Refund part of the order" });
    await form.getByRole("spinbutton").first().fill(String(line.qty));
    await form.getByLabel("Reason (the customer reads it)").fill("The packet arrived torn");
    await form.getByLabel("Put the refunded lines' packs back in stock").check();
    await form.getByRole("button", { name: "Check the refund…" }).click();

    // The question names the amount the server worked out; nothing is refunded before Yes.
    const question = page.getByRole("dialog", { name: `Refund ${rupees(line.line_total)} to the customer?` });
    await question.getByText("Reason: The packet arrived torn.").waitFor();
    expect((await read()).refundable).toBe(before.refundable);
    await question.getByRole("button", { name: `Yes, refund ${rupees(line.line_total)}` }).click();
    await page
      .getByRole("status")
      .getByText(
        `${rupees(line.line_total)} of order #${orderId} is being refunded to the customer; a credit note is issued.`,
      )
      .waitFor();
    await page
      .getByTestId("refunds")
      .getByText(`Refunded ${rupees(line.line_total)}`)
      .waitFor();
    await page.getByRole("link", { name: "Credit note" }).waitFor();
    const left = (Number(before.amounts.total) - Number(line.line_total)).toFixed(2);
    expect((await read()).refundable).toBe(left);

    // Cancelling now refunds only what is left, and its question says so.
    await page.getByRole("button", { name: "Cancel and refund…" }).click();
    await page
      .getByRole("dialog", { name: `Cancel order #${orderId} and refund ${rupees(left)} to the customer?` })
      .getByRole("link", { name: "Keep the order" })
      .click();
    await page.waitForURL(`${base}/admin/orders/${orderId}`);
    expect(problems).toEqual([]);
    await context.close();

    // The customer's order page says what came back, and why.
    const customer = await openPage(browser, PHONE, { javaScript: false });
    await customer.page.goto(`${base}/login`);
    await submitLogin(customer.page, logins["Ravi Kumar"].email, logins["Ravi Kumar"].password);
    await customer.page.waitForURL(`${base}/`);
    await customer.page.goto(`${base}/order/${orderId}`);
    const refunds = customer.page.getByRole("region", { name: "Refunds", exact: true });
    expect(await refunds.innerText()).toMatch(
      new RegExp(
        `${rupees(line.line_total).replace(".", "\\.")} refunded on[\\s\\S]*Why: The packet arrived torn`,
      ),
    );
    await customer.context.close();
  });
});
