import { type ReactNode, useEffect } from "react";
import { type FetcherWithComponents, useActionData, useFetcher } from "react-router";
import { Field, FormMessage, SubmitButton } from "~/components/admin/fields";
import { heldField } from "~/components/admin/kept";
import { useToast } from "~/components/ui/Toaster";
import type { FormAnswer } from "~/lib/forms/form-answer";
import { useShopForm } from "~/lib/forms/use-shop-form";
import { toRupeeString } from "../../../../lib/money";
import { packName } from "../../../../lib/pack-units";
import { priceEditFields, stockEditFields } from "../../../../lib/validation/catalogue";
import type { AdminPack } from "../../../../server/modules/catalog";

/** The one fetcher of the stock edits: the page's toast reads its answers (StockSaved). */
const STOCK_FETCHER = "stock-edit";

/** The pack an answer of the stock edit is about (the success names it; a failure posted it). */
const packOf = (answer: FormAnswer | undefined) =>
  String(answer?.pack_id ?? answer?.result.initialValue?.pack_id ?? "");

/**
 * One pack's stock, set from a list: the new count and why (kept in the audit log), posted to
 * the stock page's action (a plain POST before the scripts run). It sends the count the list
 * showed, so a sale made meanwhile is not overwritten (409, reload).
 */
export function StockEdit({ pack, idPrefix }: { pack: AdminPack; idPrefix: string }) {
  const fetcher = useFetcher<FormAnswer>({ key: STOCK_FETCHER });
  const posted = useActionData() as FormAnswer | undefined;
  const latest = fetcher.data ?? posted;
  const answer = packOf(latest) === String(pack.id) ? latest : undefined;
  const form = useShopForm(stockEditFields, answer, `${idPrefix}-form`);
  const id = (f: string) => `${idPrefix}-${f}`;
  return (
    <QuickForm
      fetcher={fetcher}
      form={form}
      action="/admin/stock"
      columns="sm:grid-cols-[8rem_1fr_auto]"
      hidden={{ pack_id: pack.id, stock_was: pack.stock }}
      save={{ label: "Save stock", look: "btn-primary" }}
    >
      <Field
        id={id("stock")}
        name="stock"
        label={`Stock of ${packName(pack)}`}
        inputMode="numeric"
        {...heldField(form, "stock", String(pack.stock))}
      />
      <Field id={id("reason")} name="reason" label="Why" maxLength={200} {...heldField(form, "reason")} />
    </QuickForm>
  );
}

/**
 * Says "Stock saved." in a toast after a stock edit made with the scripts: from the page or
 * the dialog, which stay while the edited row may leave the low-stock list.
 */
export function StockSaved() {
  const toast = useToast();
  const { data } = useFetcher<FormAnswer>({ key: STOCK_FETCHER });
  useEffect(() => {
    if (data?.done) toast(data.done, "success");
  }, [data, toast]);
  return null;
}

/**
 * One pack's MRP and discount, set from the list's dialog: posted to the products page's action
 * with the product's version, so an edit made meanwhile is refused rather than overwritten.
 */
export function PriceEdit({
  pack,
  version,
  idPrefix,
}: {
  pack: AdminPack;
  version: number;
  idPrefix: string;
}) {
  const fetcher = useFetcher<FormAnswer>();
  const toast = useToast();
  const answer = fetcher.data;
  const form = useShopForm(priceEditFields, answer, `${idPrefix}-price-form`);
  useEffect(() => {
    if (answer?.done) toast(answer.done, "success");
  }, [answer, toast]);
  const id = (f: string) => `${idPrefix}-${f}`;
  return (
    <QuickForm
      fetcher={fetcher}
      form={form}
      action="/admin/products"
      columns="sm:grid-cols-[8rem_8rem_auto]"
      hidden={{ pack_id: pack.id, version }}
      save={{ label: "Save price", look: "btn-outline" }}
    >
      <Field
        id={id("mrp")}
        name="mrp"
        label={`MRP of ${packName(pack)} (₹)`}
        inputMode="decimal"
        {...heldField(form, "mrp", toRupeeString(pack.mrpPaise))}
      />
      <Field
        id={id("discount")}
        name="discount"
        label="Discount (₹)"
        inputMode="decimal"
        {...heldField(form, "discount", toRupeeString(pack.discountPaise))}
      />
    </QuickForm>
  );
}

/** A product's packs, each with its stock and price edits, in a dialog opened from the list. */
export function QuickEditDialog({
  product,
  onClose,
}: {
  product: { id: number; name: string; version: number; packs: AdminPack[] };
  onClose: () => void;
}) {
  return (
    <dialog
      ref={(el) => {
        if (el && !el.open) el.showModal();
      }}
      aria-labelledby="quick-edit-title"
      onClose={onClose}
      className="m-auto w-[calc(100%-1rem)] max-w-2xl rounded-lg p-4 shadow-2xl backdrop:bg-black/50"
    >
      <div className="flex items-start justify-between gap-3">
        <h2 id="quick-edit-title" className="text-lg font-bold">
          Stock and prices: {product.name}
        </h2>
        <button type="button" className="btn-outline shrink-0 px-3" onClick={onClose}>
          Close
        </button>
      </div>
      <StockSaved />
      <ul className="mt-4 space-y-4">
        {product.packs.map((pack) => (
          <li key={pack.id} className="space-y-2 rounded-md border border-stone-200 p-3">
            <StockEdit key={`s-${pack.stock}`} pack={pack} idPrefix={`quick-${pack.id}`} />
            <PriceEdit
              key={`p-${product.version}`}
              pack={pack}
              version={product.version}
              idPrefix={`quick-${pack.id}`}
            />
          </li>
        ))}
      </ul>
    </dialog>
  );
}

/**
 * A quick edit's form: its hidden fields (the pack and what it was edited from), its fields,
 * the button beside them and, under them, why it was refused.
 */
function QuickForm({
  fetcher,
  form,
  action,
  columns,
  hidden,
  save,
  children,
}: {
  fetcher: FetcherWithComponents<FormAnswer>;
  form: ReturnType<typeof useShopForm>;
  action: string;
  /** The grid's columns from the small breakpoint up. */
  columns: string;
  hidden: Record<string, string | number>;
  save: { label: string; look: string };
  children: ReactNode;
}) {
  return (
    <fetcher.Form
      method="post"
      action={action}
      {...form.props}
      className={`grid grid-cols-2 items-start gap-2 ${columns}`}
    >
      {Object.entries(hidden).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      {children}
      <div className="col-span-2 sm:col-span-1 sm:pt-6">
        <SubmitButton
          busy={fetcher.state !== "idle"}
          label={save.label}
          busyLabel="Saving…"
          className={`${save.look} w-full`}
        />
      </div>
      <div className="col-span-2 sm:col-span-3">
        <FormMessage failure={form.failure} />
      </div>
    </fetcher.Form>
  );
}
