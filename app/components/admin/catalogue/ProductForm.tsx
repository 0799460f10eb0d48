import type { FieldMetadata } from "@conform-to/react";
import { Form, useNavigation } from "react-router";
import { Field, SelectField, SubmitRow } from "~/components/admin/fields";
import type { FormAnswer } from "~/lib/forms/form-answer";
import { useScriptsRunning, useShopForm } from "~/lib/forms/use-shop-form";
import { GST_RATES } from "../../../../lib/gst";
import { productPageFields } from "../../../../lib/validation/catalogue-form";
import type { AdminProduct } from "../../../../server/modules/catalog";
import { CheckboxField } from "./inputs";
import { PacksEditor } from "./PacksEditor";
import { newPackValues, type PackValues, packValues, stockChanged } from "./pack-model";
import { RichTextEditor } from "./RichTextEditor";

export interface CategoryChoice {
  id: number;
  name: string;
  active: boolean;
}

interface HiValues {
  name: string;
  short_description: string;
  description: string;
}

/** The form's starting values, as a posted form would hold them. */
const startingValues = (product: AdminProduct | undefined) => ({
  name: product?.name ?? "",
  category_id: String(product?.categoryId ?? ""),
  sku: product?.sku ?? "",
  short_description: product?.shortDescription ?? "",
  description: product?.descriptionHtml ?? "",
  hsn_code: product?.hsnCode ?? "",
  gst_rate: product ? String(product.gstRate) : "",
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
  const hi = (fields.hi as unknown as FieldMetadata<HiValues>).getFieldset();
  const packs = fields.packs as unknown as FieldMetadata<PackValues[]>;
  const e = shop.errors;
  const navigation = useNavigation();
  const busy = navigation.state !== "idle" && navigation.formData?.get("form") === "product";
  const scripts = useScriptsRunning();
  // Without scripts the page cannot tell that a stock changed: the reason's box is always there.
  const packsNow = (form.value?.packs ?? []) as { stock?: string; stock_was?: string }[];
  const askReason = !scripts || Boolean(e.stock_reason) || stockChanged(packsNow);
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
          key={fields.name.key}
          defaultValue={str(text("name"))}
          maxLength={200}
          error={e.name}
        />
        <SelectField
          id="category_id"
          label="Category"
          key={fields.category_id.key}
          options={categoryOptions}
          defaultValue={str(text("category_id"))}
          error={e.category_id}
        />
        <Field
          id="sku"
          label="SKU"
          key={fields.sku.key}
          defaultValue={str(text("sku"))}
          maxLength={64}
          error={e.sku}
        />
        <Field
          id="short_description"
          label="Short description"
          key={fields.short_description.key}
          defaultValue={str(text("short_description"))}
          maxLength={300}
          error={e.short_description}
        />
        <Field
          id="hsn_code"
          label="HSN code"
          key={fields.hsn_code.key}
          defaultValue={str(text("hsn_code"))}
          maxLength={8}
          inputMode="numeric"
          error={e.hsn_code}
        />
        <SelectField
          id="gst_rate"
          label="GST rate (included in the prices)"
          key={fields.gst_rate.key}
          options={[
            { value: "", label: "Choose the rate" },
            ...GST_RATES.map((r) => ({ value: String(r), label: `${r} %` })),
          ]}
          defaultValue={str(text("gst_rate"))}
          error={e.gst_rate}
        />
        <div className="sm:col-span-2">
          <RichTextEditor
            id="description"
            label="Description"
            key={fields.description.key}
            html={str(text("description"))}
            error={e.description}
          />
        </div>
        <div className="flex flex-wrap gap-x-6 sm:col-span-2">
          <CheckboxField
            id="active"
            label="On sale (active)"
            key={fields.active.key}
            defaultChecked={text("active") === "on"}
          />
          <CheckboxField
            id="featured"
            label="Featured"
            key={fields.featured.key}
            defaultChecked={text("featured") === "on"}
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
          key={hi.name.key}
          defaultValue={str(hi.name.initialValue)}
          maxLength={200}
          placeholder={str(form.value?.name) || str(text("name"))}
          error={e["hi.name"]}
        />
        <Field
          id="hi.short_description"
          label="Short description in Hindi"
          lang="hi"
          key={hi.short_description.key}
          defaultValue={str(hi.short_description.initialValue)}
          maxLength={300}
          error={e["hi.short_description"]}
        />
        <div className="sm:col-span-2">
          <RichTextEditor
            id="hi.description"
            label="Description in Hindi"
            lang="hi"
            key={hi.description.key}
            html={str(hi.description.initialValue)}
            error={e["hi.description"]}
          />
        </div>
      </section>

      <PacksEditor form={form} field={packs} errors={e} />

      {askReason && (
        <Field
          id="stock_reason"
          label="Why did the stock change?"
          key={fields.stock_reason.key}
          defaultValue={str(text("stock_reason"))}
          maxLength={200}
          error={e.stock_reason}
        />
      )}
      <SubmitRow
        form={shop}
        layout="flex flex-col gap-3 sm:flex-row sm:items-center"
        busy={busy}
        label={product ? "Save product" : "Create product"}
      />
    </Form>
  );
}
