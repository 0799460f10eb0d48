import { type AppLoadContext, data, redirect } from "react-router";
import { placedPath, placedWire } from "~/lib/checkout/placed-wire";
import type { FormAnswer } from "~/lib/forms/form-answer";
import { SCRIPTS_FIELD } from "~/lib/forms/use-shop-form";
import { codConfirmMessages, movableFrom, orderDetailsMessages } from "../../server/modules/orders";
import { DomainError, HTTP_STATUS, sayIn } from "../../server/pages";

/**
 * Cancels the order (the Cancel button, after its question): the service the API calls, with
 * the customer's rules. The page's scripts get the sentence to toast; a plain POST goes back to
 * the order's page, which says it (a reload cancels nothing twice).
 */
export async function orderPageAction(
  context: AppLoadContext,
  userId: number,
  orderId: number,
  request: Request,
) {
  const form = await request.formData().catch(() => null);
  const say = (sentence: string) => sayIn(context.lang, sentence);
  const scripts = form?.get(SCRIPTS_FIELD) === "1";
  if (form?.get("intent") === "pay") return payNow(context, userId, orderId, scripts);
  if (form?.get("intent") === "cod-code" || form?.get("intent") === "cod-resend") {
    return confirmCod(context, userId, orderId, form);
  }
  // The page's other form: anything else posted here is refused, and cancels nothing.
  if (form?.get("intent") !== "cancel") {
    const failure = say("The form could not be read.");
    return data<FormAnswer>({ result: { status: "error", error: { "": [failure] } } }, { status: 400 });
  }
  const before = await context.services.orders.find(userId, orderId);
  try {
    await context.services.cancelOrder(
      orderId,
      { kind: "customer", id: userId },
      "cancelled by the customer",
      { ownerId: userId, from: movableFrom("cancel", "customer") },
    );
  } catch (error) {
    if (!(error instanceof DomainError)) throw error;
    return data<FormAnswer>(
      { result: { status: "error", error: { "": [say(error.message)] } } },
      { status: HTTP_STATUS[error.code] },
    );
  }
  const unpaid = before?.status === "PENDING_PAYMENT";
  if (!scripts) throw redirect(`/order/${orderId}?cancelled=${unpaid ? "unpaid" : "1"}`);
  const done = unpaid ? orderDetailsMessages.cancelledUnpaid : orderDetailsMessages.cancelled;
  return data<FormAnswer>({ result: { status: "success" }, done: say(done) });
}

/**
 * Pay now: the unpaid order's own payment opened again (never a new order). The page's scripts
 * open the provider's window; without them the sandbox's page takes over (Razorpay's window
 * is a script of its own, so it says the scripts are needed).
 */
async function payNow(context: AppLoadContext, userId: number, orderId: number, scripts: boolean) {
  const say = (sentence: string) => sayIn(context.lang, sentence);
  try {
    const placed = await context.services.checkout.payAgain(userId, orderId);
    if (!placed) throw data(null, { status: 404 });
    if (scripts) return data({ placed: placedWire(placed) });
    if (placed.method === "ONLINE" && context.services.checkout.provider.name !== "sandbox")
      return data({ needsScripts: true });
    throw redirect(placedPath(placed));
  } catch (error) {
    if (!(error instanceof DomainError)) throw error;
    return data({ failure: say(error.message) }, { status: HTTP_STATUS[error.code] });
  }
}

/**
 * Cash on delivery waiting for its confirmation (docs/decisions/0037-cod-confirmation.md): the
 * SMS code (confirmed: back to the page, which says so) or a new code. A refusal is the
 * service's sentence, on the code's field.
 */
async function confirmCod(context: AppLoadContext, userId: number, orderId: number, form: FormData) {
  const say = (sentence: string) => sayIn(context.lang, sentence);
  const { codConfirmation } = context.services;
  try {
    if (form.get("intent") === "cod-resend") {
      await codConfirmation.resend(userId, orderId);
      return data({ done: say(codConfirmMessages.sent) });
    }
    const code = form.get("code");
    await codConfirmation.withCode(userId, orderId, typeof code === "string" ? code.slice(0, 20) : "");
  } catch (error) {
    if (!(error instanceof DomainError)) throw error;
    const field = form.get("intent") === "cod-code" ? { codeError: say(error.message) } : {};
    return data({ failure: say(error.message), ...field }, { status: HTTP_STATUS[error.code] });
  }
  throw redirect(`/order/${orderId}?confirmed=1`);
}
