import { Field, SelectField } from "~/components/admin/fields";
import { PACK_UNITS } from "../../../../lib/pack-units";
import { CheckboxField } from "./inputs";
import { newPackRow, type PackRow, rowLabel } from "./pack-model";

const UNIT_OPTIONS = PACK_UNITS.map((u) => ({ value: u, label: u }));

/**
 * The product's pack sizes: each a group of fields (size, unit, MRP, discount, stock, low-stock
 * level, sellable), moved up or down, removed, or added. Field errors come as `packs.N.field`.
 */
export function PacksEditor({
  rows,
  onChange,
  errors,
}: {
  rows: PackRow[];
  onChange: (rows: PackRow[]) => void;
  errors: Record<string, string>;
}) {
  const set = (i: number, patch: Partial<PackRow>) =>
    onChange(rows.map((r, j) => (j === i ? { ...r, ...patch } : r)));
  const move = (i: number, by: number) => {
    const next = [...rows];
    [next[i], next[i + by]] = [next[i + by], next[i]];
    onChange(next);
  };
  return (
    <fieldset className="space-y-3">
      <legend className="text-lg font-bold text-stone-900">Pack sizes</legend>
      {errors.packs && (
        <p role="alert" className="text-sm font-semibold text-red-700">
          {errors.packs}
        </p>
      )}
      {rows.map((row, i) => {
        const name = rowLabel(row, i);
        const id = (field: string) => `packs.${i}.${field}`;
        return (
          <fieldset key={row.key} className="rounded-lg border border-stone-200 bg-white p-3">
            <legend className="px-1 text-sm font-bold text-brand-900">{name}</legend>
            <div className="grid grid-cols-2 gap-3 lg:grid-cols-7">
              <Field
                id={id("qty")}
                label="Size"
                inputMode="decimal"
                value={row.qty}
                onChange={(e) => set(i, { qty: e.target.value })}
                error={errors[id("qty")]}
              />
              <SelectField
                id={id("unit")}
                label="Unit"
                options={UNIT_OPTIONS}
                value={row.unit}
                onChange={(e) => set(i, { unit: e.target.value as PackRow["unit"] })}
                error={errors[id("unit")]}
              />
              <Field
                id={id("mrp")}
                label="MRP (₹)"
                inputMode="decimal"
                value={row.mrp}
                onChange={(e) => set(i, { mrp: e.target.value })}
                error={errors[id("mrp")]}
              />
              <Field
                id={id("discount")}
                label="Discount (₹)"
                inputMode="decimal"
                value={row.discount}
                onChange={(e) => set(i, { discount: e.target.value })}
                error={errors[id("discount")]}
              />
              <Field
                id={id("stock")}
                label="Stock"
                inputMode="numeric"
                value={row.stock}
                onChange={(e) => set(i, { stock: e.target.value })}
                error={errors[id("stock")]}
              />
              <Field
                id={id("low_stock")}
                label="Low at"
                inputMode="numeric"
                value={row.lowStock}
                onChange={(e) => set(i, { lowStock: e.target.value })}
                error={errors[id("low_stock")]}
              />
              <Field
                id={id("label_hi")}
                label="Label in Hindi"
                lang="hi"
                // Empty, Hindi readers see the size as in English: say so in the box.
                placeholder={row.qty ? name : undefined}
                maxLength={60}
                value={row.labelHi}
                onChange={(e) => set(i, { labelHi: e.target.value })}
                error={errors[id("label_hi")]}
              />
            </div>
            <div className="mt-2 flex flex-wrap items-center gap-2">
              <CheckboxField
                id={id("sellable")}
                label="Sellable"
                checked={row.sellable}
                onChange={(e) => set(i, { sellable: e.target.checked })}
              />
              <span className="flex-1" />
              <button
                type="button"
                className="btn-outline px-3 disabled:opacity-40"
                disabled={i === 0}
                onClick={() => move(i, -1)}
                aria-label={`Move ${name} up`}
              >
                Up
              </button>
              <button
                type="button"
                className="btn-outline px-3 disabled:opacity-40"
                disabled={i === rows.length - 1}
                onClick={() => move(i, 1)}
                aria-label={`Move ${name} down`}
              >
                Down
              </button>
              <button
                type="button"
                className="btn-outline border-red-700 px-3 text-red-700"
                disabled={rows.length === 1}
                onClick={() => onChange(rows.filter((_, j) => j !== i))}
                aria-label={`Remove ${name}`}
              >
                Remove
              </button>
            </div>
          </fieldset>
        );
      })}
      <button type="button" className="btn-outline" onClick={() => onChange([...rows, newPackRow()])}>
        Add pack size
      </button>
    </fieldset>
  );
}
