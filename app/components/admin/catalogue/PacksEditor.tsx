import type { FieldMetadata, FormMetadata } from "@conform-to/react";
import { Field, SelectField } from "~/components/admin/fields";
import { PACK_UNITS } from "../../../../lib/pack-units";
import { CheckboxField } from "./inputs";
import { newPackValues, type PackValues, rowLabel } from "./pack-model";

const UNIT_OPTIONS = PACK_UNITS.map((u) => ({ value: u, label: u }));

// biome-ignore lint/suspicious/noExplicitAny: the product form's own shape is not needed here
type AnyForm = FormMetadata<any, string[]>;

/**
 * The product's pack sizes: each a group of fields (size, unit, MRP, discount, stock, low-stock
 * level, sellable), moved up or down, removed, or added. The buttons are Conform's list
 * intents: with scripts they change the form at once; without, they post it back and the page
 * comes back with the row added, moved or gone, the typed values kept.
 */
export function PacksEditor({
  form,
  field,
  errors,
}: {
  form: AnyForm;
  field: FieldMetadata<PackValues[]>;
  errors: Record<string, string>;
}) {
  const rows = field.getFieldList();
  const now = ((form.value as { packs?: unknown } | undefined)?.packs ?? []) as Partial<PackValues>[];
  const listError = errors.packs;
  return (
    <fieldset className="space-y-3">
      <legend className="text-lg font-bold text-stone-900">Pack sizes</legend>
      {listError && (
        <p role="alert" className="text-sm font-semibold text-red-700">
          {listError}
        </p>
      )}
      {rows.map((row, i) => {
        const pack = row.getFieldset();
        const start = (row.initialValue ?? {}) as Partial<PackValues>;
        const name = rowLabel(now[i] ?? start, i);
        const input = (key: keyof PackValues) => ({
          id: `packs.${i}.${key}`,
          name: pack[key].name,
          key: pack[key].key,
          error: errors[pack[key].name],
        });
        return (
          <fieldset key={row.key} className="rounded-lg border border-stone-200 bg-white p-3">
            <legend className="px-1 text-sm font-bold text-brand-900">{name}</legend>
            {start.id && <input type="hidden" name={pack.id.name} value={start.id} />}
            {start.stock_was !== undefined && (
              <input type="hidden" name={pack.stock_was.name} value={start.stock_was} />
            )}
            <div className="grid grid-cols-2 gap-3 lg:grid-cols-7">
              <Field {...input("qty")} label="Size" inputMode="decimal" defaultValue={start.qty ?? ""} />
              <SelectField
                {...input("unit")}
                label="Unit"
                options={UNIT_OPTIONS}
                defaultValue={start.unit ?? "g"}
              />
              <Field {...input("mrp")} label="MRP (₹)" inputMode="decimal" defaultValue={start.mrp ?? ""} />
              <Field
                {...input("discount")}
                label="Discount (₹)"
                inputMode="decimal"
                defaultValue={start.discount ?? ""}
              />
              <Field {...input("stock")} label="Stock" inputMode="numeric" defaultValue={start.stock ?? ""} />
              <Field
                {...input("low_stock")}
                label="Low at"
                inputMode="numeric"
                defaultValue={start.low_stock ?? ""}
              />
              <Field
                {...input("label_hi")}
                label="Label in Hindi"
                lang="hi"
                // Empty, Hindi readers see the size as in English: say so in the box.
                placeholder={(now[i] ?? start).qty ? name : undefined}
                maxLength={60}
                defaultValue={start.label_hi ?? ""}
              />
            </div>
            <div className="mt-2 flex flex-wrap items-center gap-2">
              <CheckboxField
                id={`packs.${i}.sellable`}
                name={pack.sellable.name}
                key={pack.sellable.key}
                label="Sellable"
                defaultChecked={start.sellable === "on"}
              />
              <span className="flex-1" />
              <button
                {...form.reorder.getButtonProps({ name: field.name, from: i, to: i - 1 })}
                className="btn-outline px-3 disabled:opacity-40"
                disabled={i === 0}
                aria-label={`Move ${name} up`}
              >
                Up
              </button>
              <button
                {...form.reorder.getButtonProps({ name: field.name, from: i, to: i + 1 })}
                className="btn-outline px-3 disabled:opacity-40"
                disabled={i === rows.length - 1}
                aria-label={`Move ${name} down`}
              >
                Down
              </button>
              <button
                {...form.remove.getButtonProps({ name: field.name, index: i })}
                className="btn-outline border-red-700 px-3 text-red-700"
                disabled={rows.length === 1}
                aria-label={`Remove ${name}`}
              >
                Remove
              </button>
            </div>
          </fieldset>
        );
      })}
      <button
        {...form.insert.getButtonProps({ name: field.name, defaultValue: newPackValues() })}
        className="btn-outline"
      >
        Add pack size
      </button>
    </fieldset>
  );
}
