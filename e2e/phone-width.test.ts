import type { Page } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import { openPage, PHONE } from "./helpers/browser";
import { baseUrl, hydrated, idle, logIn, newCustomer, sharedBrowser } from "./helpers/journey";
import { everyPage, routeSamples, type Shop } from "./helpers/route-samples";
import {
  callShop,
  demoShop,
  type PlacedOrder,
  placeOrder,
  type Session,
  signUpByApi,
} from "./helpers/shop-api";

// No page may scroll sideways on a 360 px phone, whatever the data: every route of the route
// table, with the demo shop's real keys, signed out and signed in as a customer whose name,
// email and address are long, with orders in more than one state (docs/storefront.md).

const browser = sharedBrowser();

/** Every page, signed out or as the customer with these orders. */
const addresses = (shop: Shop, order?: PlacedOrder, waiting?: PlacedOrder) =>
  everyPage(routeSamples(shop, order, waiting));

/** The scroll width of the page, and what sticks out to the right when it is too wide. */
async function overflowAt(page: Page, url: string): Promise<string | undefined> {
  // "load": the page and the pictures it shows first are in; hydrated and idle: React has drawn
  // what the loaders sent. (Waiting for the network to rest as well adds half a second a page.)
  await page.goto(`${baseUrl}${url}`, { waitUntil: "load" });
  await hydrated(page);
  await idle(page);
  return page.evaluate((limit) => {
    const width = document.documentElement.scrollWidth;
    if (width <= limit) return undefined;
    const culprits: string[] = [];
    for (const el of document.body.querySelectorAll("*")) {
      const box = el.getBoundingClientRect();
      if (box.right <= limit + 0.5 || box.width === 0) continue;
      // Name the innermost elements only: their ancestors stick out because of them.
      if ([...el.children].some((c) => c.getBoundingClientRect().right > limit + 0.5)) continue;
      const id = el.id ? `#${el.id}` : "";
      const cls =
        typeof el.className === "string" && el.className
          ? `.${el.className.split(/\s+/).slice(0, 3).join(".")}`
          : "";
      culprits.push(`${el.tagName.toLowerCase()}${id}${cls} (right ${Math.round(box.right)}px)`);
      if (culprits.length === 4) break;
    }
    return `${width}px wide: ${culprits.join("; ")}`;
  }, PHONE.width);
}

async function widePages(page: Page, urls: string[]): Promise<string[]> {
  const wide: string[] = [];
  for (const url of urls) {
    const overflow = await overflowAt(page, url);
    if (overflow) wide.push(`${url}: ${overflow}`);
  }
  return wide;
}

let shop: Shop;
beforeAll(async () => {
  shop = await demoShop();
});

describe("a 360 px phone never scrolls sideways", () => {
  it("on any page of the route table, signed out", { timeout: 300_000 }, async () => {
    const { page, context } = await openPage(browser, PHONE);
    expect(await widePages(page, addresses(shop))).toEqual([]);
    await context.close();
  });

  it(
    "on any page, signed in with a long name, a 30-character email and a few orders",
    { timeout: 300_000 },
    async () => {
      const stamp = String(Date.now()).slice(-5);
      const customer = newCustomer(
        "Venkatasubramanian Chandrasekharan Ramalingeswara",
        "long-names-grow-9",
        `krishnamurthy${stamp}@example.com`,
      );
      expect(customer.email).toHaveLength(30);
      const session: Session = await signUpByApi(customer);
      const address = await callShop(
        "/api/saved-address/add/v1",
        {
          fullname: customer.fullName,
          email: customer.email,
          phone: customer.phone,
          street1: "Thiruvananthapuramnorthextensionroad, Near Sreekanteswaram Temple",
          city: "Thiruvananthapuram",
          state: "Kerala",
          pincode: "695001",
          landmark: "Opposite Chalakuzhyagriculturalsupplies",
        },
        session,
      );
      expect(address.status, address.message).toBe(1);
      const inStock = shop.products
        .flatMap((p) =>
          p.prices
            .filter((pr) => pr.in_stock === "INSTOCK")
            .map((pr) => ({ product_id: p.id, product_price_id: pr.product_price_id, name: p.product_name })),
        )
        .sort((a, b) => b.name.length - a.name.length);
      const pack = ({ product_id, product_price_id }: (typeof inStock)[number]) => ({
        product_id,
        product_price_id,
      });
      await placeOrder(session, [pack(inStock[0]), pack(inStock[1])], true);
      const paid = await placeOrder(session, [pack(inStock[2])], true);
      // One left awaiting payment; its packs stay in the cart, so the cart and checkout have lines.
      const waiting = await placeOrder(session, [pack(inStock[3])], false);
      await callShop("/api/cart/add/v1/", { ...pack(inStock[0]), qty: 1 }, session);

      const { page, context } = await openPage(browser, PHONE);
      await logIn(page, customer.email, customer.password);
      expect(await widePages(page, addresses(shop, paid, waiting))).toEqual([]);
      await context.close();
    },
  );
});
