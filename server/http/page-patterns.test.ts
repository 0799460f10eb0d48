import type { ServerBuild } from "react-router";
import { describe, expect, it } from "vitest";
import { pagePatterns } from "./page-patterns";

// The shape of the built route table (build/server/index.js `routes`), with the app's nesting.
const route = (id: string, parentId: string | undefined, path?: string, index?: boolean) => ({
  id,
  parentId,
  path,
  index,
  caseSensitive: undefined,
  module: {},
});
const routes = Object.fromEntries(
  [
    route("root", undefined, ""),
    route("routes/home", "root", undefined, true),
    route("routes/products.$category", "root", "products/:category"),
    route("routes/login", "root", "login/:destination?/:productId?"),
    route("routes/admin/layout", "root", "admin"),
    route("routes/admin/shell", "routes/admin/layout"),
    route("routes/admin/dashboard", "routes/admin/shell", undefined, true),
    route("routes/admin/order", "routes/admin/shell", "orders/:orderId"),
    route("routes/admin/not-found", "routes/admin/shell", "*"),
    route("routes/not-found", "root", "*"),
  ].map((r) => [r.id, r]),
) as unknown as ServerBuild["routes"];

describe("page route patterns for /metrics", () => {
  it("names a page by its pattern, never by the address asked for", () => {
    const pattern = pagePatterns(routes);
    expect(pattern("/")).toBe("/");
    expect(pattern("/products/fertilizers")).toBe("/products/:category");
    expect(pattern("/login/product/12")).toBe("/login/:destination?/:productId?");
    expect(pattern("/admin")).toBe("/admin");
    expect(pattern("/admin/orders/1234")).toBe("/admin/orders/:orderId");
    expect(pattern("/admin/nothing/here")).toBe("/admin/*");
    expect(pattern(`/no-such-page-${Date.now()}`)).toBe("/*");
  });
});
