import type { AppLoadContext } from "react-router";
import { pincodeField } from "../../lib/validation/fields";
import { sayIn } from "../../server/pages";

/** The pincode typed on the cart page, remembered for the next visit (docs/storefront.md, "Cart"). */
export const CART_PINCODE_COOKIE = "cart_pincode";
const NINETY_DAYS = 90 * 24 * 60 * 60;

/** Where the cart's delivery line is priced for, or why it is not. */
export type CartPincode =
  | { pincode: string; from: "typed" | "address" }
  /** No pincode yet (no default address, nothing typed), or a typed one refused with `error`. */
  | { pincode: null; typed?: string; error?: string };

const remembered = (cookieHeader: string | null) => {
  for (const part of (cookieHeader ?? "").split(";")) {
    const [name, value] = part.trim().split("=");
    if (name === CART_PINCODE_COOKIE) {
      const parsed = pincodeField.safeParse(value ?? "");
      return parsed.success ? parsed.data : undefined;
    }
  }
  return undefined;
};

/**
 * Chooses the cart's pincode: one typed now (`?pincode=`, the cart's GET form, which then
 * remembers it in a cookie), else the one remembered, else the default address's. An empty
 * form forgets the typed one; a malformed one gets its sentence in the page's language and
 * leaves what was remembered alone. Only a pincode is kept: nothing secret, nothing of an order.
 */
export function cartPincode(
  request: Request,
  context: AppLoadContext,
  defaultPincode: string | undefined,
): { chosen: CartPincode; setCookie?: string } {
  const secure = context.secureCookies ? "; Secure" : "";
  const cookie = (value: string, maxAge: number) =>
    `${CART_PINCODE_COOKIE}=${value}; Path=/; Max-Age=${maxAge}; SameSite=Lax; HttpOnly${secure}`;
  const fallback: CartPincode = defaultPincode
    ? { pincode: defaultPincode, from: "address" }
    : { pincode: null };
  const asked = new URL(request.url).searchParams.get("pincode");
  if (asked !== null) {
    if (asked.trim() === "") return { chosen: fallback, setCookie: cookie("", 0) };
    const parsed = pincodeField.safeParse(asked);
    if (!parsed.success) {
      const error = sayIn(context.lang, parsed.error.issues[0]?.message ?? "Enter a 6-digit pincode.");
      return { chosen: { pincode: null, typed: asked.slice(0, 12), error } };
    }
    return { chosen: { pincode: parsed.data, from: "typed" }, setCookie: cookie(parsed.data, NINETY_DAYS) };
  }
  const kept = remembered(request.headers.get("cookie"));
  return { chosen: kept ? { pincode: kept, from: "typed" } : fallback };
}
