import { describe, expect, it } from "vitest";
import { indianMobile, showMobile } from "./phone-number";

describe("an Indian mobile number as typed", () => {
  it.each([
    ["9830012345", "+919830012345"],
    ["98300 12345", "+919830012345"],
    ["+91 98300-12345", "+919830012345"],
    ["+91-98300-12345", "+919830012345"],
    ["09830012345", "+919830012345"],
    ["919830012345", "+919830012345"],
    ["(98300) 12345", "+919830012345"],
    ["6000000001", "+916000000001"],
    ["  7001234567 ", "+917001234567"],
  ])("reads %s as %s", (typed, e164) => {
    expect(indianMobile(typed)).toEqual({ ok: true, e164 });
  });

  it("says an empty field is empty", () => {
    expect(indianMobile("   ")).toEqual({ ok: false, problem: "empty" });
  });

  it.each(["call me", "98300abcde", "123", "+"])("refuses %s as not a number", (typed) => {
    expect(indianMobile(typed)).toEqual({ ok: false, problem: "not_a_number" });
  });

  it.each([
    "5830012345", // a mobile starts 6–9
    "0353 2512345", // a landline in Siliguri
    "983001234", // nine digits
    "98300123456", // eleven
    "+44 7700 900123", // a British mobile
    "+977 9841234567", // a Nepali mobile, close to home
  ])("refuses %s as not an Indian mobile", (typed) => {
    expect(indianMobile(typed)).toEqual({ ok: false, problem: "not_indian_mobile" });
  });

  it("shows a stored number in groups", () => {
    expect(showMobile("+919830012345")).toBe("+91 98300 12345");
    expect(showMobile("+442079460958")).toBe("+442079460958");
  });
});
