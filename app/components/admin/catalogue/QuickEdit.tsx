import { useEffect } from "react";
import { useActionData, useFetcher } from "react-router";
import { Field, FormMessage, SubmitButton } from "~/components/admin/fields";
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
    <fetcher.Form
      method="post"
      action="/admin/stock"
      {...form.props}
      className="grid grid-cols-2 items-start gap-2 sm:grid-cols-[8rem_1fr_auto]"
    >
      <input type="hidden" name="pack_id" value={pack.id} />
      <input type="hidden" name="stock_was" value={pack.stock} />
      <Field
        id={id("stock")}
        name="stock"
        label={`Stock of ${packName(pack)}`}
        inputMode="numeric"
        defaultValue={form.values.stock ?? String(pack.stock)}
        error={form.errors.stock}
      />
      <Field
        id={id("reason")}
        name="reason"
        label="Why"
        maxLength={200}
        defaultValue={form.values.reason}
        error={form.errors.reason}
      />
      <QuickSave
        busy={fetcher.state !== "idle"}
        label="Save stock"
        look="btn-primary"
        failure={form.failure}
      />
    </fetcher.Form>
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
    <fetcher.Form
      method="post"
      action="/admin/products"
      {...form.props}
      className="grid grid-cols-2 items-start gap-2 sm:grid-cols-[8rem_8rem_auto]"
    >
      <input type="hidden" name="pack_id" value={pack.id} />
      <input type="hidden" name="version" value={version} />
      <Field
        id={id("mrp")}
        name="mrp"
        label={`MRP of ${packName(pack)} (₹)`}
        inputMode="decimal"
        defaultValue={form.values.mrp ?? toRupeeString(pack.mrpPaise)}
        error={form.errors.mrp}
      />
      <Field
        id={id("discount")}
        name="discount"
        label="Discount (₹)"
        inputMode="decimal"
        defaultValue={form.values.discount ?? toRupeeString(pack.discountPaise)}
        error={form.errors.discount}
      />
      <QuickSave
        busy={fetcher.state !== "idle"}
        label="Save price"
        look="btn-outline"
        failure={form.failure}
      />
    </fetcher.Form>
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

/** A quick edit's button beside its fields and, under them, why it was refused. */
function QuickSave({
  busy,
  label,
  look,
  failure,
}: {
  busy: boolean;
  label: string;
  look: string;
  failure?: string;
}) {
  return (
    <>
      <div className="col-span-2 sm:col-span-1 sm:pt-6">
        <SubmitButton busy={busy} label={label} busyLabel="Saving…" className={`${look} w-full`} />
      </div>
      <div className="col-span-2 sm:col-span-3">
        <FormMessage failure={failure} />
      </div>
    </>
  );
}
