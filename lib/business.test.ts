import { describe, expect, it } from "vitest";
import { whatsAppHref } from "./business";

describe("a WhatsApp chat link", () => {
  it("gives a 10-digit Indian number its country code, and writes the first line", () => {
    expect(whatsAppHref("98300 12345", "नमस्ते, एक सवाल")).toBe(
      `https://wa.me/919830012345?text=${encodeURIComponent("नमस्ते, एक सवाल")}`,
    );
  });
  it("keeps a number written with +91 or a leading 0 as one number", () => {
    expect(whatsAppHref("+91 98300-12345", "Hi")).toBe("https://wa.me/919830012345?text=Hi");
    expect(whatsAppHref("09830012345", "Hi")).toBe("https://wa.me/919830012345?text=Hi");
  });
  it("leaves another country's number as it is", () => {
    expect(whatsAppHref("+44 20 7946 0958", "Hi & bye")).toBe(
      "https://wa.me/442079460958?text=Hi%20%26%20bye",
    );
  });
});
