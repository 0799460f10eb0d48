import { useEffect, useRef, useState } from "react";
import { useFetcher, useNavigate, useNavigation, useSubmit } from "react-router";
import { useToast } from "~/components/ui/Toaster";
import { useT } from "~/i18n/i18n";
import type { OrderFormAnswer, PlacedWire } from "~/lib/checkout/checkout-answers";

/** What a page answers a payment's form: the order to pay, or why not. */
type PaymentAnswer = Pick<OrderFormAnswer, "placed" | "failure" | "totalChanged" | "quote">;

import { formatRupees } from "../../../lib/money";
import type { SandboxResult } from "./SandboxPay";

/**
 * Paying for the order, once the page's scripts run: Place Order posts the checkout's form to
 * its action through a fetcher (the server prices the order and opens the provider's order),
 * then the provider's window opens (the sandbox's test window here, Razorpay's checkout in
 * production) and its signed result goes to /payment-success, whose action verifies it and
 * lands on the success or error page. Cash on delivery opens no window: the server confirms
 * the order at once and the customer lands on the order's own page, which says what to pay at
 * the door (nothing was paid, so not the payment success page).
 */
export function usePayment({
  provider,
  shopName,
  action = "/checkout",
}: {
  provider: string;
  shopName: string;
  /** The page whose action places (the checkout) or opens again (an order's Pay now) the payment. */
  action?: string;
}) {
  const t = useT().checkout;
  const navigate = useNavigate();
  const navigation = useNavigation();
  const submit = useSubmit();
  const toast = useToast();
  const fetcher = useFetcher<PaymentAnswer>();
  /** The order the sandbox's window is open for. */
  const [sandboxOrder, setSandboxOrder] = useState<{ id: string; amount: number } | null>(null);
  /** The shop's order being paid: the error page names it and offers to try it again. */
  const paying = useRef<number | null>(null);

  const finish = (result: SandboxResult | null) => {
    setSandboxOrder(null);
    if (!result) return;
    if (!result.ok) {
      const why = result.description === "closed" ? "closed" : "failed";
      return void navigate(`/payment-error?order=${paying.current ?? ""}&why=${why}`);
    }
    const { ok: _ok, ...signed } = result;
    submit(signed, { method: "post", action: "/payment-success" });
  };

  const opened = async (order: PlacedWire) => {
    if (order.method === "COD") return void navigate(`/order/${order.orderId}?placed=1`);
    paying.current = order.orderId;
    if (provider === "sandbox") return setSandboxOrder({ id: order.providerOrderId, amount: order.amount });
    try {
      const { payWithRazorpay } = await import("./razorpay");
      const signed = await payWithRazorpay({
        key: order.key,
        amount: order.amount,
        orderId: order.providerOrderId,
        name: shopName,
        logo: `${window.location.origin}/images/logo.svg`,
        prefill: {},
      });
      finish(signed ? { ok: true, ...signed } : { ok: false, description: "closed" });
    } catch {
      toast(t.paymentFailed, "error");
    }
  };

  // Each answer once: the order placed opens its payment, a refusal says why.
  const handled = useRef<PaymentAnswer | undefined>(undefined);
  const answer = fetcher.data;
  // Only once the fetcher is idle: a navigation started while the page's data is still being
  // read again would be overtaken by that reading (the old page stays under the new address).
  const settled = fetcher.state === "idle";
  useEffect(() => {
    if (!answer || !settled || handled.current === answer) return;
    handled.current = answer;
    if (answer.placed) void opened(answer.placed);
    else if (answer.totalChanged && answer.quote) {
      toast(t.totalChanged(formatRupees(Math.round(Number(answer.quote.quote.total_amount) * 100))), "error");
    } else toast(answer.failure ?? t.paymentFailed, "error");
  });

  /** Posts the page's fields (`intent` and `js=1` among them); the answer opens the payment. */
  const placeOrder = (fields: FormData) => fetcher.submit(fields, { method: "post", action });

  return {
    placing: fetcher.state !== "idle" || navigation.state !== "idle",
    sandboxOrder,
    placeOrder,
    finish,
    /** The figures a refused order came back with (new ones when the total changed). */
    quote: answer?.quote ?? null,
  };
}
