import type { Page } from "playwright-core";
import { expect } from "vitest";
import type { Customer } from "./journey";
import { baseUrl } from "./journey";

/** The customer fields every signed-in API call carries. */
export interface Session {
  user_id: number;
  sessionkey: string;
}

interface Answer<T> {
  status: 0 | 1;
  message: string;
  data: T;
}

/** Calls the shop's JSON API from the test process, as a customer when `session` is given. */
export async function callShop<T = unknown>(
  path: string,
  body: object = {},
  session?: Session,
): Promise<Answer<T>> {
  const res = await fetch(`${baseUrl}${path}`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ ...session, ...body }),
  });
  return (await res.json()) as Answer<T>;
}

/** The session of the customer signed in on the page (the keys the site keeps in localStorage). */
export async function sessionIn(page: Page): Promise<Session> {
  return page.evaluate(() => ({
    user_id: Number(localStorage.getItem("userid")),
    sessionkey: localStorage.getItem("session_key") ?? "",
  }));
}

/** Signs the customer up through the API and logs them in: their session. */
export async function signUpByApi(customer: Customer): Promise<Session> {
  const signup = await callShop("/api/signup/v1/", {
    fullname: customer.fullName,
    phonenumber: customer.phone,
    email: customer.email,
    password: customer.password,
    confirmpassword: customer.password,
  });
  expect(signup.message).toBe("Signup successful! Welcome.");
  const login = await callShop<{ userid: number; session_key: string }>("/api/login/v1/", {
    email: customer.email,
    password: customer.password,
  });
  return { user_id: login.data.userid, sessionkey: login.data.session_key };
}

/** The demo shop's real keys and ids, for visiting its parameterised pages. */
export async function demoShop() {
  const categories = await callShop<{ categorykey: string }[]>("/api/product_category/lists/v1/", {});
  const products = await callShop<
    { id: number; product_name: string; prices: { product_price_id: number; in_stock: string }[] }[]
  >("/api/products/listall/v1/", {});
  const posts = await callShop<{ blog_url_title: string }[]>("/api/blogs/listall/v1/", { limit: "all" });
  const byLongestName = [...products.data].sort((a, b) => b.product_name.length - a.product_name.length);
  return {
    categoryKeys: categories.data.map((c) => c.categorykey),
    products: products.data,
    /** The first product and the one with the longest name. */
    productIds: [...new Set([products.data[0].id, byLongestName[0].id])],
    postTitles: posts.data.map((p) => p.blog_url_title),
  };
}

export interface PlacedOrder {
  /** The shop's order id. */
  orderId: number;
  /** The payment provider's order id (what /payment-status is asked about). */
  providerOrderId: string;
}

/**
 * Puts the given packs in the cart and places an order for them to the customer's first saved
 * address, the way the checkout page does; `pay` settles it through the sandbox provider,
 * otherwise the order stays awaiting payment.
 */
export async function placeOrder(
  session: Session,
  packs: { product_id: number; product_price_id: number }[],
  pay: boolean,
): Promise<PlacedOrder> {
  for (const pack of packs) {
    const added = await callShop("/api/cart/add/v1/", { ...pack, qty: 1 }, session);
    expect(added.status, added.message).toBe(1);
  }
  const [address] = (await callShop<{ id: number }[]>("/api/saved-address/lists/v1", {}, session)).data;
  const order = await callShop<{ id: string; order_id: number }>(
    "/api/payment_request/v2/",
    { address_id: address.id },
    session,
  );
  expect(order.status, order.message).toBe(1);
  if (pay) {
    const signed = await (
      await fetch(`${baseUrl}/sandbox/pay`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ order_id: order.data.id, outcome: "success" }),
      })
    ).json();
    const settled = await callShop<{ status: boolean }>("/api/payment_response/v1/", signed, session);
    expect(settled.data.status).toBe(true);
  }
  return { orderId: order.data.order_id, providerOrderId: order.data.id };
}
