import { describe, expect, it } from "vitest";
import { isAsset, isQueueable, isRouteManifest, leftAlone, pagePathOf, shelfFor } from "./offline";
import { asOfText, waitingLabel } from "./offline-words";

describe("where the worker keeps a page", () => {
  it.each([
    ["/", false, "pages"],
    ["/_root.data", false, "pages"],
    ["/products/fertilizers", false, "pages"],
    ["/products/fertilizers.data", false, "pages"],
    ["/plants", false, "pages"],
    ["/crops", false, "pages"],
    ["/crops/tomato", false, "pages"],
    ["/blog-details/tea-pruning", false, "pages"],
    ["/product-info/12", false, "products"],
    ["/product-info/12.data", false, "products"],
  ] as const)("a guest's %s goes to %s", (path, signedIn, shelf) => {
    expect(shelfFor(path, signedIn)).toBe(shelf);
  });

  it("keeps every page rendered for a signed-in customer apart, in the account's own cache", () => {
    for (const path of ["/", "/products/fertilizers", "/product-info/12", "/crops/tomato"]) {
      expect(shelfFor(path, true)).toBe("personal");
    }
  });

  it("keeps the cart, the orders and the invoices viewed as the customer's own, signed in or not", () => {
    for (const path of [
      "/cart",
      "/order",
      "/order/41",
      "/order/41.data",
      "/invoice/41/HA-2026-27-000012.pdf",
    ]) {
      expect(shelfFor(path, false)).toBe("personal");
      expect(shelfFor(path, true)).toBe("personal");
    }
  });

  it("never keeps checkout, sign-in, payments, the profile or the back office", () => {
    for (const path of [
      "/checkout",
      "/login",
      "/signup",
      "/profile",
      "/payment-status",
      "/admin",
      "/admin/orders",
      "/track-order",
      "/search-item",
    ]) {
      expect(shelfFor(path, false)).toBeNull();
      expect(shelfFor(path, true)).toBeNull();
    }
  });
});

describe("what the worker leaves to the network", () => {
  it("leaves the back office, the API, payments and sign-out alone entirely", () => {
    for (const path of [
      "/admin",
      "/admin/products",
      "/api/cart/v1/",
      "/sandbox/pay",
      "/payment-success",
      "/logout",
      "/sw.js",
    ]) {
      expect(leftAlone(path)).toBe(true);
    }
    expect(leftAlone("/products/fertilizers")).toBe(false);
  });

  it("takes built files and pictures from its cache first", () => {
    expect(isAsset("/assets/root-abc123.js")).toBe(true);
    expect(isAsset("/uploads/ab12.webp")).toBe(true);
    expect(isAsset("/products/fertilizers")).toBe(false);
  });

  it("keeps a build's route manifest as a built file, never one that names no build", () => {
    const at = (address: string) => isRouteManifest(new URL(address, "https://shop.example"));
    expect(at("/__manifest?paths=%2F%2C%2Fcart&version=cc581dc0")).toBe(true);
    expect(at("/__manifest?paths=%2Fcart")).toBe(false);
    expect(at("/__manifest.data?version=cc581dc0")).toBe(false);
  });

  it("lets a contact message, a bulk enquiry or a review wait offline; never an order or a sign-in", () => {
    expect(isQueueable("/contact-us")).toBe(true);
    expect(isQueueable("/bulk-order")).toBe(true);
    expect(isQueueable("/bulk-order/12")).toBe(true);
    expect(isQueueable("/product-info/12")).toBe(true);
    for (const path of ["/checkout", "/cart", "/login", "/phone-login", "/profile", "/cod/abc"]) {
      expect(isQueueable(path)).toBe(false);
    }
  });

  it("reads a page's address from its data's", () => {
    expect(pagePathOf("/_root.data")).toBe("/");
    expect(pagePathOf("/crops/tomato.data")).toBe("/crops/tomato");
    expect(pagePathOf("/crops/tomato")).toBe("/crops/tomato");
  });
});

describe("the offline words", () => {
  it("names what waits in the reader's language", () => {
    expect(waitingLabel("en", "/contact-us")).toBe("Contact message");
    expect(waitingLabel("hi", "/bulk-order/3")).toBe("थोक पूछताछ");
    expect(waitingLabel("hi", "/product-info/3")).toBe("समीक्षा");
  });

  it("gives the prices' time in India's time zone", () => {
    const at = new Date("2026-11-27T08:35:00Z");
    expect(asOfText("en", at)).toMatch(/27 Nov.*02:05\s*pm/i);
    expect(asOfText("hi", at)).toMatch(/27/);
  });
});
