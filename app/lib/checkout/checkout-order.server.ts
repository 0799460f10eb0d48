import { type AppLoadContext, data, redirect } from "react-router";
import { presentQuote, type QuoteInputs, quoteKey } from "../../../lib/checkout-quote";
import { cartTotals } from "../../../lib/pricing";
import { hasControlCharacters } from "../../../lib/validation/fields";
import { buyerOf, orderMessages } from "../../../server/modules/orders";
import { DomainError, HTTP_STATUS, sayIn } from "../../../server/pages";
import { SCRIPTS_FIELD } from "../forms/use-shop-form";
import type { CheckoutEcho, KnownQuote, OrderFormAnswer, PromoResult } from "./checkout-answers";
import { placedPath, placedWire } from "./placed-wire";

type Context = AppLoadContext;

/** The server's quote for these inputs, as the API sends it, with what it was priced for. */
export async function quoteFor(context: Context, userId: number, inputs: QuoteInputs): Promise<KnownQuote> {
  const quote = await context.services.delivery.quoteCheckout(userId, {
    pincode: inputs.pincode,
    state: inputs.state,
    promoCode: inputs.promoCode || undefined,
    cartLineIds: inputs.lines.map((l) => l.id),
    method: inputs.method,
  });
  return { key: quoteKey(inputs), quote: presentQuote(quote) };
}

/** A posted text field, trimmed and cut to its longest; "" when missing or not text. */
const text = (form: FormData, name: string, max: number) => {
  const value = form.get(name);
  return typeof value === "string" ? value.trim().slice(0, max) : "";
};

/** A code with control characters is no code the shop has (and must not reach the database). */
const code = (form: FormData, name: string, max = 40) => {
  const c = text(form, name, max);
  return hasControlCharacters(c) ? "" : c;
};

/** What the checkout's main form sent, read leniently: the service checks each part again. */
function readEcho(form: FormData): CheckoutEcho {
  const addressId = Number(form.get("address_id"));
  return {
    addressId: Number.isSafeInteger(addressId) && addressId > 0 ? addressId : undefined,
    method: form.get("payment_method") === "COD" ? "COD" : "ONLINE",
    promoTyped: code(form, "promo_code"),
    appliedPromo: code(form, "applied_promo"),
    gstin: text(form, "buyer_gstin", 20),
    legalName: text(form, "buyer_legal_name", 160),
  };
}

/**
 * The checkout's main form (Apply, Remove, Place Order), with scripts or without: a promo code
 * checked against the customer's cart as the server holds it, or the order placed at the
 * figures the page showed. Prices, totals and statuses all come from the services.
 */
export async function orderFormAction(
  context: Context,
  userId: number,
  form: FormData,
): Promise<Response | ReturnType<typeof data<OrderFormAnswer>>> {
  const intent =
    form.get("intent") === "place" ? "place" : form.get("intent") === "unpromo" ? "unpromo" : "promo";
  const echo = readEcho(form);
  const { cart, promotions, addresses } = context.services;
  const [lines, address] = await Promise.all([
    cart.list(userId),
    echo.addressId ? addresses.get(userId, echo.addressId) : Promise.resolve(undefined),
  ]);
  const wanted = form
    .getAll("cart_id")
    .map(Number)
    .filter((id) => Number.isSafeInteger(id) && id > 0)
    .slice(0, 500);
  const chosen = wanted.length ? lines.filter((l) => wanted.includes(l.id)) : lines;
  const quoteWith = (promoCode: string) =>
    address && chosen.length > 0
      ? quoteFor(context, userId, {
          addressId: address.id,
          pincode: address.pincode,
          state: address.state,
          promoCode,
          method: echo.method,
          lines: chosen,
        })
      : Promise.resolve(null);

  if (intent === "unpromo") {
    const quote = await quoteWith("");
    const promo: PromoResult = { ok: "removed", quote };
    return data<OrderFormAnswer>({
      intent,
      echo: { ...echo, appliedPromo: "", promoTyped: "" },
      quote,
      promo,
    });
  }
  if (intent === "promo") {
    const promo = echo.promoTyped ? await promotions.find(echo.promoTyped) : undefined;
    const terms = promotions.evaluate(promo, cartTotals(lines).final);
    // Its limits too (uses, first order, new customers): the order would be refused the same.
    const refusal = terms.ok && promo ? await promotions.refusalFor(promo, userId) : null;
    const verdict = refusal ? { ok: false as const, message: refusal } : terms;
    const applied = verdict.ok && promo ? promo.code : "";
    const quote = await quoteWith(applied);
    const result: PromoResult =
      verdict.ok && promo
        ? { ...verdict, code: promo.code, quote }
        : { ok: false, message: verdict.message, quote };
    return data<OrderFormAnswer>({ intent, echo: { ...echo, appliedPromo: applied }, quote, promo: result });
  }
  return placeOrder(context, userId, form, echo, { address, chosen, quoteWith });
}

