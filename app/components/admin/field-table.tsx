import type { InputHTMLAttributes, SelectHTMLAttributes, TextareaHTMLAttributes } from "react";
import { CheckboxField, TextAreaField } from "~/components/admin/catalogue/inputs";
import { RichTextEditor } from "~/components/admin/catalogue/RichTextEditor";
import { Field, SelectField } from "~/components/admin/fields";
import { shown } from "~/components/admin/kept";
import type { useShopForm } from "~/lib/forms/use-shop-form";

type ShopForm = ReturnType<typeof useShopForm>;
type Options = readonly { value: string; label: string }[];

/**
 * One field of a back-office form, as its table describes it: its label and attributes (a
 * length, a keyboard), a text box unless `kind` says otherwise; `id` where it is not made from
 * the posted name.
 */
export type FieldSpec = { label: string; id?: string } & (
  | ({ kind?: "text" } & InputHTMLAttributes<HTMLInputElement>)
  | ({ kind: "area"; hint?: string } & TextareaHTMLAttributes<HTMLTextAreaElement>)
  | ({ kind: "select"; options: Options } & SelectHTMLAttributes<HTMLSelectElement>)
  | ({ kind: "check" } & InputHTMLAttributes<HTMLInputElement>)
  | { kind: "rich"; lang?: string }
);

/** A form's fields by their posted names ("title", "hi.title"). */
export type FieldTable = Record<string, FieldSpec>;

/** Attributes one place adds to its field (a label that changes, an onChange). */
type Extra = Record<string, unknown>;

/** What the form holds for a field: where it starts, its first error, Conform's key. */
interface Bound {
  key?: string;
  defaultValue?: string;
  error?: string;
}

/** A field's id: the table's, else the posted name (dots and underscores as dashes after a prefix). */
const idOf = (name: string, spec: FieldSpec, prefix?: string) =>
  spec.id ?? (prefix ? `${prefix}-${name.replace(/[._]/g, "-")}` : name);

/** One field, drawn by the control its kind names, with what the form holds for it. */
function drawField(name: string, spec: FieldSpec, prefix: string | undefined, bound: Bound, extra: Extra) {
  const { kind, ...attrs } = spec;
  const { key, defaultValue, error } = bound;
  const id = idOf(name, spec, prefix);
  // The table's attributes fit its kind's control (FieldSpec); TypeScript cannot follow the spread.
  const props = { ...attrs, id, name, error, ...extra } as FieldProps;
  if (kind === "check") {
    const { error: _none, ...box } = props;
    return <CheckboxField key={key} defaultChecked={defaultValue === "on"} {...box} />;
  }
  if (kind === "rich")
    return (
      <RichTextEditor
        key={key}
        id={id}
        label={spec.label}
        lang={props.lang}
        html={defaultValue ?? ""}
        error={error}
      />
    );
  if (kind === "area")
    return <TextAreaField key={key} defaultValue={defaultValue} {...(props as unknown as AreaProps)} />;
  if (kind === "select")
    return <SelectField key={key} defaultValue={defaultValue} {...(props as unknown as SelectProps)} />;
  return <Field key={key} defaultValue={defaultValue} {...props} />;
}

type FieldProps = Parameters<typeof Field>[0];
type AreaProps = Parameters<typeof TextAreaField>[0];
type SelectProps = Parameters<typeof SelectField>[0];

/**
 * Draws the fields of a form that shows saved values: `field("title", post?.title ?? "")` is
 * the table's "title" showing what a refused post kept (else the saved value), with its error;
 * `field("password")`, a field that starts empty.
 */
export function keptFields(form: ShopForm, table: FieldTable, prefix?: string) {
  const value = shown(form);
  // A secret (no `saved`) starts empty: it is never kept, never sent back.
  return (name: string, saved?: string, extra: Extra = {}) => {
    const defaultValue = saved === undefined ? undefined : value(name, saved);
    return drawField(name, table[name], prefix, { defaultValue, error: form.errors[name] }, extra);
  };
}

interface ConformField {
  key?: string;
  initialValue?: unknown;
  getFieldset?: () => Record<string, ConformField>;
}

/**
 * Draws the fields of a form whose starting values Conform holds (given to useShopForm):
 * `field("hi.name")` starts from Conform's value and is drawn afresh (its key) when the form is.
 */
export function conformFields(form: ShopForm, table: FieldTable, prefix?: string) {
  const top = form.form.getFieldset() as unknown as Record<string, ConformField>;
  const meta = (name: string) => {
    const [first, ...inner] = name.split(".");
    return inner.reduce<ConformField | undefined>((at, part) => at?.getFieldset?.()[part], top[first]);
  };
  return (name: string, extra: Extra = {}) => {
    const field = meta(name);
    const start = field?.initialValue;
    const defaultValue = typeof start === "string" ? start : "";
    return drawField(
      name,
      table[name],
      prefix,
      { key: field?.key, defaultValue, error: form.errors[name] },
      extra,
    );
  };
}
