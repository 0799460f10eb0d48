import type { AppLoadContext } from "react-router";
import { beforeAll, describe, expect, it } from "vitest";
import { loader as slipsLoader } from "../app/routes/admin/order-slips";
import { testAppForFile } from "./helpers/app";
import { codWithFee, shopHelpers } from "./helpers/shop";
import { adminPost, newStaff } from "./helpers/staff";

/**
 * A cash on delivery order names the cash to collect to every role (the packer writes it on the
 * parcel; it is no secret of the accounts), and the packing slips of orders to pack include the
 * confirmed cash on delivery orders beside the paid ones, each slip saying what to collect.
 */
const t = testAppForFile({ TRUST_PROXY: "true" });
const shop = shopHelpers(() => t);
let packer: Awaited<ReturnType<typeof newStaff>>;
let owner: Awaited<ReturnType<typeof newStaff>>;
beforeAll(async () => {
  [packer, owner] = [await newStaff(t, "packer"), await newStaff(t, "owner")];
  const cod = await codWithFee(t, owner.cookie);
  expect(cod.status, JSON.stringify(cod.body)).toBe(200);
});

async function codOrder(sku: string) {
  const pack = await shop.pack(sku);
  await shop.setStock(pack.priceId, 50);
  const c = await shop.confirmedShopper(pack, 1);
  return shop.placeCod(c);
}

/** The packing slips page's orders for `query`, as its loader hands them to the page. */
async function slips(query: string) {
  const request = new Request(`http://shop.test/admin/orders/slips?${query}`, {
    headers: { cookie: packer.cookie },
  });
  const context = { services: t.services, lang: "en" } as unknown as AppLoadContext;
  const data = await slipsLoader({ request, context, params: {} } as unknown as Parameters<
    typeof slipsLoader
  >[0]);
  return data.slips.map((s) => ({ id: s.order_id, cash: s.cash_to_collect }));
}

describe("cash to collect", () => {
  it("is named to a packer, who sees no other amount, until the cash is collected", async () => {
    const orderId = await codOrder("GRP-001");
    const seen = (await adminPost(t, packer.cookie, "/orders/get", { order_id: orderId })).body.data;
    const total = (await adminPost(t, owner.cookie, "/orders/get", { order_id: orderId })).body.data.amounts
      .total;
    expect(seen.cash_to_collect).toBe(total);
    expect(seen.amounts).toBeUndefined();

    await adminPost(t, packer.cookie, "/orders/pack", { order_id: orderId });
    await adminPost(t, packer.cookie, "/orders/ship", {
      order_id: orderId,
      courier_name: "DTDC",
      awb_number: "C1",
    });
    const collected = await adminPost(t, owner.cookie, "/orders/collect-cash", { order_id: orderId });
    expect(collected.status, JSON.stringify(collected.body)).toBe(200);
    expect(collected.body.data.cash_to_collect).toBeNull();
  });

  it("is on the slips of orders to pack, which hold confirmed cash on delivery orders beside the paid ones", async () => {
    const { orderId: paid } = await shop.paidOrder("GRP-002");
    const cod = await codOrder("GRP-003");
    const waiting = await slips("status=PAID");
    const ours = waiting.filter((s) => s.id === paid || s.id === cod);
    expect(ours).toEqual([
      { id: paid, cash: null },
      { id: cod, cash: expect.stringMatching(/^\d+\.\d{2}$/) },
    ]);
    // Packed, it waits no more.
    await adminPost(t, packer.cookie, "/orders/pack", { order_id: cod });
    expect((await slips("status=PAID")).some((s) => s.id === cod)).toBe(false);
  });
});