async function placeOrder(
  context: Context,
  userId: number,
  form: FormData,
  echo: CheckoutEcho,
  found: {
    address: Awaited<ReturnType<Context["services"]["addresses"]["get"]>>;
    chosen: (Parameters<typeof cartTotals>[0][number] & { id: number })[];
    quoteWith: (promoCode: string) => Promise<KnownQuote | null>;
  },
) {
  const say = (sentence: string) => sayIn(context.lang, sentence);
  const scripts = form.get(SCRIPTS_FIELD) === "1";
  const { address, chosen } = found;
  const quote = await found.quoteWith(echo.appliedPromo);
  const answer = (status: number, extra: Partial<OrderFormAnswer>) =>
    data<OrderFormAnswer>({ intent: "place", echo, quote, ...extra }, { status });

  if (!echo.addressId) return answer(400, { failure: say(orderMessages.selectAddress) });
  if (!address) return answer(400, { failure: say(orderMessages.invalidAddress) });
  // Text typed into the GST fields reaches the invoice: no control characters.
  if (hasControlCharacters(echo.legalName) || hasControlCharacters(echo.gstin)) {
    return answer(400, { failure: say("Please correct the highlighted fields.") });
  }
  const { checkout } = context.services;
  // Razorpay's window is its own script: without the page's scripts there is nothing to open.
  if (!scripts && echo.method === "ONLINE" && checkout.provider.name !== "sandbox") {
    return answer(200, { needsScripts: true });
  }
  // A promo code no longer valid (paused, expired, the cart below its minimum) says its own
  // sentence, as placing the order would, rather than only a changed total.
  if (echo.appliedPromo) {
    const { promotions } = context.services;
    const verdict = promotions.evaluate(
      await promotions.find(echo.appliedPromo),
      cartTotals(found.chosen).final,
    );
    if (!verdict.ok) return answer(400, { failure: say(verdict.message) });
  }
  // The customer agrees to the total on the screen: if the server's figure for these choices
  // differs (another address or way of paying chosen without scripts, a price changed), the
  // page shows the new figure first and nothing is placed.
  const shown = text(form, "shown_total", 20);
  if (shown && quote && !quote.quote.message && quote.quote.total_amount !== shown) {
    return answer(409, { totalChanged: true });
  }
  try {
    const placed = await checkout.placeOrder(userId, {
      address,
      promoCode: echo.appliedPromo || undefined,
      cartLineIds: chosen.map((l) => l.id),
      buyer: buyerOf({ buyer_gstin: echo.gstin, buyer_legal_name: echo.legalName }),
      method: echo.method,
      lang: context.lang,
      idempotencyKey: code(form, "idempotency_key", 100) || undefined,
      clientAddress: context.clientAddress,
    });
    if (scripts) return answer(200, { placed: placedWire(placed) });
    // A redirect after the POST: reloading the next page places nothing again.
    throw redirect(placedPath(placed));
  } catch (error) {
    if (!(error instanceof DomainError)) throw error;
    const fields = error.fields
      ? Object.fromEntries(Object.entries(error.fields).map(([k, m]) => [k, say(m)]))
      : undefined;
    return answer(HTTP_STATUS[error.code], { failure: say(error.message), fields });
  }
}
