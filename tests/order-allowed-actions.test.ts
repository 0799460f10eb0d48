import type { AppLoadContext } from "react-router";
import { beforeAll, describe, expect, it } from "vitest";
import { loader as adminOrderLoader } from "../app/routes/admin/order";
import { loader as customerOrderLoader } from "../app/routes/order.$orderId";
import { testAppForFile } from "./helpers/app";
import { shopHelpers } from "./helpers/shop";
import { adminPost, newStaff } from "./helpers/staff";

/**
 * Each order carries `allowed_actions` for whoever looks at it (server/modules/orders/order-actions.ts):
 * the customer's order page, the back office's order page and the admin API say what may be done
 * now, and it changes as the order moves on.
 */
const t = testAppForFile({ TRUST_PROXY: "true" });
const shop = shopHelpers(() => t);
let packer: Awaited<ReturnType<typeof newStaff>>;
let manager: Awaited<ReturnType<typeof newStaff>>;
beforeAll(async () => {
  [packer, manager] = [await newStaff(t, "packer"), await newStaff(t, "manager")];
});

const context = () => ({ services: t.services, lang: "en" }) as unknown as AppLoadContext;
type Args = Parameters<typeof customerOrderLoader>[0];

/** The customer's order page's data, as its loader gives it to the page. */
async function customerPage(sessionKey: string, orderId: number) {
  const request = new Request(`http://shop.test/order/${orderId}`, {
    headers: { cookie: `sid=${sessionKey}` },
  });
  const data = await customerOrderLoader({
    request,
    context: context(),
    params: { orderId: String(orderId) },
  } as Args);
  return data.order.allowedActions;
}

/** The back office's order page's data for a member. */
async function adminPage(cookie: string, orderId: number) {
  const request = new Request(`http://shop.test/admin/orders/${orderId}`, { headers: { cookie } });
  const args = { request, context: context(), params: { orderId: String(orderId) } };
  const data = await adminOrderLoader(args as unknown as Parameters<typeof adminOrderLoader>[0]);
  return data.order.allowed_actions;
}

const apiView = async (cookie: string, orderId: number) =>
  (await adminPost(t, cookie, "/orders/get", { order_id: orderId })).body.data.allowed_actions;

describe("allowed_actions", () => {
  it("follow an order paid online from paid to delivered, for the customer and each role", async () => {
    const { c, orderId } = await shop.paidOrder("GRP-001");
    const key = c.auth.sessionkey as string;
    expect(await customerPage(key, orderId)).toEqual(["cancel"]);
    expect(await apiView(manager.cookie, orderId)).toEqual(["cancel", "pack", "refund"]);
    expect(await apiView(packer.cookie, orderId)).toEqual(["pack"]);
    expect(await adminPage(manager.cookie, orderId)).toEqual(["cancel", "pack", "refund"]);
    expect(await adminPage(packer.cookie, orderId)).toEqual(["pack"]);

    expect(
      (await adminPost(t, packer.cookie, "/orders/pack", { order_id: orderId })).body.data.allowed_actions,
    ).toEqual(["ship"]);
    expect(await customerPage(key, orderId)).toEqual([]);
    expect(await apiView(manager.cookie, orderId)).toEqual(["cancel", "ship", "refund"]);

    await adminPost(t, packer.cookie, "/orders/ship", {
      order_id: orderId,
      courier_name: "DTDC",
      awb_number: "D1",
    });
    expect(await apiView(packer.cookie, orderId)).toEqual(["deliver"]);
    expect(await adminPage(manager.cookie, orderId)).toEqual(["deliver", "refund"]);

    await adminPost(t, packer.cookie, "/orders/deliver", { order_id: orderId });
    expect(await apiView(packer.cookie, orderId)).toEqual([]);
    expect(await apiView(manager.cookie, orderId)).toEqual(["refund"]);
    expect(await customerPage(key, orderId)).toEqual([]);
  });

  it("offer Pay now and Cancel while unpaid, and nothing once the customer cancels", async () => {
    const pack = await shop.pack("GRP-002");
    await shop.setStock(pack.priceId, 10);
    const c = await shop.shopper(pack, 1);
    const placed = (await t.post("/api/payment_request/v2/", { ...c.auth, address_id: c.addressId })).body
      .data;
    const orderId = placed.order_id as number;
    const key = c.auth.sessionkey as string;
    expect(await customerPage(key, orderId)).toEqual(["pay", "cancel"]);
    // Staff have nothing to do with an order not paid yet.
    expect(await apiView(manager.cookie, orderId)).toEqual([]);

    await t.post("/api/order/cancel/v1/", { ...c.auth, order_id: orderId });
    expect(await customerPage(key, orderId)).toEqual([]);
    expect(await apiView(manager.cookie, orderId)).toEqual([]);
  });
});
