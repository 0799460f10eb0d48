import { describe, expect, it } from "vitest";
import { conflict } from "../domain-error";
import { retryOnceOnConflict } from "./errors";

// As Drizzle throws them: the driver's error, with its SQLSTATE, as the cause.
const deadlock = () => Object.assign(new Error("query failed"), { cause: { code: "40P01" } });
const serialisation = () => Object.assign(new Error("could not serialize access"), { code: "40001" });
const busy = () => conflict("Someone else changed it at the same moment. Please try again.");

describe("retryOnceOnConflict", () => {
  it("runs the work again after a deadlock, and answers what the second run answers", async () => {
    let runs = 0;
    const result = await retryOnceOnConflict(async () => {
      runs++;
      if (runs === 1) throw deadlock();
      return "done";
    }, busy);
    expect([result, runs]).toEqual(["done", 2]);
  });

  it("gives the caller's sentence (a 409), not the database's error, when the second run fails too", async () => {
    let runs = 0;
    const failing = retryOnceOnConflict(async () => {
      runs++;
      throw serialisation();
    }, busy);
    await expect(failing).rejects.toMatchObject({
      code: "conflict",
      message: "Someone else changed it at the same moment. Please try again.",
    });
    expect(runs).toBe(2);
  });

  it("never runs the work again for any other error", async () => {
    let runs = 0;
    const failing = retryOnceOnConflict(async () => {
      runs++;
      throw Object.assign(new Error("duplicate key"), { code: "23505" });
    }, busy);
    await expect(failing).rejects.toThrow("duplicate key");
    expect(runs).toBe(1);
  });
});
