import { describe, expect, it } from "vitest";
import { paise, priceEditFields, productFields } from "./catalogue";

const form = {
  name: "Neem Oil",
  category_id: "3",
  sku: "PST-9",
  hsn_code: "3808",
  gst_rate: "18",
  packs: [
    { qty: "1.5", unit: "L", mrp: "₹1,250.5", discount: "50", stock: "7", sellable: true, low_stock: "2" },
    { qty: 500, unit: "ml", mrp: 450, stock: 0 },
  ],
};

describe("the catalogue forms' rules", () => {
  it("reads rupees as people type them, and money as the API writes it", () => {
    const [a, b] = productFields.parse(form).packs;
    expect([a.mrp, a.discount, b.mrp, b.discount]).toEqual(["1250.50", "50.00", "450.00", "0.00"]);
    expect([paise(a.mrp), paise(a.discount), paise(b.mrp)]).toEqual([125050, 5000, 45000]);
  });

  it("gives the same values when the browser's parsed values are parsed again by the server", () => {
    // The browser sends what its parse gave (app/lib/use-api-form.ts): a second parse must not
    // change a price (it once multiplied it by 100) nor any other field.
    const once = productFields.parse(form);
    expect(productFields.parse(once)).toEqual(once);
    const price = priceEditFields.parse({ pack_id: 4, version: 2, mrp: "99.9" });
    expect(priceEditFields.parse(price)).toEqual(price);
    expect(paise(priceEditFields.parse(price).mrp)).toBe(9990);
  });

  it("refuses amounts that are not rupees and paise", () => {
    for (const mrp of ["12.345", "-5", "abc", "1e3", "", "100000001"]) {
      const result = priceEditFields.safeParse({ pack_id: 1, version: 1, mrp });
      expect([mrp, result.success]).toEqual([mrp, false]);
    }
  });
});
