import { describe, expect, it } from "vitest";
import { findState, INDIA_STATES, pincodeFitsState, stateByGstCode, stateLabel } from "./india-states";

describe("India's states and union territories", () => {
  it("lists 28 states and 8 union territories, each with its own two-digit GST code", () => {
    expect(INDIA_STATES.filter((s) => !s.ut)).toHaveLength(28);
    expect(INDIA_STATES.filter((s) => s.ut)).toHaveLength(8);
    const codes = INDIA_STATES.map((s) => s.gstCode);
    expect(new Set(codes).size).toBe(codes.length);
    for (const code of codes) expect(code).toMatch(/^\d{2}$/);
    expect(stateByGstCode("19")?.name).toBe("West Bengal");
    expect(stateByGstCode("27")?.name).toBe("Maharashtra");
    expect(stateByGstCode("36")?.name).toBe("Telangana");
  });

  it("names every state in Hindi for a Hindi reader, keeping the stored name for English", () => {
    for (const s of INDIA_STATES) expect(s.hi).toMatch(/^[\u0900-\u097F ]+$/);
    expect(new Set(INDIA_STATES.map((s) => s.hi)).size).toBe(INDIA_STATES.length);
    expect(stateLabel("West Bengal", "hi")).toBe("पश्चिम बंगाल");
    expect(stateLabel("Orissa", "hi")).toBe("ओडिशा");
    expect(stateLabel("West Bengal", "en")).toBe("West Bengal");
    expect(stateLabel("Atlantis", "hi")).toBe("Atlantis");
  });

  it("finds a state by its name in any case, with & for and, and by older names", () => {
    expect(findState("WEST BENGAL")?.gstCode).toBe("19");
    expect(findState("Jammu & Kashmir")?.gstCode).toBe("01");
    expect(findState("Pondicherry")?.name).toBe("Puducherry");
    expect(findState("Atlantis")).toBeUndefined();
  });

  it("knows which pincodes each state can have", () => {
    const fits = (pin: string, state: string) => pincodeFitsState(pin, findState(state)!);
    expect(fits("734010", "West Bengal")).toBe(true); // Siliguri
    expect(fits("737101", "Sikkim")).toBe(true); // Gangtok
    expect(fits("695001", "Kerala")).toBe(true);
    expect(fits("500001", "Telangana")).toBe(true);
    expect(fits("110001", "Delhi")).toBe(true);
    expect(fits("734010", "Kerala")).toBe(false);
    expect(fits("110001", "Maharashtra")).toBe(false);
    // Every state has at least one range, and every ordinary prefix (11x–85x) has a state.
    for (const s of INDIA_STATES) expect(s.pin.length, s.name).toBeGreaterThan(0);
    for (const prefix of [
      110, 121, 140, 171, 180, 201, 301, 360, 400, 450, 490, 500, 560, 600, 670, 700, 751, 781, 800,
    ]) {
      expect(
        INDIA_STATES.some((s) => pincodeFitsState(`${prefix}001`, s)),
        String(prefix),
      ).toBe(true);
    }
  });
});
