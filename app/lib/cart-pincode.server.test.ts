import type { AppLoadContext } from "react-router";
import { describe, expect, it } from "vitest";
import { CART_PINCODE_COOKIE, cartPincode } from "./cart-pincode.server";

const context = (lang: "en" | "hi" = "en") => ({ lang, secureCookies: false }) as unknown as AppLoadContext;
const ask = (query: string, cookie?: string) =>
  new Request(`http://shop.test/cart${query}`, cookie ? { headers: { cookie } } : {});

describe("the pincode the cart is priced for", () => {
  it("takes a typed pincode first and remembers it, else the remembered one, else the default address's", () => {
    const typed = cartPincode(ask("?pincode=%20560001%20"), context(), "734001");
    expect(typed.chosen).toEqual({ pincode: "560001", from: "typed" });
    expect(typed.setCookie).toMatch(
      new RegExp(`^${CART_PINCODE_COOKIE}=560001; Path=/; Max-Age=7776000; SameSite=Lax; HttpOnly$`),
    );
    const kept = cartPincode(ask("", `sid=x; ${CART_PINCODE_COOKIE}=560001`), context(), "734001");
    expect(kept).toEqual({ chosen: { pincode: "560001", from: "typed" } });
    expect(cartPincode(ask(""), context(), "734001")).toEqual({
      chosen: { pincode: "734001", from: "address" },
    });
    expect(cartPincode(ask(""), context(), undefined)).toEqual({ chosen: { pincode: null } });
  });

  it("forgets the typed one on an empty form, and ignores a remembered value that is no pincode", () => {
    const cleared = cartPincode(ask("?pincode=", `${CART_PINCODE_COOKIE}=560001`), context(), "734001");
    expect(cleared.chosen).toEqual({ pincode: "734001", from: "address" });
    expect(cleared.setCookie).toContain("Max-Age=0");
    expect(cartPincode(ask("", `${CART_PINCODE_COOKIE}=<b>`), context(), undefined).chosen).toEqual({
      pincode: null,
    });
  });

  it("refuses a malformed pincode with its sentence in the page's language, keeping what was remembered", () => {
    const wrong = cartPincode(ask("?pincode=12345"), context(), "734001");
    expect(wrong).toEqual({ chosen: { pincode: null, typed: "12345", error: "Enter a 6-digit pincode." } });
    expect(cartPincode(ask("?pincode=912345"), context(), undefined).chosen).toMatchObject({
      error: "This is not an Indian pincode. Check it.",
    });
    expect(cartPincode(ask("?pincode=abc"), context("hi"), undefined).chosen).toMatchObject({
      error: "6 अंकों का पिनकोड लिखें।",
    });
  });
});
