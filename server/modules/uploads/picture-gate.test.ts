import { describe, expect, it } from "vitest";
import { createPictureGate, PICTURES_BUSY } from "./picture-gate";

/** A piece of work that runs until `finish()` is called, counting how many run at once. */
function works() {
  let now = 0;
  let most = 0;
  const finishers: (() => void)[] = [];
  const work = () =>
    new Promise<string>((resolve) => {
      now++;
      most = Math.max(most, now);
      finishers.push(() => {
        now--;
        resolve("done");
      });
    });
  return { work, finishers, most: () => most };
}

const tick = () => new Promise((r) => setTimeout(r, 0));

describe("the picture gate", () => {
  it("runs two at once, keeps four waiting in line, and refuses the next at once with a wait", async () => {
    const gate = createPictureGate({ running: 2, waiting: 4 });
    const w = works();
    const accepted = Array.from({ length: 6 }, () => gate.run(w.work));
    await tick();
    expect(gate.load).toEqual({ active: 2, waiting: 4 });
    await expect(gate.run(w.work)).rejects.toMatchObject({
      code: "unavailable",
      message: PICTURES_BUSY,
      retryAfterSeconds: 5,
    });
    // Each one finishing lets the first in line start; never more than two at once.
    while (w.finishers.length > 0) {
      w.finishers.shift()?.();
      await tick();
    }
    expect(await Promise.all(accepted)).toEqual(Array(6).fill("done"));
    expect(w.most()).toBe(2);
    expect(gate.load).toEqual({ active: 0, waiting: 0 });
  });

  it("lets the next one in when a picture fails", async () => {
    const gate = createPictureGate({ running: 1, waiting: 1 });
    const failing = gate.run(async () => {
      throw new Error("broken picture");
    });
    const next = gate.run(async () => "next");
    await expect(failing).rejects.toThrow("broken picture");
    expect(await next).toBe("next");
    expect(gate.load).toEqual({ active: 0, waiting: 0 });
  });
});
