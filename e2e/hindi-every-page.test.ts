import type { Page } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import { business } from "../lib/business";
import { posts } from "../server/db/seed/data/blog";
import { labelDetails } from "../server/db/seed/data/label-details";
import { demoLicences } from "../server/db/seed/data/regulated";
import { openPage, PHONE } from "./helpers/browser";
import { ALLOWED_WORDS, englishWords } from "./helpers/english-words";
import { baseUrl, hydrated, idle, logIn, newCustomer, sharedBrowser } from "./helpers/journey";
import { everyPage, routeSamples, type Shop } from "./helpers/route-samples";
import { callShop, demoShop, type PlacedOrder, placeOrder, signUpByApi } from "./helpers/shop-api";

// Every customer page in Hindi, signed out and signed in (a customer with a cart, orders and a
// saved address): the text a reader sees holds no English word outside a short list (brand
// and payment names, unit symbols, the shop's name; e2e/helpers/english-words.ts). Every route
// of the route table is visited, so a new page is checked the day it is added
// (docs/decisions/0017-content-in-hindi.md).

const browser = sharedBrowser();

/** Every customer page (the back office is English by design), signed out or with these orders. */
function addresses(shop: Shop, order?: PlacedOrder, waiting?: PlacedOrder): string[] {
  const [product] = shop.productIds;
  const samples = {
    ...routeSamples(shop, order, waiting),
    // Every sixth product, across the categories (the Hindi of every demo product is checked
    // by server/db/seed/seed.test.ts without a browser).
    "product-info": [
      ...new Set([...shop.productIds, ...shop.products.filter((_, i) => i % 6 === 0).map((p) => p.id)]),
    ].map((id) => `/product-info/${id}`),
    "bulk-order": ["/bulk-order", `/bulk-order/${product}`],
    "*": ["/no-such-page"],
    "search-item": ["/search-item?q=भिंडी", "/search-item?q=neem", "/search-item?q=zzzzzz"],
  };
  return everyPage(samples, (path) => path.startsWith("admin"));
}

/**
 * What a reader meets on the page: its title, its text, the hints in its fields, its choices;
 * and what a screen reader says or a long press shows: labels, titles and pictures' alt texts.
 */
async function pageText(page: Page): Promise<string> {
  return page.evaluate(() => {
    const parts = [document.title, document.body.innerText];
    for (const el of document.querySelectorAll<HTMLInputElement>(
      "input[placeholder], textarea[placeholder]",
    )) {
      parts.push(el.placeholder);
    }
    for (const el of document.querySelectorAll("option")) parts.push(el.textContent ?? "");
    for (const el of document.body.querySelectorAll("[aria-label], [title], img[alt]")) {
      for (const name of ["aria-label", "title", "alt"]) parts.push(el.getAttribute(name) ?? "");
    }
    return parts.join("\n");
  });
}

/**
 * Words that are not the shop's to translate: people's names (the blog's authors, the grievance
 * officer), a licence's issuing authority as the licence itself writes it, a product's label
 * details as its registered label prints them (maker, grade, active ingredient: marked lang="en"
 * on the page), and what the customer typed, which a page repeats (the search's query).
 */
const authors = [
  ...posts.map((p) => p.author),
  business.grievanceOfficer.name,
  ...demoLicences.map((l) => l.authority),
  ...Object.values(labelDetails).flatMap((l) => [
    l.grade ?? "",
    l.variety ?? "",
    l.manufacturer ?? "",
    l.marketer ?? "",
    ...(l.activeIngredients ?? []),
  ]),
].flatMap((text) => text.match(/[A-Za-z]+/g) ?? []);
const notTranslated = (url: string) => {
  const typed = new URL(url, baseUrl).searchParams.get("q") ?? "";
  return new Set([...ALLOWED_WORDS, ...[...authors, ...typed.split(/\s+/)].map((w) => w.toLowerCase())]);
};

/** The English words on each page: "address: word, word". */
async function englishOn(page: Page, urls: string[]): Promise<string[]> {
  const found: string[] = [];
  for (const url of urls) {
    await page.goto(`${baseUrl}${url}`, { waitUntil: "load" });
    await hydrated(page);
    await idle(page);
    expect(await page.locator("html").getAttribute("lang"), url).toBe("hi");
    const words = englishWords(await pageText(page), notTranslated(url));
    if (words.length) found.push(`${url}: ${words.join(", ")}`);
  }
  return found;
}

let shop: Shop;
beforeAll(async () => {
  shop = await demoShop();
});

describe("every customer page in Hindi", () => {
  it("finds an English word where there is one, naming the page and the word", async () => {
    expect(englishWords("कार्ट में डालें · 1 kg · Haritha Agro · WELCOME75 · hello@shop.example")).toEqual([]);
    const { page, context } = await openPage(browser, PHONE);
    await page.goto(`${baseUrl}/contact-us?lang=hi`, { waitUntil: "load" });
    await hydrated(page);
    await page.evaluate(() => {
      const p = document.createElement("p");
      p.textContent = "संपर्क करें · Add to cart";
      document.querySelector("main")?.append(p);
    });
    // The page names the grievance officer, a person: not the shop's to translate.
    expect(englishWords(await pageText(page), notTranslated("/contact-us"))).toEqual(["Add", "to", "cart"]);
    await context.close();
  });

  it("signed out: no English word on any page", { timeout: 600_000 }, async () => {
    const { page, context } = await openPage(browser, PHONE);
    await page.goto(`${baseUrl}/?lang=hi`);
    expect(await englishOn(page, addresses(shop))).toEqual([]);
    await context.close();
  });

  it(
    "signed in, with a cart, orders and a saved address: no English word on any page",
    { timeout: 600_000 },
    async () => {
      const customer = newCustomer("रमेश कुमार", "hindi-every-page-9");
      const session = await signUpByApi(customer);
      const address = await callShop(
        "/api/saved-address/add/v1",
        {
          fullname: customer.fullName,
          email: customer.email,
          phone: customer.phone,
          street1: "गांधी रोड, मकान 12",
          city: "सिलीगुड़ी",
          state: "West Bengal",
          pincode: "734001",
          landmark: "",
        },
        session,
      );
      expect(address.status, address.message).toBe(1);
      const inStock = shop.products.flatMap((p) =>
        p.prices
          .filter((pr) => pr.in_stock === "INSTOCK")
          .map((pr) => ({ product_id: p.id, product_price_id: pr.product_price_id })),
      );
      const paid = await placeOrder(session, [inStock[0], inStock[5]], true);
      const waiting = await placeOrder(session, [inStock[9]], false);
      await callShop("/api/cart/add/v1/", { ...inStock[12], qty: 2 }, session);

      const { page, context } = await openPage(browser, PHONE);
      await logIn(page, customer.email, customer.password);
      await page.goto(`${baseUrl}/?lang=hi`);
      expect(await englishOn(page, addresses(shop, paid, waiting))).toEqual([]);
      await context.close();
    },
  );
});
