import { describe, expect, it } from "vitest";
import { paginate, requestedPage } from "./paging";

describe("paging", () => {
  const items = Array.from({ length: 19 }, (_, i) => i + 1);
  it("cuts 8 per page and counts ceil(total / 8) pages", () => {
    expect(paginate(items, 1, 8)).toEqual({ page: 1, pageCount: 3, items: [1, 2, 3, 4, 5, 6, 7, 8] });
    expect(paginate(items, 3, 8).items).toEqual([17, 18, 19]);
  });
  it("clamps pages that do not exist, and has no pages when empty", () => {
    expect(paginate(items, 99, 8).page).toBe(3);
    expect(paginate([], 2, 8)).toEqual({ page: 1, pageCount: 0, items: [] });
  });
  it("reads ?page= leniently", () => {
    expect(requestedPage("http://x/p?page=2")).toBe(2);
    expect(requestedPage("http://x/p?page=abc")).toBe(1);
    expect(requestedPage("http://x/p?page=-3")).toBe(1);
    expect(requestedPage("http://x/p")).toBe(1);
  });
});
