import type { FieldMetadata } from "@conform-to/react";
import { Form, useNavigation } from "react-router";
import { conformFields, type FieldTable } from "~/components/admin/field-table";
import { SubmitRow } from "~/components/admin/fields";
import { Panel } from "~/components/admin/Panel";
import type { FormAnswer } from "~/lib/forms/form-answer";
import { useScriptsRunning, useShopForm } from "~/lib/forms/use-shop-form";
import { GST_RATES } from "../../../../lib/gst";
import { offSaleReason, REGULATED_KIND_LABELS, REGULATED_KINDS } from "../../../../lib/regulated";
import { FIELDS_OF, type RegulatedField } from "../../../../lib/regulated-fields";
import { productPageFields } from "../../../../lib/validation/catalogue-form";
import type { AdminProduct } from "../../../../server/modules/catalog";
import { PacksEditor } from "./PacksEditor";
import { newPackValues, type PackValues, packValues, stockChanged } from "./pack-model";

export interface CategoryChoice {
  id: number;
  name: string;
  active: boolean;
}

/** The product's own fields, by their posted names (the packs have theirs in PacksEditor). */
const PRODUCT_FIELDS = {
  name: { label: "Name", maxLength: 200 },
  category_id: { kind: "select", label: "Category", options: [] },
  sku: { label: "SKU", maxLength: 64 },
  short_description: { label: "Short description", maxLength: 300 },
  description: { kind: "rich", label: "Description" },
  hsn_code: { label: "HSN code", maxLength: 8, inputMode: "numeric" },
  gst_rate: {
    kind: "select",
    label: "GST rate (included in the prices)",
    options: [
      { value: "", label: "Choose the rate" },
      ...GST_RATES.map((r) => ({ value: String(r), label: `${r} %` })),
    ],
  },
  regulated_kind: {
    kind: "select",
    label: "Under the law (a licensed kind goes off sale without a valid licence)",
    options: REGULATED_KINDS.map((k) => ({ value: k, label: REGULATED_KIND_LABELS[k] })),
  },
  registration_no: { label: "CIB&RC registration number", maxLength: 80, placeholder: "CIR-12345/2019-…" },
  grade: { label: "Grade or specification", maxLength: 120, placeholder: "NPK 19:19:19 (FCO Schedule I)" },
  variety: { label: "Variety", maxLength: 120 },
  germination_pct: { label: "Germination (%)", inputMode: "numeric", maxLength: 3 },
  manufacturer: { label: "Manufacturer", maxLength: 200 },
  marketer: { label: "Marketer (when not the manufacturer)", maxLength: 200 },
  active_ingredients: {
    kind: "area",
    label: "Active ingredients (one a line, as on the label)",
    rows: 2,
    placeholder: "Imidacloprid 17.8% SL",
  },
  restriction_note: {
    kind: "area",
    label: "Restriction note (shown to customers)",
    rows: 2,
    maxLength: 300,
    placeholder: "Sold only to licensed pest control operators.",
  },
  active: { kind: "check", label: "On sale (active)" },
  featured: { kind: "check", label: "Featured" },
  "hi.name": { label: "Name in Hindi", lang: "hi", maxLength: 200 },
  "hi.short_description": { label: "Short description in Hindi", lang: "hi", maxLength: 300 },
  "hi.description": { kind: "rich", label: "Description in Hindi", lang: "hi" },
  stock_reason: { label: "Why did the stock change?", maxLength: 200 },
} satisfies FieldTable;

/** The form's starting values, as a posted form would hold them. */
const startingValues = (product: AdminProduct | undefined) => ({
  name: product?.name ?? "",
  category_id: String(product?.categoryId ?? ""),
  sku: product?.sku ?? "",
  short_description: product?.shortDescription ?? "",
  description: product?.descriptionHtml ?? "",
  hsn_code: product?.hsnCode ?? "",
  gst_rate: product ? String(product.gstRate) : "",
  regulated_kind: product?.regulatedKind ?? "none",
  registration_no: product?.label.registrationNo ?? "",
  grade: product?.label.grade ?? "",
  variety: product?.label.variety ?? "",
  germination_pct: product?.label.germinationPct == null ? "" : String(product.label.germinationPct),
  manufacturer: product?.label.manufacturer ?? "",
  marketer: product?.label.marketer ?? "",
  active_ingredients: product?.label.activeIngredients.join("\n") ?? "",
  restriction_note: product?.label.restrictionNote ?? "",
  active: product && !product.active ? undefined : "on",
  featured: product?.featured ? "on" : undefined,
  packs: product ? product.packs.map(packValues) : [newPackValues()],
  stock_reason: "",
  hi: {
    name: product?.hi.name ?? "",
    short_description: product?.hi.shortDescription ?? "",
    description: product?.hi.descriptionHtml ?? "",
  },
});

/**
 * A product's form: its fields and pack sizes, posted together to the page's action (with
 * scripts or without). Editing sends the version and each pack's starting stock, so a change
 * made meanwhile is refused, never overwritten; a changed stock asks why.
 */
export function ProductForm(props: ProductFormProps) {
  // Saved (here or elsewhere), the form starts again from the product as it now is: new packs
  // have their ids, each stock is the one saved. A picture's save leaves the typing alone.
  return <ProductFields key={JSON.stringify(startingValues(props.product))} {...props} />;
}

interface ProductFormProps {
  product?: AdminProduct;
  categories: CategoryChoice[];
  /** The action's answer to this form. */
  answer: FormAnswer | undefined;
}

