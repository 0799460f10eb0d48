import { describe, expect, it } from "vitest";
import { chooseEncoding } from "./accept-encoding";

describe("choosing a body's encoding", () => {
  it.each([
    [undefined, "identity"],
    ["", "identity"],
    ["gzip, deflate, br, zstd", "br"],
    ["gzip", "gzip"],
    ["br;q=0, gzip", "gzip"],
    ["gzip;q=0.5, br;q=0.4", "gzip"],
    ["*", "br"],
    ["*;q=0, gzip", "gzip"],
    ["deflate", "identity"],
    ["identity", "identity"],
  ])("%s → %s", (header, want) => {
    expect(chooseEncoding(header, ["br", "gzip"])).toBe(want);
  });

  it("takes only what is offered", () => {
    expect(chooseEncoding("br, gzip", ["gzip"])).toBe("gzip");
    expect(chooseEncoding("br", [])).toBe("identity");
  });
});
