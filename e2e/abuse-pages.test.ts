import { describe, expect, it } from "vitest";
import routes from "../app/routes";
import { DESKTOP, openPage } from "./helpers/browser";
import { baseUrl, hydrated, newCustomer, sharedBrowser } from "./helpers/journey";
import { signUpByApi } from "./helpers/shop-api";

type RouteEntry = { path?: string; index?: boolean; file: string };

// Files that answer something other than a page (the sitemap, robots.txt).
const resourceRoute = (file: string) => file.endsWith(".ts");

/**
 * Every page address of the route table with a control character where a visitor could put
 * one: in each `:param` (and the splat), or in the query of a page without parameters.
 */
function badAddresses(): string[] {
  return (routes as RouteEntry[])
    .filter((r) => !resourceRoute(r.file))
    .flatMap((r) => {
      const path = r.index ? "" : (r.path ?? "");
      const params = path.split("/").filter((s) => s.startsWith(":") || s === "*");
      if (params.length === 0) return [`/${path}?q=Ravi%00`, `/${path}?q=%1B%5B2J`];
      return params.map(
        (param) =>
          `/${path
            .split("/")
            .map((s) => (s === param ? "x%00" : s.replace(/^:.*/, "1")))
            .join("/")}`,
      );
    });
}

const browser = sharedBrowser();

describe("page addresses that hold control characters", () => {
  it("show a working not-found screen in the browser: hydrated, and Go to Home works", async () => {
    const { page, context, problems } = await openPage(browser, DESKTOP);
    const response = await page.goto(`${baseUrl}/products/x%00`);
    expect(response?.status()).toBe(404);
    await hydrated(page);
    await page.getByRole("heading", { name: "Look like you're lost" }).waitFor();
    await page.getByRole("link", { name: "Go to Home" }).click();
    await page.waitForURL(`${baseUrl}/`);
    expect(problems.filter((p) => !p.includes("404"))).toEqual([]);
    await context.close();
  });

  it("answer the not-found page (404), never an error", async () => {
    const addresses = badAddresses();
    expect(addresses).toContain("/products/x%00");
    expect(addresses.length).toBeGreaterThan(25);
    const wrong: string[] = [];
    for (const address of addresses) {
      const res = await fetch(`${baseUrl}${address}`, { redirect: "manual" });
      const html = await res.text();
      if (res.status !== 404 || !html.includes("Look like you&#x27;re lost")) {
        wrong.push(`${address}: ${res.status}`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it("a path that does not decode is not found either", async () => {
    const res = await fetch(`${baseUrl}/products/%E0%A4%A`);
    expect(res.status).toBe(404);
  });

  it("a session cookie that does not decode is ignored: the pages are a guest's", async () => {
    for (const path of ["/", "/products/fertilizers", "/cart"]) {
      const res = await fetch(`${baseUrl}${path}`, {
        headers: { cookie: "sid=%E0%A4%A" },
        redirect: "manual",
      });
      expect(res.status, path).toBe(path === "/cart" ? 302 : 200);
    }
  });
});

describe("pages of a signed-in customer", () => {
  it("are never cached: Cache-Control private, no-store", async () => {
    const session = await signUpByApi(newCustomer("Lata Devi", "cache-nothing-3"));
    for (const path of ["/profile", "/order", "/checkout", "/cart", "/"]) {
      const res = await fetch(`${baseUrl}${path}`, { headers: { cookie: `sid=${session.sessionkey}` } });
      expect(res.status, path).toBe(200);
      expect(res.headers.get("cache-control"), path).toBe("private, no-store");
    }
  });
});
