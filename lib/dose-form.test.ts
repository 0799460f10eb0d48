import { describe, expect, it } from "vitest";
import { readDoseForm, readNumber } from "./dose-form";

describe("numbers as farmers type them", () => {
  it.each([
    ["2", 2],
    ["2.5", 2.5],
    ["2,5", 2.5],
    [" 3 ", 3],
    ["२.५", 2.5],
    ["१०", 10],
    [".5", 0.5],
    ["-1", -1],
  ])("%s is %d", (typed, value) => expect(readNumber(typed)).toBe(value));

  it.each(["", "two", "2 acres", "1e3", "2..5", "0x10", "Infinity"])("%s is not a number", (typed) =>
    expect(readNumber(typed)).toBeNaN());
});

describe("the calculator's form in an address", () => {
  it("asks nothing before it was sent", () => {
    expect(readDoseForm(new URLSearchParams("pack=3"), false)).toBeNull();
  });

  it("reads a field in bighas of a state, and the sprays", () => {
    const asked = readDoseForm(
      new URLSearchParams("use=7&area=2&unit=bigha&state=West+Bengal&sprays=2"),
      false,
    );
    expect(asked?.useId).toBe(7);
    expect(asked?.request).toEqual({
      field: { kind: "area", value: 2, unit: "bigha", state: "West Bengal" },
      sprays: 2,
    });
  });

  it("leaves the sprays to the label when the box is empty, and an unknown unit is an acre", () => {
    const asked = readDoseForm(new URLSearchParams("area=1&unit=furlong&sprays="), false);
    expect(asked?.request).toEqual({
      field: { kind: "area", value: 1, unit: "acre", state: "" },
      sprays: undefined,
    });
  });

  it("counts plants for a dose per plant", () => {
    const asked = readDoseForm(new URLSearchParams("plants=40&area=3"), true);
    expect(asked?.request.field).toEqual({ kind: "plants", count: 40 });
  });

  it("passes a typing slip on as not a number, for the calculator to say so", () => {
    const asked = readDoseForm(new URLSearchParams("area=abc"), false);
    expect(asked?.request.field).toMatchObject({ kind: "area", value: Number.NaN });
  });
});
