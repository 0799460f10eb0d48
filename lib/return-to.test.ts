import { describe, expect, it } from "vitest";
import { afterLoginPath, loginPath, pendingAddOf, productPathWithAdd, safeReturnPath } from "./return-to";

describe("where login returns a customer", () => {
  it("follows paths of this shop, with their query", () => {
    expect(safeReturnPath("/checkout")).toBe("/checkout");
    expect(safeReturnPath("/profile?tab=orders")).toBe("/profile?tab=orders");
    expect(safeReturnPath("/bulk-order/3")).toBe("/bulk-order/3");
  });

  it("refuses anything that could leave the site, and the login pages themselves", () => {
    for (const bad of [
      "//evil.example",
      "//evil.example/checkout",
      "https://evil.example/",
      "http:/evil.example",
      "/\\evil.example",
      "/\\/evil.example",
      "\\\\evil.example",
      "/\t/evil.example",
      "/\n/evil.example",
      "javascript:alert(1)",
      "JavaScript:alert(1)",
      "evil.example",
      "",
      "/login",
      "/signup/product/1",
    ]) {
      expect(safeReturnPath(bad), bad).toBeNull();
    }
    expect(safeReturnPath(null)).toBeNull();
  });

  it("sends a guest to /login with the page to come back to", () => {
    expect(loginPath("/checkout")).toBe("/login?redirectTo=%2Fcheckout");
    expect(loginPath("/profile?tab=orders")).toBe("/login?redirectTo=%2Fprofile%3Ftab%3Dorders");
    expect(loginPath("/")).toBe("/login");
    expect(loginPath("//evil.example")).toBe("/login");
  });

  it("prefers redirectTo, then the older /login/bulkorder and /login/product/{id} links, then home", () => {
    const none = new URLSearchParams();
    expect(afterLoginPath({}, new URLSearchParams("redirectTo=%2Forder"))).toBe("/order");
    expect(afterLoginPath({ destination: "product", productId: "4" }, none)).toBe("/product-info/4");
    expect(afterLoginPath({ destination: "bulkorder" }, none)).toBe("/bulk-order");
    expect(afterLoginPath({}, new URLSearchParams("redirectTo=%2F%2Fevil.example"))).toBe("/");
    expect(afterLoginPath({ destination: "product", productId: "x" }, none)).toBe("/");
  });
});

describe("a pack a guest chose, carried through the login", () => {
  const chosen = { productId: 7, productPriceId: 12, qty: 3 };

  it("goes out in the return path and is read back, with the page to show afterwards", () => {
    const path = productPathWithAdd(chosen);
    expect(path).toBe("/product-info/7?pack=12&qty=3&add=1");
    expect(pendingAddOf(path)).toEqual({ ...chosen, back: "/product-info/7?pack=12" });
    // Through the login's address and back, as the pages carry it.
    const login = loginPath(path);
    const back = new URL(login, "http://shop.invalid").searchParams.get("redirectTo");
    expect(pendingAddOf(back)).toEqual({ ...chosen, back: "/product-info/7?pack=12" });
  });

  it("comes back to the product page with its pack shown and nothing left to add on a reload", () => {
    const search = new URLSearchParams({ redirectTo: productPathWithAdd(chosen) });
    expect(afterLoginPath({}, search)).toBe("/product-info/7?pack=12");
    const odd = new URLSearchParams({ redirectTo: "/product-info/7?pack=12&qty=0&add=1" });
    expect(afterLoginPath({}, odd)).toBe("/product-info/7?pack=12");
  });

  it("asks for no add unless every part is a plain number on a product page", () => {
    for (const bad of [
      null,
      "/product-info/7?pack=12&qty=3",
      "/product-info/7?pack=12&qty=3&add=yes",
      "/product-info/7?pack=12&qty=0&add=1",
      "/product-info/7?pack=12&qty=1000&add=1",
      "/product-info/7?pack=12&qty=1.5&add=1",
      "/product-info/7?pack=-1&qty=1&add=1",
      "/product-info/07?pack=12&qty=1&add=1",
      "/product-info/7?qty=1&add=1",
      "/cart?pack=12&qty=1&add=1",
      "//evil.example/product-info/7?pack=12&qty=1&add=1",
    ]) {
      expect(pendingAddOf(bad), String(bad)).toBeNull();
    }
  });
});
