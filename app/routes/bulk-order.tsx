import { useState } from "react";
import { FormMessage } from "~/components/account/Field";
import { PageHeading } from "~/components/layout/PageHeading";
import { metaT, useT } from "~/i18n/i18n";
import { callApi } from "~/lib/api";
import { useApiForm } from "~/lib/use-api-form";
import { seo } from "~/seo";
import { requireCustomerPage } from "~/session.server";
import { bulkOrderFormFields } from "../../lib/validation/bulk-order";
import type { Route } from "./+types/bulk-order";

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const customer = await requireCustomerPage(request, context);
  const products = await context.services.catalog.in(context.lang).listAll();
  // From a product page the enquiry starts with that product; from the menus, with none.
  const preselect = products.find((p) => String(p.id) === params.productId)?.id;
  return {
    products,
    preselect,
    customer: { name: customer.fullName, email: customer.email, phone: customer.phone },
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

interface Row {
  key: number;
  productId: string;
  priceId: string;
  quantity: string;
}

/**
 * The bulk order enquiry: name, email, phone and product rows. Choosing a product loads its
 * pack sizes and preselects the first; the form checks the first row, the server checks
 * every row.
 */
export default function BulkOrder({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const { products, preselect, customer } = loaderData;
  const firstPrice = (productId: string) =>
    String(products.find((p) => String(p.id) === productId)?.prices[0]?.id ?? "");
  const start = preselect ? String(preselect) : "";
  const [rows, setRows] = useState<Row[]>([
    { key: 1, productId: start, priceId: start ? firstPrice(start) : "", quantity: "" },
  ]);
  const [values, setValues] = useState({ name: customer.name, email: customer.email, phone: customer.phone });
  const setRow = (key: number, patch: Partial<Row>) =>
    setRows((all) => all.map((r) => (r.key === key ? { ...r, ...patch } : r)));

  const payload = () => ({
    ...values,
    products: rows.map((r) => ({
      productId: r.productId,
      unit: { product_price_id: r.priceId },
      quantity: r.quantity,
    })),
  });
  const form = useApiForm({
    schema: bulkOrderFormFields,
    values: payload,
    send: (body) => callApi("/api/bulkorder/add/v1/", body),
    onSuccess: () => setRows([{ key: Date.now(), productId: "", priceId: "", quantity: "" }]),
  });
  const { errors } = form;

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
      <form noValidate onSubmit={form.onSubmit} className="container-page max-w-3xl space-y-5 py-6">
        <p className="text-stone-700">{t.bulk.intro}</p>
        <div className="grid gap-4 sm:grid-cols-3">
          {(["name", "email", "phone"] as const).map((k) => (
            <div key={k}>
              <label htmlFor={`bulk-${k}`} className="block text-sm font-semibold">
                {t.bulk[k]}
              </label>
              <input
                id={`bulk-${k}`}
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
        {rows.map((r, i) => {
          const product = products.find((p) => String(p.id) === r.productId);
          return (
            <fieldset key={r.key} className="rounded-lg border border-stone-200 p-4">
              <legend className="px-1 text-sm font-bold">{t.bulk.item(i + 1)}</legend>
              <div className="grid gap-3 sm:grid-cols-[2fr_1fr_1fr_auto] sm:items-end">
                <div>
                  <label htmlFor={`p-${r.key}`} className="block text-sm font-semibold">
                    {t.bulk.product}
                  </label>
                  <select
                    id={`p-${r.key}`}
                    value={r.productId}
                    onChange={(e) =>
                      setRow(r.key, { productId: e.target.value, priceId: firstPrice(e.target.value) })
                    }
                    className={input}
                  >
                    <option value="">{t.bulk.choose}</option>
                    {products.map((p) => (
                      <option key={p.id} value={p.id}>
                        {p.name}
                      </option>
                    ))}
                  </select>
                  {err(`products.${i}.productId`)}
                </div>
                <div>
                  <label htmlFor={`u-${r.key}`} className="block text-sm font-semibold">
                    {t.bulk.unit}
                  </label>
                  <select
                    id={`u-${r.key}`}
                    value={r.priceId}
                    onChange={(e) => setRow(r.key, { priceId: e.target.value })}
                    className={input}
                  >
                    <option value="">{t.bulk.chooseUnit}</option>
                    {product?.prices.map((p) => (
                      <option key={p.id} value={p.id}>
                        {p.qty} {p.unit}
                      </option>
                    ))}
                  </select>
                  {err(`products.${i}.unit`)}
                </div>
                <div>
                  <label htmlFor={`q-${r.key}`} className="block text-sm font-semibold">
                    {t.bulk.quantity}
                  </label>
                  <input
                    id={`q-${r.key}`}
                    inputMode="numeric"
                    value={r.quantity}
                    onChange={(e) => setRow(r.key, { quantity: e.target.value })}
                    className={input}
                  />
                  {err(`products.${i}.quantity`)}
                </div>
                {i > 0 && (
                  <button
                    type="button"
                    className="btn-outline"
                    onClick={() => setRows((all) => all.filter((x) => x.key !== r.key))}
                  >
                    {t.bulk.remove}
                  </button>
                )}
              </div>
            </fieldset>
          );
        })}
        <div className="flex flex-wrap gap-3">
          <button
            type="button"
            className="btn-outline"
            onClick={() =>
              setRows((all) => [...all, { key: Date.now(), productId: "", priceId: "", quantity: "" }])
            }
          >
            {t.bulk.addMore}
          </button>
          <button type="submit" className="btn-primary" disabled={form.busy}>
            {t.bulk.submit}
          </button>
        </div>
        <FormMessage done={form.done} />
      </form>
    </>
  );
}
