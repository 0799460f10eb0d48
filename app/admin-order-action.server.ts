import { type ActionFunctionArgs, data } from "react-router";
import { z } from "zod";
import type { Permission } from "../lib/staff-roles";
import { cancelFields, orderNoteFields, refusalFields, shipFields } from "../lib/validation/fulfilment";
import { refundAsk, refundFields } from "../lib/validation/refunds";
import { orderStepMessages as says } from "../server/modules/orders";
import { staffActor } from "../server/modules/staff";
import { postedIntent, readAdminForm, refusedUnless, unknownIntent } from "./admin-actions.server";
import { requireStaffPage } from "./admin-session.server";

const nothing = z.object({});

/**
 * The order page's steps (its forms' `intent`), each with the permission its admin API
 * endpoint needs, its form and the same fulfilment service call; the answer is the step's
 * sentence, or the refusal with the fields' messages. Works the same posted with or without
 * the page's scripts.
 */
export async function orderAction({ request, context, params }: ActionFunctionArgs) {
  const me = await requireStaffPage(request, context, "orders");
  if (!/^\d{1,9}$/.test(params.orderId ?? "")) throw data(null, { status: 404 });
  const id = Number(params.orderId);
  const { fulfilment, adminOrders, refundPart } = context.services;
  const by = staffActor(me);
  const intent = await postedIntent(request);

  async function step<S extends z.ZodType>(
    permission: Permission,
    schema: S,
    work: (value: z.output<S>) => Promise<string>,
  ) {
    const refused = refusedUnless(me, permission);
    if (refused) return refused;
    const form = await readAdminForm(request, context, schema);
    if (!form.ok) return form.answer;
    return form.run(async (value) => form.done(await work(value), { intent }, { reset: true }));
  }

  switch (intent) {
    case "confirm-cod":
      return step("orders", nothing, async () => {
        await context.services.codConfirmation.byStaff(id, by);
        return says.codConfirmed(id);
      });
    case "pack":
      return step("fulfilment", nothing, async () => {
        await fulfilment.markPacked(id, by);
        return says.packed(id);
      });
    case "ship":
      return step("fulfilment", shipFields, async (v) => {
        await fulfilment.markShipped(id, by, {
          courierName: v.courier_name,
          awbNumber: v.awb_number,
          trackingUrl: v.tracking_url || null,
        });
        return says.shipped(id);
      });
    case "deliver":
      return step("fulfilment", nothing, async () => {
        await fulfilment.markDelivered(id, by);
        return says.delivered(id);
      });
    case "return":
      return step("fulfilment", refusalFields, async (v) => {
        await fulfilment.markReturned(id, by, v.reason);
        return says.returned(id);
      });
    case "collect-cash":
      return step("payments", nothing, async () => {
        await fulfilment.collectCash(id, by);
        return says.cashRecorded(id);
      });
    case "cancel":
      return step("payments", cancelFields, async (v) => {
        await fulfilment.cancel(id, by, v.reason);
        return says.cancelled(id, (await adminOrders.get(id)).paymentStatus);
      });
    case "refund":
      // The question's Yes: the refund it named (expected_amount), or a refusal with the form back.
      return step("payments", refundFields, async (v) => {
        const paise = await refundPart.refund(id, { staffId: me.id, name: me.name }, refundAsk(v));
        return says.refunded(id, paise);
      });
    case "note":
      return step("fulfilment", orderNoteFields, async (v) => {
        await fulfilment.addNote(id, by, v.note);
        return says.noteAdded;
      });
    default:
      return unknownIntent();
  }
}
