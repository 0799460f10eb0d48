import { describe, expect, it } from "vitest";
import { DomainError, invalidInput, RateLimited } from "./domain-error";

describe("DomainError", () => {
  it("is known across two copies of its module (the pages' build bundles its own)", async () => {
    // A second instance of the same file, as React Router's server build holds.
    const other = (await import(
      /* @vite-ignore */ `./domain-error.ts?copy=${Date.now()}`
    )) as typeof import("./domain-error");
    expect(other.DomainError).not.toBe(DomainError);
    const limited = new other.RateLimited("Too many attempts.", 30);
    expect(limited instanceof DomainError).toBe(true);
    expect(limited instanceof RateLimited).toBe(true);
    expect(other.invalidInput("Bad.") instanceof DomainError).toBe(true);
    expect(other.invalidInput("Bad.") instanceof RateLimited).toBe(false);
  });

  it("tells a plain error and a look-alike from a domain error", () => {
    expect(new Error("x") instanceof DomainError).toBe(false);
    expect(
      Object.assign(new Error("x"), { name: "DomainError", code: "conflict" }) instanceof DomainError,
    ).toBe(false);
    expect(invalidInput("Bad.") instanceof DomainError).toBe(true);
    expect(new RateLimited("Wait.", 5) instanceof RateLimited).toBe(true);
  });
});
