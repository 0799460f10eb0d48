import { describe, expect, it } from "vitest";
import { exportDays, indiaIso } from "./india-time";

describe("India's time", () => {
  it("writes a moment as ISO 8601 with India's offset", () => {
    expect(indiaIso(new Date("2026-11-26T20:35:00Z"))).toBe("2026-11-27T02:05:00+05:30");
    expect(indiaIso("2026-11-27T03:35:09.123Z")).toBe("2026-11-27T09:05:09+05:30");
  });

  it("makes an export's days the last 30 of India's, today included, unless days are chosen", () => {
    // 20:00 UTC on the 26th is already the 27th in India.
    const now = new Date("2026-11-26T20:00:00Z");
    expect(exportDays(undefined, undefined, now)).toEqual({ from: "2026-10-29", to: "2026-11-27" });
    expect(exportDays("2026-01-01", undefined, now)).toEqual({ from: "2026-01-01", to: "2026-11-27" });
    expect(exportDays(undefined, "2026-03-01", now)).toEqual({ from: "2026-01-31", to: "2026-03-01" });
    expect(exportDays("2026-02-01", "2026-02-02", now)).toEqual({ from: "2026-02-01", to: "2026-02-02" });
  });
});
