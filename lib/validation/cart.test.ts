import { describe, expect, it } from "vitest";
import { cartForm } from "./cart";

const sentenceOf = (input: object) => {
  const parsed = cartForm.safeParse(input);
  return parsed.success ? undefined : parsed.error.issues[0]?.message;
};

describe("the cart's forms", () => {
  it("read ids and a count as a form posts them, and nothing else", () => {
    expect(
      cartForm.parse({ intent: "add", productId: "3", productPriceId: "7", qty: "2", price: "1" }),
    ).toEqual({
      intent: "add",
      productId: 3,
      productPriceId: 7,
      qty: 2,
    });
    expect(cartForm.parse({ intent: "remove", line: "12" })).toEqual({ intent: "remove", line: 12 });
    expect(cartForm.parse({ intent: "addAll", productId: "1", pick: ["3:7", "4:9:12"] })).toEqual({
      intent: "addAll",
      productId: 1,
      pick: [
        { productId: 3, productPriceId: 7, qty: 1 },
        { productId: 4, productPriceId: 9, qty: 12 },
      ],
    });
    expect(cartForm.parse({ intent: "more", line: "12", productId: "3", productPriceId: "7" })).toMatchObject(
      {
        line: 12,
      },
    );
  });

  it("say the service's sentences for a count of none or more than a line holds", () => {
    const add = { intent: "add", productId: "3", productPriceId: "7" };
    expect(sentenceOf({ ...add, qty: "0" })).toBe("Minimum quantity is 1");
    expect(sentenceOf({ ...add, qty: "1000" })).toBe("Product is out of stock");
    expect(sentenceOf({ ...add, qty: "2.5" })).toBe("Enter the quantity as a whole number.");
    expect(sentenceOf({ ...add, qty: "two" })).toBe("Enter the quantity as a whole number.");
    expect(sentenceOf(add)).toBe("Enter the quantity as a whole number.");
    expect(sentenceOf({ intent: "pay", line: "1" })).toBe("The form could not be read.");
    expect(sentenceOf({ intent: "addAll", productId: "1" })).toBe("Choose at least one product.");
    expect(sentenceOf({ intent: "addAll", productId: "1", pick: ["3:0"] })).toBe(
      "Choose at least one product.",
    );
  });
});
