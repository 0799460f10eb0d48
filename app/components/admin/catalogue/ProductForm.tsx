import { useState } from "react";
import { callAdmin } from "~/components/admin/admin-api";
import { Field, FormMessage, SelectField, SubmitButton } from "~/components/admin/fields";
import { useApiForm } from "~/lib/use-api-form";
import { GST_RATES } from "../../../../lib/gst";
import { productFields, productUpdateFields } from "../../../../lib/validation/catalogue";
import type { AdminProduct } from "../../../../server/modules/catalog/admin/types";
import { CheckboxField } from "./inputs";
import { PacksEditor } from "./PacksEditor";
import { newPackRow, packBody, packRow, stockChanged, type WireProduct, wirePackRow } from "./pack-model";
import { RichTextEditor } from "./RichTextEditor";

export interface CategoryChoice {
  id: number;
  name: string;
  active: boolean;
}

/**
 * A product's form: its fields and pack sizes, saved together. Editing sends the version and
 * each pack's starting stock, so a change made meanwhile is refused, never overwritten; a
 * changed stock asks why. `onSaved` gets the product's id.
 */
export function ProductForm({
  product,
  version,
  categories,
  onSaved,
}: {
  product?: AdminProduct;
  /** The version the page holds now (its own picture edits move it on). */
  version?: number;
  categories: CategoryChoice[];
  onSaved: (saved: WireProduct) => void;
}) {
  const [name, setName] = useState(product?.name ?? "");
  const [categoryId, setCategoryId] = useState(String(product?.categoryId ?? ""));
  const [sku, setSku] = useState(product?.sku ?? "");
  const [short, setShort] = useState(product?.shortDescription ?? "");
  const [description, setDescription] = useState(product?.descriptionHtml ?? "");
  const [hsn, setHsn] = useState(product?.hsnCode ?? "");
  const [gstRate, setGstRate] = useState(product ? String(product.gstRate) : "");
  const [active, setActive] = useState(product?.active ?? true);
  const [featured, setFeatured] = useState(product?.featured ?? false);
  const [hiName, setHiName] = useState(product?.hi.name ?? "");
  const [hiShort, setHiShort] = useState(product?.hi.shortDescription ?? "");
  const [hiDescription, setHiDescription] = useState(product?.hi.descriptionHtml ?? "");
  const [packs, setPacks] = useState(() => (product ? product.packs.map(packRow) : [newPackRow()]));
  const [reason, setReason] = useState("");
  const askReason = stockChanged(packs);

  const values = () => ({
    ...(product ? { product_id: product.id, version: version ?? product.version } : {}),
    name,
    category_id: categoryId,
    sku,
    short_description: short,
    hsn_code: hsn,
    gst_rate: gstRate,
    description,
    active,
    featured,
    packs: packs.map(packBody),
    stock_reason: askReason ? reason : "",
    hi: { name: hiName, short_description: hiShort, description: hiDescription },
  });
  const form = useApiForm({
    schema: product ? productUpdateFields : productFields,
    values,
    send: (v) => callAdmin<WireProduct>(product ? "/products/update" : "/products/create", v),
    toast: "success",
    onSuccess: (answer) => {
      if (!answer.data) return;
      // New packs have ids now, and every stock is the one saved: the next save starts here.
      setPacks(answer.data.packs.map(wirePackRow));
      setReason("");
      onSaved(answer.data);
    },
  });
  const e = form.errors;
  const categoryOptions = [
    { value: "", label: "Choose a category" },
    ...categories.map((c) => ({ value: String(c.id), label: c.active ? c.name : `${c.name} (inactive)` })),
  ];

  return (
    <form
      noValidate
      onSubmit={form.onSubmit}
      className="space-y-6"
      aria-label={product ? "Edit product" : "New product"}
    >
      <section
        aria-labelledby="details-title"
        className="grid gap-4 rounded-lg border border-stone-200 bg-white p-4 sm:grid-cols-2"
      >
        <h2 id="details-title" className="text-lg font-bold text-stone-900 sm:col-span-2">
          Details
        </h2>
        <Field
          id="name"
          label="Name"
          value={name}
          maxLength={200}
          onChange={(ev) => setName(ev.target.value)}
          error={e.name}
        />
        <SelectField
          id="category_id"
          label="Category"
          options={categoryOptions}
          value={categoryId}
          onChange={(ev) => setCategoryId(ev.target.value)}
          error={e.category_id}
        />
        <Field
          id="sku"
          label="SKU"
          value={sku}
          maxLength={64}
          onChange={(ev) => setSku(ev.target.value)}
          error={e.sku}
        />
        <Field
          id="short_description"
          label="Short description"
          value={short}
          maxLength={300}
          onChange={(ev) => setShort(ev.target.value)}
          error={e.short_description}
        />
        <Field
          id="hsn_code"
          label="HSN code"
          value={hsn}
          maxLength={8}
          inputMode="numeric"
          onChange={(ev) => setHsn(ev.target.value)}
          error={e.hsn_code}
        />
        <SelectField
          id="gst_rate"
          label="GST rate (included in the prices)"
          options={[
            { value: "", label: "Choose the rate" },
            ...GST_RATES.map((r) => ({ value: String(r), label: `${r} %` })),
          ]}
          value={gstRate}
          onChange={(ev) => setGstRate(ev.target.value)}
          error={e.gst_rate}
        />
        <div className="sm:col-span-2">
          <RichTextEditor
            id="description"
            label="Description"
            html={description}
            onChange={setDescription}
            error={e.description}
          />
        </div>
        <div className="flex flex-wrap gap-x-6 sm:col-span-2">
          <CheckboxField
            id="active"
            label="On sale (active)"
            checked={active}
            onChange={(ev) => setActive(ev.target.checked)}
          />
          <CheckboxField
            id="featured"
            label="Featured"
            checked={featured}
            onChange={(ev) => setFeatured(ev.target.checked)}
          />
        </div>
      </section>

      <section
        aria-labelledby="hindi-title"
        className="grid gap-4 rounded-lg border border-stone-200 bg-white p-4 sm:grid-cols-2"
      >
        <div className="sm:col-span-2">
          <h2 id="hindi-title" className="text-lg font-bold text-stone-900">
            In Hindi <span lang="hi">(हिन्दी)</span>
          </h2>
          <p className="text-sm text-stone-700">
            What Hindi readers see. A field left empty shows the English; pack labels in Hindi are with each
            pack size below.
          </p>
        </div>
        <Field
          id="hi.name"
          label="Name in Hindi"
          lang="hi"
          value={hiName}
          maxLength={200}
          placeholder={name}
          onChange={(ev) => setHiName(ev.target.value)}
          error={e["hi.name"]}
        />
        <Field
          id="hi.short_description"
          label="Short description in Hindi"
          lang="hi"
          value={hiShort}
          maxLength={300}
          onChange={(ev) => setHiShort(ev.target.value)}
          error={e["hi.short_description"]}
        />
        <div className="sm:col-span-2">
          <RichTextEditor
            id="hi.description"
            label="Description in Hindi"
            lang="hi"
            html={hiDescription}
            onChange={setHiDescription}
            error={e["hi.description"]}
          />
        </div>
      </section>

      <PacksEditor rows={packs} onChange={setPacks} errors={e} />

      {askReason && (
        <Field
          id="stock_reason"
          label="Why did the stock change?"
          value={reason}
          maxLength={200}
          onChange={(ev) => setReason(ev.target.value)}
          error={e.stock_reason}
        />
      )}
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
        <SubmitButton
          busy={form.busy}
          label={product ? "Save product" : "Create product"}
          busyLabel="Saving…"
          className="btn-primary"
        />
        <FormMessage failure={form.failure} />
      </div>
    </form>
  );
}
