import { useEffect, useRef, useState } from "react";
import { data, Form, useActionData, useNavigation } from "react-router";
import { z } from "zod";
import { FormMessage, SubmitButton } from "~/components/account/Field";
import { BulkRow } from "~/components/bulk/BulkRow";
import {
  ADD_ROW,
  editedRows,
  emptyRow,
  type PostedEnquiry,
  postedRows,
  ROW_INTENT,
  type Row,
} from "~/components/bulk/bulk-rows";
import { PageHeading } from "~/components/layout/PageHeading";
import { useAnswerToast } from "~/components/ui/use-answer-toast";
import { metaT, useT } from "~/i18n/i18n";
import { readForm } from "~/lib/forms/form-action.server";
import type { FormAnswer } from "~/lib/forms/form-answer";
import { useScriptsRunning, useShopForm } from "~/lib/forms/use-shop-form";
import { seo } from "~/seo";
import { requireCustomerPage } from "~/session.server";
import { bulkOrderFormFields, bulkOrderRequest } from "../../lib/validation/bulk-order";
import { BULK_THANKS } from "../../server/modules/bulk-orders";
import type { Route } from "./+types/bulk-order";

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const customer = await requireCustomerPage(request, context);
  const products = await context.services.catalog.in(context.lang).listAll();
  // From a product page the enquiry starts with that product; from the menus, with none.
  const preselect = products.find((p) => String(p.id) === params.productId)?.id;
  return {
    products,
    preselect,
    customer: { name: customer.fullName, email: customer.email ?? "", phone: customer.phone },
  };
}

export function meta({ matches }: Route.MetaArgs) {
  const t = metaT(matches);
  return seo(matches, {
    title: t.bulk.title,
    description: t.bulk.intro,
    path: "/bulk-order",
    noindex: true,
  });
}

/**
 * Sends the enquiry with every row checked (the API's rules), or, before the page's scripts
 * run, adds or removes a row and shows the form again with what was typed.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const customer = await requireCustomerPage(request, context);
  const posted = await request
    .clone()
    .formData()
    .catch(() => null);
  const intent = posted?.get(ROW_INTENT);
  if (intent) {
    const form = await readForm(request, context, z.looseObject({}));
    if (!form.ok) return form.answer;
    const edited = editedRows(form.value, intent);
    if (edited)
      return data<FormAnswer>({
        result: { initialValue: edited as FormAnswer["result"]["initialValue"], status: undefined },
      });
  }
  const form = await readForm(request, context, bulkOrderRequest);
  if (!form.ok) return form.answer;
  return form.run(async (v) => {
    await context.services.bulkOrders.submit(customer.userId, {
      name: v.name,
      email: v.email,
      phone: v.phone,
      lines: v.products.map((p) => ({
        productId: p.productId,
        productPriceId: p.unit.product_price_id,
        quantity: p.quantity,
      })),
    });
    return form.done(BULK_THANKS, { sent: true });
  });
}

/**
 * The bulk order enquiry: name, email, phone and product rows. Choosing a product loads its
 * pack sizes and preselects the first; the form checks the first row, the server checks
 * every row.
 */
export default function BulkOrder({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const { products, preselect, customer } = loaderData;
  const answer = useActionData<typeof action>() as FormAnswer | undefined;
  const form = useShopForm(bulkOrderFormFields, answer, "bulk-order");
  const busy = useNavigation().state !== "idle";
  const scripts = useScriptsRunning();
  useAnswerToast(answer);

  // What the last answer kept (a plain POST's failure or row change), else a fresh enquiry.
  const kept = answer?.sent ? undefined : (answer?.result.initialValue as PostedEnquiry | undefined);
  const firstPrice = (productId: string) =>
    String(products.find((p) => String(p.id) === productId)?.prices[0]?.id ?? "");
  const start = preselect && !answer?.sent ? String(preselect) : "";
  const [rows, setRows] = useState<Row[]>(
    () => postedRows(kept) ?? [emptyRow(1, start, start ? firstPrice(start) : "")],
  );
  const keptText = (k: "name" | "email" | "phone") =>
    kept ? (typeof kept[k] === "string" ? (kept[k] as string) : "") : customer[k];
  const [values, setValues] = useState({
    name: keptText("name"),
    email: keptText("email"),
    phone: keptText("phone"),
  });
  const setRow = (key: number, patch: Partial<Row>) =>
    setRows((all) => all.map((r) => (r.key === key ? { ...r, ...patch } : r)));
  const addRow = () => setRows((all) => [...all, emptyRow(Date.now())]);

  // A success through the scripts: the rows start again, the contact details stay.
  const handled = useRef<FormAnswer | undefined>(undefined);
  useEffect(() => {
    if (!answer?.sent || handled.current === answer) return;
    handled.current = answer;
    setRows([emptyRow(Date.now())]);
  }, [answer]);

  const { errors } = form;
  // Conform names a row's field `products[1].unit`; the service's refusals say `products.1.unit`.
  const rowError = (i: number) => (field: string) =>
    errors[`products[${i}].${field}`] ?? errors[`products.${i}.${field}`];
  const failure = form.failure && !Object.values(errors).includes(form.failure) ? form.failure : undefined;
  const input = "mt-1 h-11 w-full rounded-md border border-stone-300 px-3";
  const err = (k: string) =>
    errors[k] ? (
      <p id={`${k}-error`} className="mt-1 text-sm text-red-700">
        {errors[k]}
      </p>
    ) : null;
  return (
    <>
      <PageHeading title={t.bulk.title} />
      <Form method="post" {...form.props} className="container-page max-w-3xl space-y-5 py-6">
        {/* Before the scripts, Enter in a field must send the enquiry, not add or remove a row. */}
        {!scripts && <button type="submit" className="sr-only" tabIndex={-1} aria-hidden="true" />}
        <p className="text-stone-700">{t.bulk.intro}</p>
        <div className="grid gap-4 sm:grid-cols-3">
          {(["name", "email", "phone"] as const).map((k) => (
            <div key={k}>
              <label htmlFor={`bulk-${k}`} className="block text-sm font-semibold">
                {t.bulk[k]}
              </label>
              <input
                id={`bulk-${k}`}
                name={k}
                type={k === "email" ? "email" : k === "phone" ? "tel" : "text"}
                value={values[k]}
                maxLength={k === "phone" ? 10 : 200}
                aria-invalid={errors[k] ? true : undefined}
                aria-describedby={errors[k] ? `${k}-error` : undefined}
                onChange={(e) => setValues((v) => ({ ...v, [k]: e.target.value }))}
                className={input}
              />
              {err(k)}
            </div>
          ))}
        </div>
        {rows.map((r, i) => (
          <BulkRow
            key={r.key}
            row={r}
            index={i}
            products={products}
            scripts={scripts}
            error={rowError(i)}
            onChange={(patch) => setRow(r.key, patch)}
            onRemove={() => setRows((all) => all.filter((x) => x.key !== r.key))}
          />
        ))}
        {err("products")}
        <div className="flex flex-wrap gap-3">
          <button
            type={scripts ? "button" : "submit"}
            name={scripts ? undefined : ROW_INTENT}
            value={scripts ? undefined : ADD_ROW}
            formNoValidate
            className="btn-outline"
            onClick={scripts ? addRow : undefined}
          >
            {t.bulk.addMore}
          </button>
          <SubmitButton busy={busy} label={t.bulk.submit} className="btn-primary" />
        </div>
        <FormMessage failure={failure} done={form.done} />
      </Form>
    </>
  );
}
