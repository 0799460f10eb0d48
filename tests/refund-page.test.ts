import type { AppLoadContext } from "react-router";
import { describe, expect, it } from "vitest";
import { refundStep } from "../app/admin-refund.server";
import { formatRupees } from "../lib/money";
import { testAppForFile } from "./helpers/app";
import { shopHelpers } from "./helpers/shop";

/**
 * The order page's part refund before it is made (app/admin-refund.server.ts): the form sent as
 * a GET comes back with its messages, or as the question naming the amount the server worked
 * out. Nothing is refunded by it.
 */
const t = testAppForFile({ TRUST_PROXY: "true" });
const shop = shopHelpers(() => t);
const context = () => ({ services: t.services, lang: "en" }) as unknown as AppLoadContext;
const ask = (orderId: number, fields: Record<string, string>) =>
  refundStep(
    new URL(
      `http://shop.test/admin/orders/${orderId}?${new URLSearchParams({ refund: "check", ...fields })}`,
    ),
    context(),
    orderId,
  );

describe("the order page's refund question", () => {
  it("names the amount for lines, gives the form back with its messages, and refunds nothing", async () => {
    const { orderId } = await shop.paidOrder("GRP-003", 10, 2);
    const order = await t.services.adminOrders.get(orderId);
    const line = order.lines[0];

    expect(await ask(orderId, {})).toMatchObject({
      edit: true,
      answer: {
        result: {
          status: "error",
          error: { reason: ["Please say why you are refunding; the customer reads it."] },
        },
      },
    });
    const nothing = await ask(orderId, {
      reason: "Torn",
      "lines[0].line_id": String(line.id),
      "lines[0].qty": "0",
    });
    expect(nothing?.answer?.result.error?.[""]).toEqual([
      "Enter how many of a line to refund, or an amount to refund — one of the two.",
    ]);
    const tooMany = await ask(orderId, {
      reason: "Torn",
      "lines[0].line_id": String(line.id),
      "lines[0].qty": "3",
    });
    const said = `Only 2 of ${line.productName} (${line.packQty} ${line.unit}) can still be refunded.`;
    expect(tooMany?.answer?.result.error).toMatchObject({ "": [said], "lines[0].qty": [said] });
    // What was typed stays in the form.
    expect(tooMany?.answer?.result.initialValue).toMatchObject({ reason: "Torn" });

    const one = Math.floor(line.lineTotalPaise / 2);
    const question = await ask(orderId, {
      reason: "Torn",
      restock: "on",
      "lines[0].line_id": String(line.id),
      "lines[0].qty": "1",
    });
    expect(question).toEqual({
      edit: false,
      question: {
        amount: formatRupees(one),
        expected: (one / 100).toFixed(2),
        lines: [
          { name: `${line.productName} (${line.packQty} ${line.unit})`, qty: 1, amount: formatRupees(one) },
        ],
        reason: "Torn",
        restock: true,
      },
    });
    expect((await t.services.adminOrders.get(orderId)).refunds).toEqual([]);
  });
});
