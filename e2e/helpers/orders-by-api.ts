import { expect } from "vitest";
import { newCustomer } from "./journey";

/**
 * Customers and their orders made over a shop's JSON API, as the storefront makes them: sign up
 * with a delivery address, fill the cart, place the order, pay in the sandbox (or cash on
 * delivery). `base` is read at each call (a file's own shop starts in its beforeAll).
 */
export type Session = { user_id: number; sessionkey: string };
export type Pack = { product_id: number; product_price_id: number; name: string };

export function ordersByApi(base: () => string) {
  /** A JSON call to the shop; `headers` for a staff member's cookie. */
  async function call<T = unknown>(path: string, body: object, headers: Record<string, string> = {}) {
    const res = await fetch(`${base()}${path}`, {
      method: "POST",
      headers: { "content-type": "application/json", ...headers },
      body: JSON.stringify(body),
    });
    return (await res.json()) as { status: number; message: string; data: T };
  }

  /** Each customer's email and password, by name (to sign in as them in the browser). */
  const logins: Record<string, { email: string; password: string }> = {};

  /** A customer signed up and given a delivery address, through the API as the pages do it. */
  async function customerAt(fullName: string, address: { street1: string; city: string; pincode: string }) {
    const c = newCustomer(fullName, "monsoon-crop-9");
    logins[fullName] = { email: c.email, password: c.password };
    const signup = await call("/api/signup/v1/", {
      fullname: c.fullName,
      phonenumber: c.phone,
      email: c.email,
      password: c.password,
      confirmpassword: c.password,
    });
    expect(signup.status, signup.message).toBe(1);
    const login = await call<{ userid: number; session_key: string }>("/api/login/v1/", {
      email: c.email,
      password: c.password,
    });
    const session = { user_id: login.data.userid, sessionkey: login.data.session_key };
    const saved = await call("/api/saved-address/add/v1", {
      ...session,
      fullname: fullName,
      email: c.email,
      phone: c.phone,
      state: "West Bengal",
      ...address,
    });
    expect(saved.status, saved.message).toBe(1);
    return session;
  }

  /** An order of these packs (one each): paid online in the sandbox, or cash on delivery. */
  async function order(session: Session, packs: Pack[], method: "ONLINE" | "COD") {
    for (const p of packs) {
      const added = await call("/api/cart/add/v1/", {
        ...session,
        product_id: p.product_id,
        product_price_id: p.product_price_id,
        qty: 1,
      });
      expect(added.status, added.message).toBe(1);
    }
    const [address] = (await call<{ id: number }[]>("/api/saved-address/lists/v1", session)).data;
    const placed = await call<{ id: string; order_id: number }>("/api/payment_request/v2/", {
      ...session,
      address_id: address.id,
      payment_method: method,
    });
    expect(placed.status, placed.message).toBe(1);
    if (method === "ONLINE") {
      const signed = await (
        await fetch(`${base()}/sandbox/pay`, {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: JSON.stringify({ order_id: placed.data.id, outcome: "success" }),
        })
      ).json();
      expect((await call("/api/payment_response/v1/", { ...session, ...signed })).status).toBe(1);
    }
    return placed.data.order_id;
  }

  /** A staff member's cookie, signed in through the admin API. */
  async function staffCookieOf(member: { email: string; password: string }) {
    const login = await fetch(`${base()}/api/admin/v1/login`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ email: member.email, password: member.password }),
    });
    return /staff_session=[^;]+/.exec(login.headers.get("set-cookie") ?? "")?.[0] ?? "";
  }

  return { call, customerAt, order, logins, staffCookieOf };
}
