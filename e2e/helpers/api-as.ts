import { expect } from "vitest";
import type { Customer } from "./journey";
import type { StaffLogin } from "./own-shop";
import type { Session } from "./shop-api";

/** A shop's answer to a JSON call, with the HTTP status it came with. */
export interface ApiAnswer<T> {
  http: number;
  status: number;
  message: string;
  data: T;
}

/**
 * JSON calls to a shop's API as a customer (`session`) or a staff member (`cookie`), and a staff
 * member's signed-in cookie. `base` is read at each call (a file's own shop starts in its beforeAll).
 */
export function apiAs(base: () => string) {
  async function api<T = unknown>(
    path: string,
    body: object,
    who: { cookie?: string; session?: Session } = {},
  ): Promise<ApiAnswer<T>> {
    const res = await fetch(`${base()}${path}`, {
      method: "POST",
      headers: { "content-type": "application/json", ...(who.cookie ? { cookie: who.cookie } : {}) },
      body: JSON.stringify({ ...who.session, ...body }),
    });
    return { http: res.status, ...((await res.json()) as Omit<ApiAnswer<T>, "http">) };
  }

  /** Signs the member in through the API: the cookie to send afterwards. */
  async function staffCookie(member: StaffLogin) {
    const res = await fetch(`${base()}/api/admin/v1/login`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ email: member.email, password: member.password }),
    });
    expect(res.status).toBe(200);
    return /staff_session=[^;]+/.exec(res.headers.get("set-cookie") ?? "")?.[0] as string;
  }

  /** Signs the customer up through the API, as the sign-up page does. */
  async function signUpByApi(customer: Customer) {
    const signup = await api("/api/signup/v1/", {
      fullname: customer.fullName,
      phonenumber: customer.phone,
      email: customer.email,
      password: customer.password,
      confirmpassword: customer.password,
    });
    expect(signup.status, signup.message).toBe(1);
  }

  /** Puts one of the pack in the customer's cart. */
  async function addOneToCart(session: Session, productId: number, packId: number) {
    const added = await api(
      "/api/cart/add/v1/",
      { product_id: productId, product_price_id: packId, qty: 1 },
      { session },
    );
    expect(added.status, added.message).toBe(1);
  }

  /** Staff's new MRP for a pack, with no discount, saved over the product's version as read now. */
  async function repricePack(cookie: string, pack: { productId: number; packId: number }, mrp: string) {
    const product = await api<{ version: number }>(
      "/api/admin/v1/products/get",
      { product_id: pack.productId },
      { cookie },
    );
    return api(
      "/api/admin/v1/products/price",
      { pack_id: pack.packId, version: product.data.version, mrp, discount: "0" },
      { cookie },
    );
  }

  return { api, staffCookie, signUpByApi, addOneToCart, repricePack };
}
