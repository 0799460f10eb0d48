import { useState } from "react";
import { useNavigate, useRevalidator } from "react-router";
import { useToast } from "~/components/ui/Toaster";
import { useT } from "~/i18n/i18n";
import { callApi } from "~/lib/api";
import type { GstBuyer } from "./GstInvoiceFields";
import type { SandboxResult } from "./SandboxPay";

/**
 * What /api/payment_request/v2/ answers (docs/api.md): paying online, the provider's order;
 * cash on delivery, the order confirmed and the cash to collect. Amounts in paise.
 */
type PaymentRequestAnswer =
  | { payment_method: "ONLINE"; id: string; amount: number; key?: string; order_id: number }
  | { payment_method: "COD"; amount: number; order_id: number };

export interface PaymentRequest extends GstBuyer {
  address_id: number;
  promo_code?: string;
  cart_id: number[];
  payment_method: "ONLINE" | "COD";
}

/**
 * Paying for the order: asks the server to price it and open the provider's order, shows the
 * provider's window (the sandbox's test window here, Razorpay's checkout in production), sends
 * the signed result back for the server to verify, and lands on the success or error page.
 * Cash on delivery opens no window: the server confirms the order at once and the customer
 * lands on the order's own page, which says what to pay at the door (nothing was paid, so
 * not the payment success page).
 */
export function usePayment({ provider, shopName }: { provider: string; shopName: string }) {
  const t = useT().checkout;
  const navigate = useNavigate();
  const revalidator = useRevalidator();
  const toast = useToast();
  const [placing, setPlacing] = useState(false);
  /** The order the sandbox's window is open for. */
  const [sandboxOrder, setSandboxOrder] = useState<{ id: string; amount: number } | null>(null);

  const finish = async (result: SandboxResult | null) => {
    setSandboxOrder(null);
    if (!result) return;
    if (!result.ok) {
      await navigate("/payment-error");
      return;
    }
    const { ok: _ok, ...signed } = result;
    const answer = await callApi<{ status: boolean }>("/api/payment_response/v1/", signed);
    if (answer.http === 0) return toast(t.paymentError, "error");
    await navigate(answer.data?.status === true ? "/payment-success" : "/payment-error");
    revalidator.revalidate();
  };

  const placeOrder = async (request: PaymentRequest) => {
    setPlacing(true);
    const answer = await callApi<PaymentRequestAnswer>("/api/payment_request/v2/", request);
    setPlacing(false);
    if (answer.status !== 1 || !answer.data) {
      // A price, stock or promo refusal, or a provider that could not start the payment (503),
      // says why; anything else gets the general sentence.
      const says = answer.http === 409 || answer.http === 400 || answer.http === 503;
      return toast(says ? answer.message : t.paymentFailed, "error");
    }
    const order = answer.data;
    if (order.payment_method === "COD") {
      await navigate(`/order/${order.order_id}?placed=1`);
      revalidator.revalidate();
      return;
    }
    if (provider === "sandbox") return setSandboxOrder({ id: order.id, amount: order.amount });
    try {
      const { payWithRazorpay } = await import("./razorpay");
      const signed = await payWithRazorpay({
        key: order.key ?? "",
        amount: order.amount,
        orderId: order.id,
        name: shopName,
        logo: `${window.location.origin}/images/logo.svg`,
        prefill: {},
      });
      await finish(signed ? { ok: true, ...signed } : { ok: false, description: "closed" });
    } catch {
      toast(t.paymentFailed, "error");
    }
  };

  return { placing, sandboxOrder, placeOrder, finish };
}
