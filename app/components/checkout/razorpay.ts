import type { SignedPayment } from "../../../lib/sandbox-pay";

/** Razorpay's hosted checkout (checkout.js), loaded only when a customer pays with PAYMENT_PROVIDER=razorpay. */
const SCRIPT = "https://checkout.razorpay.com/v1/checkout.js";

/** What Razorpay's checkout hands back: the same signed ids the sandbox makes. */
type RazorpayResponse = SignedPayment;

type RazorpayCtor = new (
  options: Record<string, unknown>,
) => { open(): void; on(event: string, cb: () => void): void };

function load(): Promise<RazorpayCtor> {
  const w = window as unknown as { Razorpay?: RazorpayCtor };
  if (w.Razorpay) return Promise.resolve(w.Razorpay);
  return new Promise((resolve, reject) => {
    const s = document.createElement("script");
    s.src = SCRIPT;
    s.onload = () => (w.Razorpay ? resolve(w.Razorpay) : reject(new Error("Razorpay did not load")));
    s.onerror = () => reject(new Error("Razorpay did not load"));
    document.head.appendChild(s);
  });
}

/** Opens Razorpay's window; resolves with the signed response, or null when the customer closes it or it fails. */
export async function payWithRazorpay(opts: {
  key: string;
  amount: number;
  orderId: string;
  name: string;
  logo: string;
  prefill: { name?: string; email?: string; contact?: string };
}): Promise<RazorpayResponse | null> {
  const Razorpay = await load();
  return new Promise((resolve) => {
    const rzp = new Razorpay({
      key: opts.key,
      amount: opts.amount,
      currency: "INR",
      order_id: opts.orderId,
      name: opts.name,
      image: opts.logo,
      prefill: opts.prefill,
      theme: { color: "#166534" },
      handler: (response: RazorpayResponse) => resolve(response),
      modal: { ondismiss: () => resolve(null) },
    });
    rzp.on("payment.failed", () => resolve(null));
    rzp.open();
  });
}
