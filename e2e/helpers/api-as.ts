import { expect } from "vitest";
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

  return { api, staffCookie };
}
