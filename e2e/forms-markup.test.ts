import type { RouteConfigEntry } from "@react-router/dev/routes";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import routes from "../app/routes";
import { addToCart, newBuyer, placeOrder } from "./helpers/buyers";
import { ownShop, type StaffLogin } from "./helpers/own-shop";

/**
 * Every page's HTML as the server sends it, before any script runs (a phone on a slow link):
 * a form that holds a password must post it, never put it in the address (decision 0028).
 * Every route of app/routes.ts is rendered, signed out and signed in.
 */

const owner: StaffLogin = {
  email: "forms.owner@shop.example",
  name: "Forms Owner",
  role: "owner",
  password: "owner-pass-2024",
};

let shop: Awaited<ReturnType<typeof ownShop>>;
let customerCookie = "";
let staffCookie = "";
let orderId = 0;
let customerId = 0;

beforeAll(async () => {
  shop = await ownShop([owner]);
  const buyer = await newBuyer(shop.baseUrl, "forms");
  customerCookie = `sid=${buyer.auth.sessionkey}`;
  customerId = buyer.auth.user_id;
  await addToCart(buyer, { product_id: 1, product_price_id: 1 });
  orderId = (await placeOrder(buyer)).data.order_id;
  const res = await fetch(`${shop.baseUrl}/api/admin/v1/login`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ email: owner.email, password: owner.password }),
  });
  staffCookie = /staff_session=[^;]+/.exec(res.headers.get("set-cookie") ?? "")?.[0] ?? "";
  expect(staffCookie).not.toBe("");
}, 120_000);

afterAll(async () => {
  await shop?.stop();
});

/** Each route's full path pattern, from the route table. */
function patterns(entries: RouteConfigEntry[], prefix = ""): string[] {
  return entries.flatMap((r) => {
    const here = r.path === undefined ? prefix : `${prefix}/${r.path}`.replace(/\/+/g, "/");
    const own = r.path !== undefined || r.index ? [here || "/"] : [];
    return [...own, ...patterns(r.children ?? [], here)];
  });
}

/** An address of each pattern that shows a real page (the ids exist in the demo shop or this test's). */
function sampleOf(pattern: string): string | undefined {
  if (/\.(txt|xml)$|\/export$|\*$/.test(pattern)) return undefined; // files and the not-found pages
  return pattern
    .replace(/\/:[a-zA-Z]+\?/g, "")
    .replace(":category", "fertilizers")
    .replace(":orderId", String(orderId))
    .replace(":customerId", String(customerId))
    .replace(":title", "1")
    .replace(/:[a-zA-Z]+Id|:id/g, "1");
}

/** The opening tag and inside of each form of a page. */
const formsOf = (html: string) =>
  [...html.matchAll(/<form\b([^>]*)>([\s\S]*?)<\/form>/gi)].map((m) => ({ tag: m[1], inside: m[2] }));

const method = (tag: string) => /\bmethod="?(\w+)/i.exec(tag)?.[1]?.toLowerCase();

const addresses = () => {
  const list = patterns(routes).flatMap((p) => sampleOf(p) ?? []);
  // Login pages with a destination, and the reset step of a forgotten password.
  return [...new Set([...list, "/login/product/1", "/forgot-password/reset/not-a-real-token"])];
};

describe("every page's forms, before the scripts run", () => {
  it("never leaves a password to go out in an address, signed out or in", async () => {
    const found: string[] = [];
    let pages = 0;
    for (const path of addresses()) {
      const cookie = path.startsWith("/admin") ? staffCookie : customerCookie;
      for (const who of ["guest", cookie]) {
        const res = await fetch(`${shop.baseUrl}${path}`, {
          headers: who === "guest" ? {} : { cookie: who },
          redirect: "manual",
        });
        if (!(res.headers.get("content-type") ?? "").startsWith("text/html")) continue;
        pages++;
        for (const form of formsOf(await res.text())) {
          if (/type="password"/i.test(form.inside) && method(form.tag) !== "post")
            found.push(`${path} (${who === "guest" ? "signed out" : "signed in"}): <form${form.tag}>`);
        }
      }
    }
    expect(pages).toBeGreaterThan(50);
    expect(found).toEqual([]);
  }, 120_000);
});
