import { describe, expect, it } from "vitest";
import { codeMatches, hashCode, newCode, webOtpLine } from "./one-time-code";

describe("one-time codes", () => {
  it("are six digits, leading zeros kept", () => {
    for (let i = 0; i < 200; i++) expect(newCode()).toMatch(/^\d{6}$/);
  });

  it("match only the same code, for the same purpose and number", () => {
    const stored = hashCode("004217", "login", "+919830012345");
    expect(stored).not.toContain("004217");
    expect(codeMatches("004217", stored, "login", "+919830012345")).toBe(true);
    expect(codeMatches(" 004-217 ", stored, "login", "+919830012345")).toBe(true);
    expect(codeMatches("004218", stored, "login", "+919830012345")).toBe(false);
    expect(codeMatches("004217", stored, "reset", "+919830012345")).toBe(false);
    expect(codeMatches("004217", stored, "login", "+919830012346")).toBe(false);
    expect(codeMatches("4217", stored, "login", "+919830012345")).toBe(false);
    expect(codeMatches("abcdef", stored, "login", "+919830012345")).toBe(false);
  });

  it("end with the WebOTP line of the shop's host", () => {
    expect(webOtpLine("https://shop.example.in:8443/x", "123456")).toBe("@shop.example.in #123456");
  });
});
