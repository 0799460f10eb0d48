import type { ReactNode } from "react";
import { Form } from "react-router";
import type { useShopForm } from "~/lib/forms/use-shop-form";

/** The order's own address: every step posts there (its action), leaving any `?confirm=` behind. */
export const orderPath = (orderId: number) => `/admin/orders/${orderId}`;

/** A step posted to the order page's action, named by its `intent`; `form` where the browser checks it first. */
export function OrderForm({
  orderId,
  intent,
  form,
  className,
  children,
}: {
  orderId: number;
  intent: string;
  form?: ReturnType<typeof useShopForm>;
  className?: string;
  children: ReactNode;
}) {
  return (
    <Form method="post" action={orderPath(orderId)} {...form?.props} className={className}>
      <input type="hidden" name="intent" value={intent} />
      {children}
    </Form>
  );
}