function ProductFields({ product, categories, answer }: ProductFormProps) {
  const shop = useShopForm(productPageFields, answer, "product", startingValues(product));
  const { form } = shop;
  const fields = form.getFieldset();
  const packs = fields.packs as unknown as FieldMetadata<PackValues[]>;
  const e = shop.errors;
  const navigation = useNavigation();
  const busy = navigation.state !== "idle" && navigation.formData?.get("form") === "product";
  const scripts = useScriptsRunning();
  // Without scripts the page cannot tell that a stock changed: the reason's box is always there.
  const packsNow = (form.value?.packs ?? []) as { stock?: string; stock_was?: string }[];
  const askReason = !scripts || Boolean(e.stock_reason) || stockChanged(packsNow);
  const field = conformFields(shop, PRODUCT_FIELDS);
  const categoryOptions = [
    { value: "", label: "Choose a category" },
    ...categories.map((c) => ({ value: String(c.id), label: c.active ? c.name : `${c.name} (inactive)` })),
  ];
  const text = (name: string) => (fields as Record<string, { initialValue?: unknown }>)[name]?.initialValue;
  const str = (value: unknown) => (typeof value === "string" ? value : "");

  return (
    <Form
      method="post"
      {...shop.props}
      className="space-y-6"
      aria-label={product ? "Edit product" : "New product"}
    >
      {/* Enter in a field saves, rather than pressing a pack's first button (Up, Remove). */}
      <button type="submit" hidden tabIndex={-1} aria-hidden="true" />
      <input type="hidden" name="form" value="product" />
      {product && (
        <>
          <input type="hidden" name="product_id" value={product.id} />
          {/* Always the version just loaded: a save of this page's own moves it on. */}
          <input type="hidden" name="version" value={product.version} />
        </>
      )}
      <Panel
        id="details"
        title="Details"
        className="grid gap-4 sm:grid-cols-2"
        titleClass="text-stone-900 sm:col-span-2"
      >
        {field("name")}
        {field("category_id", { options: categoryOptions })}
        {field("sku")}
        {field("short_description")}
        {field("hsn_code")}
        {field("gst_rate")}
        <div className="sm:col-span-2">
          {field("regulated_kind")}
          {product?.offSale && (
            // The shop's licences, not this form, keep it off sale (Shop settings → Licences).
            <p role="status" className="mt-1 text-sm font-semibold text-red-800">
              {offSaleReason(product.offSale)} Customers cannot buy it until a valid licence is saved in{" "}
              <a className="underline" href="/admin/settings/licences">
                Licences
              </a>
              .
            </p>
          )}
        </div>
        <div className="sm:col-span-2">{field("description")}</div>
        <LabelDetails
          kind={str(form.value?.regulated_kind) || product?.regulatedKind || "none"}
          scripts={scripts}
          field={field}
          problems={product?.labelProblems ?? []}
          active={product?.active ?? false}
        />
        <div className="flex flex-wrap gap-x-6 sm:col-span-2">
          {field("active")}
          {field("featured")}
        </div>
      </Panel>

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
        {field("hi.name", { placeholder: str(form.value?.name) || str(text("name")) })}
        {field("hi.short_description")}
        <div className="sm:col-span-2">{field("hi.description")}</div>
      </section>

      <PacksEditor form={form} field={packs} errors={e} />

      {askReason && field("stock_reason")}
      <SubmitRow
        form={shop}
        layout="flex flex-col gap-3 sm:flex-row sm:items-center"
        busy={busy}
        label={product ? "Save product" : "Create product"}
      />
    </Form>
  );
}

/** The label fields by their posted names. */
const LABEL_FIELDS: [keyof typeof PRODUCT_FIELDS, RegulatedField][] = [
  ["registration_no", "registrationNo"],
  ["grade", "grade"],
  ["variety", "variety"],
  ["germination_pct", "germinationPct"],
  ["manufacturer", "manufacturer"],
  ["marketer", "marketer"],
  ["active_ingredients", "activeIngredients"],
  ["restriction_note", "restrictionNote"],
];

/**
 * A regulated product's label details (docs/decisions/0048-registration-and-ingredients.md):
 * with scripts, the fields of the kind chosen; without, all of them, those of other kinds
 * cleared on save. Above them, what stops it being put on sale.
 */
function LabelDetails({
  kind,
  scripts,
  field,
  problems,
  active,
}: {
  kind: string;
  scripts: boolean;
  field: (name: keyof typeof PRODUCT_FIELDS) => React.ReactNode;
  problems: string[];
  active: boolean;
}) {
  const used = FIELDS_OF[kind as keyof typeof FIELDS_OF] ?? [];
  if (scripts && used.length === 0) return null;
  return (
    <fieldset className="grid gap-4 rounded-md border border-stone-200 p-3 sm:col-span-2 sm:grid-cols-2">
      <legend className="px-1 font-semibold text-stone-900">Label details</legend>
      <p className="text-sm text-stone-700 sm:col-span-2">
        {scripts
          ? "What the law asks of this kind; it can be saved as a draft (not on sale) with any missing."
          : "Fill in those of its kind: insecticides need the CIB&RC number and active ingredients, fertilisers the grade, seeds the variety and germination, and every kind the manufacturer. The others are cleared on save. It can be saved as a draft (not on sale) with any missing."}
      </p>
      {problems.length > 0 && (
        <p role="status" className="text-sm font-semibold text-red-800 sm:col-span-2">
          {active
            ? "On sale, but its next save must fix this, or untick On sale: "
            : "Before it can be put on sale: "}
          {problems.join("; ")}.
        </p>
      )}
      {LABEL_FIELDS.map(([name, key]) => {
        const wide = name === "active_ingredients" || name === "restriction_note";
        return (
          <div
            key={name}
            className={wide ? "sm:col-span-2" : undefined}
            hidden={scripts && !used.includes(key)}
          >
            {field(name)}
          </div>
        );
      })}
    </fieldset>
  );
}
