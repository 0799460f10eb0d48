import type { ReactNode } from "react";
import { Form } from "react-router";
import { SubmitRow } from "~/components/admin/fields";
import type { FormAnswer } from "~/lib/forms/form-answer";
import type { useShopForm } from "~/lib/forms/use-shop-form";
import type { DeliveryRulesWire } from "./delivery-model";

/** What the delivery page gives each of its rules' forms. */
export interface RulesFormProps<K extends keyof DeliveryRulesWire> {
  rules: DeliveryRulesWire[K];
  answer: FormAnswer | undefined;
  busy: boolean;
}

/** Each form's heading and button, by the intent it posts. */
const FRAMES = {
  delivery: { title: "Delivery", save: "Save delivery rules" },
  cod: { title: "Cash on delivery", save: "Save cash-on-delivery rules" },
};

/**
 * One form of the delivery page, posted with its `intent`. It sends the time the rules were
 * loaded, so another owner's save is not overwritten.
 */
export function RulesForm({
  intent,
  form,
  rules,
  busy,
  children,
}: {
  intent: keyof typeof FRAMES;
  form: ReturnType<typeof useShopForm>;
  rules: { updated_at: string | null };
  busy: boolean;
  children: ReactNode;
}) {
  const { title, save } = FRAMES[intent];
  return (
    <Form method="post" {...form.props} aria-labelledby={`${intent}-title`} className="space-y-4">
      <input type="hidden" name="expected_updated_at" value={rules.updated_at ?? ""} />
      <h2 id={`${intent}-title`} className="text-xl font-bold text-stone-900">
        {title}
      </h2>
      {children}
      <SubmitRow form={form} busy={busy} label={save} intent={intent} />
    </Form>
  );
}
