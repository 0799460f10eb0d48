import { useLang, useT } from "~/i18n/i18n";
import { hindiPackLabel } from "../../../lib/catalog-types";
import { BulkField } from "./BulkField";
import { REMOVE_ROW, ROW_INTENT, type Row, rowNames } from "./bulk-rows";

interface Product {
  id: number;
  name: string;
  prices: { id: number; qty: string | number; unit: string }[];
}

const input = "mt-1 h-11 w-full rounded-md border border-stone-300 px-3";

/**
 * One product row of the bulk enquiry. With the page's scripts, choosing a product lists its
 * pack sizes; before them every product's packs are listed under its name, and Remove posts
 * the form back with the row gone.
 */
export function BulkRow({
  row,
  index,
  products,
  scripts,
  error,
  onChange,
  onRemove,
}: {
  row: Row;
  index: number;
  products: Product[];
  scripts: boolean;
  error: (field: "productId" | "unit" | "quantity") => string | undefined;
  onChange: (patch: Partial<Row>) => void;
  onRemove: () => void;
}) {
  const t = useT();
  // Hindi readers read the pack in Hindi words ("10 का पैक"); the value posted is the pack's id.
  const lang = useLang();
  const names = rowNames(index);
  const product = products.find((p) => String(p.id) === row.productId);
  const firstPrice = (productId: string) =>
    String(products.find((p) => String(p.id) === productId)?.prices[0]?.id ?? "");
  const described = (field: "productId" | "unit" | "quantity", id: string) =>
    error(field) ? { "aria-invalid": true, "aria-describedby": `${id}-error` } : {};
  const ids = { product: `p-${row.key}`, unit: `u-${row.key}`, quantity: `q-${row.key}` };
  const packs = (p: Product) =>
    p.prices.map((price) => (
      <option key={price.id} value={price.id}>
        {lang === "hi"
          ? hindiPackLabel({ qty: Number(price.qty), unit: price.unit })
          : `${price.qty} ${price.unit}`}
      </option>
    ));

  return (
    <fieldset className="rounded-lg border border-stone-200 p-4">
      <legend className="px-1 text-sm font-bold">{t.bulk.item(index + 1)}</legend>
      <div className="grid gap-3 sm:grid-cols-[2fr_1fr_1fr_auto] sm:items-end">
        <BulkField id={ids.product} label={t.bulk.product} error={error("productId")}>
          <select
            id={ids.product}
            name={names.productId}
            value={row.productId}
            onChange={(e) => onChange({ productId: e.target.value, priceId: firstPrice(e.target.value) })}
            className={input}
            {...described("productId", ids.product)}
          >
            <option value="">{t.bulk.choose}</option>
            {products.map((p) => (
              <option key={p.id} value={p.id}>
                {p.name}
              </option>
            ))}
          </select>
        </BulkField>
        <BulkField id={ids.unit} label={t.bulk.unit} error={error("unit")}>
          <select
            id={ids.unit}
            name={names.priceId}
            value={row.priceId}
            onChange={(e) => onChange({ priceId: e.target.value })}
            className={input}
            {...described("unit", ids.unit)}
          >
            <option value="">{t.bulk.chooseUnit}</option>
            {scripts
              ? product && packs(product)
              : products.map((p) => (
                  <optgroup key={p.id} label={p.name}>
                    {packs(p)}
                  </optgroup>
                ))}
          </select>
        </BulkField>
        <BulkField id={ids.quantity} label={t.bulk.quantity} error={error("quantity")}>
          <input
            id={ids.quantity}
            name={names.quantity}
            inputMode="numeric"
            value={row.quantity}
            onChange={(e) => onChange({ quantity: e.target.value })}
            className={input}
            {...described("quantity", ids.quantity)}
          />
        </BulkField>
        {index > 0 && (
          <button
            type={scripts ? "button" : "submit"}
            name={scripts ? undefined : ROW_INTENT}
            value={scripts ? undefined : `${REMOVE_ROW}${index}`}
            formNoValidate
            className="btn-outline"
            onClick={scripts ? onRemove : undefined}
          >
            {t.bulk.remove}
          </button>
        )}
      </div>
    </fieldset>
  );
}
