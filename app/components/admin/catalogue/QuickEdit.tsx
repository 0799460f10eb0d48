import { useState } from "react";
import { callAdmin } from "~/components/admin/admin-api";
import { Field, FormMessage, SubmitButton } from "~/components/admin/fields";
import { useApiForm } from "~/lib/use-api-form";
import { toRupeeString } from "../../../../lib/money";
import { packName } from "../../../../lib/pack-units";
import { priceEditFields, stockEditFields } from "../../../../lib/validation/catalogue";
import type { AdminPack } from "../../../../server/modules/catalog/admin/types";

/**
 * One pack's stock, set from a list: the new count and why (kept in the audit log). It sends
 * the count the list showed, so a sale made meanwhile is not overwritten (409, reload).
 */
export function StockEdit({ pack, idPrefix }: { pack: AdminPack; idPrefix: string }) {
  const [stock, setStock] = useState(String(pack.stock));
  const [reason, setReason] = useState("");
  const form = useApiForm({
    schema: stockEditFields,
    send: (v) => callAdmin("/stock/set", v),
    values: () => ({ pack_id: pack.id, stock_was: pack.stock, stock, reason }),
    onSuccess: () => setReason(""),
    revalidate: true,
    toast: "success",
  });
  const id = (f: string) => `${idPrefix}-${f}`;
  return (
    <form
      noValidate
      onSubmit={form.onSubmit}
      className="grid grid-cols-2 items-start gap-2 sm:grid-cols-[8rem_1fr_auto]"
    >
      <Field
        id={id("stock")}
        label={`Stock of ${packName(pack)}`}
        inputMode="numeric"
        value={stock}
        onChange={(e) => setStock(e.target.value)}
        error={form.errors.stock}
      />
      <Field
        id={id("reason")}
        label="Why"
        value={reason}
        maxLength={200}
        onChange={(e) => setReason(e.target.value)}
        error={form.errors.reason}
      />
      <div className="col-span-2 sm:col-span-1 sm:pt-6">
        <SubmitButton
          busy={form.busy}
          label="Save stock"
          busyLabel="Saving…"
          className="btn-primary w-full"
        />
      </div>
      <div className="col-span-2 sm:col-span-3">
        <FormMessage failure={form.failure} />
      </div>
    </form>
  );
}

/** One pack's MRP and discount, set from the list (the product's version comes along). */
export function PriceEdit({
  pack,
  version,
  idPrefix,
}: {
  pack: AdminPack;
  version: number;
  idPrefix: string;
}) {
  const [mrp, setMrp] = useState(toRupeeString(pack.mrpPaise));
  const [discount, setDiscount] = useState(toRupeeString(pack.discountPaise));
  const form = useApiForm({
    schema: priceEditFields,
    send: (v) => callAdmin("/products/price", v),
    values: () => ({ pack_id: pack.id, version, mrp, discount }),
    revalidate: true,
    toast: "success",
  });
  const id = (f: string) => `${idPrefix}-${f}`;
  return (
    <form
      noValidate
      onSubmit={form.onSubmit}
      className="grid grid-cols-2 items-start gap-2 sm:grid-cols-[8rem_8rem_auto]"
    >
      <Field
        id={id("mrp")}
        label={`MRP of ${packName(pack)} (₹)`}
        inputMode="decimal"
        value={mrp}
        onChange={(e) => setMrp(e.target.value)}
        error={form.errors.mrp}
      />
      <Field
        id={id("discount")}
        label="Discount (₹)"
        inputMode="decimal"
        value={discount}
        onChange={(e) => setDiscount(e.target.value)}
        error={form.errors.discount}
      />
      <div className="col-span-2 sm:col-span-1 sm:pt-6">
        <SubmitButton
          busy={form.busy}
          label="Save price"
          busyLabel="Saving…"
          className="btn-outline w-full"
        />
      </div>
      <div className="col-span-2 sm:col-span-3">
        <FormMessage failure={form.failure} />
      </div>
    </form>
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
