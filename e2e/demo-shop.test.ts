import { rmSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type ServerProcess, startHealthyServer, tempDataDir } from "./helpers/server-process";

/**
 * The demo shop as `npm start` makes it on an empty folder (docs/demo-shop.md): someone trying it
 * sees delivery charges and cash on delivery, not a shop with both off.
 */
describe("the demo shop from a first start", { timeout: 180_000 }, () => {
  let server: ServerProcess;
  let dataDir: string;
  const check = async (pincode: string, productPriceId: number) => {
    const res = await fetch(`${server.baseUrl}/api/delivery/check/v1/`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ pincode, product_price_id: productPriceId }),
    });
    return ((await res.json()) as { data: Record<string, unknown> }).data;
  };

  beforeAll(async () => {
    dataDir = tempDataDir("shop-demo-");
    // The environment an operator has: no SEED_DEMO_RULES, so the default.
    server = await startHealthyServer({ DATA_DIR: dataDir, SEED_DEMO_RULES: undefined });
  });
  afterAll(async () => {
    await server?.stop();
    rmSync(path.dirname(dataDir), { recursive: true, force: true });
  });

  it("charges ₹60 for a small parcel, offers cash on delivery, and is quickest near Siliguri", async () => {
    const near = await check("734001", 1);
    expect(near).toMatchObject({ served: true, delivery_charge: "60.00", cod_available: true });
    const far = await check("600001", 1);
    expect(far).toMatchObject({ served: true, delivery_charge: "60.00", cod_available: true });
    expect(String(near.deliver_by) < String(far.deliver_by)).toBe(true);
  });
});
