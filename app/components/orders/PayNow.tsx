import { Form } from "react-router";
import { SandboxPayOpen } from "~/components/checkout/SandboxPay";
import { usePayment } from "~/components/checkout/use-payment";
import { useT } from "~/i18n/i18n";
import { SCRIPTS_FIELD, useScriptsRunning } from "~/lib/forms/scripts-running";

/**
 * Pay now, on an order waiting for its payment: the same order's payment opened again (the
 * page's action), never a new order. With scripts the provider's window opens here, as at the
 * checkout; before them the form is a plain POST that goes on to the sandbox's payment page.
 */
export function PayNow({
  orderId,
  provider,
  shopName,
  label,
}: {
  orderId: number;
  provider: string;
  shopName: string;
  /** The button's words ("Try again" on the payment error page); Pay now by default. */
  label?: string;
}) {
  const t = useT().orderPage;
  const scripts = useScriptsRunning();
  const action = `/order/${orderId}`;
  const payment = usePayment({ provider, shopName, action });
  return (
    <>
      <Form
        method="post"
        action={action}
        onSubmit={(e) => {
          if (!scripts) return;
          e.preventDefault();
          const fields = new FormData();
          fields.set("intent", "pay");
          fields.set(SCRIPTS_FIELD, "1");
          payment.placeOrder(fields);
        }}
      >
        <input type="hidden" name="intent" value="pay" />
        <button type="submit" className="btn-primary" disabled={payment.placing}>
          {label ?? t.payNow}
        </button>
      </Form>
      <SandboxPayOpen payment={payment} shopName={shopName} />
    </>
  );
}
