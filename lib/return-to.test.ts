import { describe, expect, it } from "vitest";
import { afterLoginPath, loginPath, safeReturnPath } from "./return-to";

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
