import { useEffect, useRef, useState } from "react";
import { useT, useTranslateSentence } from "~/i18n/i18n";
import { useApiForm } from "~/lib/use-api-form";
import type { SavedAddress } from "../../../lib/address-types";
import { findState, INDIA_STATES } from "../../../lib/india-states";
import { checkedAddress } from "../../../lib/validation/address";
import { fieldErrors } from "../../../lib/validation/fields";
import { Field } from "../account/Field";

type Values = Record<
  "fullname" | "email" | "phone" | "street1" | "city" | "state" | "pincode" | "landmark",
  string
>;
const blank: Values = {
  fullname: "",
  email: "",
  phone: "",
  street1: "",
  city: "",
  state: "",
  pincode: "",
  landmark: "",
};
const fromRow = (a: SavedAddress): Values => ({
  fullname: a.fullName,
  email: a.email,
  phone: a.mobile,
  street1: a.address1,
  city: a.city,
  // An older free-text state is shown as the list's choice it means (or none, to be chosen).
  state: findState(a.state)?.name ?? "",
  pincode: a.pincode,
  landmark: a.landmark,
});

/**
 * 'Add New Address' / 'Update Address': the address rules, checked on each change and on
 * submit (the server checks them again). `onSave` calls the API and gives back its field
 * errors, or null when the address was saved.
 */
export function AddressDialog({
  editing,
  onClose,
  onSave,
}: {
  editing?: SavedAddress;
  onClose: () => void;
  onSave: (values: Values) => Promise<Record<string, string> | null>;
}) {
  const t = useT();
  const say = useTranslateSentence();
  const ref = useRef<HTMLDialogElement>(null);
  const [values, setValues] = useState<Values>(editing ? fromRow(editing) : blank);
  const [touched, setTouched] = useState(false);
  const form = useApiForm({
    schema: checkedAddress,
    values: () => values,
    // The page shows the outcome itself; the dialog only shows the server's field errors.
    send: async () => {
      const errors = await onSave(values);
      return errors ? { status: 0, message: "", errors, http: 400 } : { status: 1, message: "", http: 200 };
    },
    toast: "never",
  });
  const { errors, setErrors } = form;
  useEffect(() => {
    ref.current?.showModal();
  }, []);
  const check = (v: Values) => {
    const parsed = checkedAddress.safeParse(v);
    if (parsed.success) return {};
    const english = fieldErrors(parsed.error);
    return Object.fromEntries(Object.entries(english).map(([field, m]) => [field, say(m)]));
  };
  const change = (name: keyof Values, value: string) => {
    const next = { ...values, [name]: value };
    setValues(next);
    if (touched) setErrors(check(next));
    else {
      const all = check(next);
      setErrors((e) => ({ ...e, [name]: all[name] ?? "" }));
    }
  };
  const title = editing ? t.checkout.updateTitle : t.checkout.addTitle;
  const f = t.checkout.fields;
  const input = (name: keyof Values, type = "text", extra: Record<string, unknown> = {}) => (
    <Field
      id={`addr-${name}`}
      label={f[name]}
      type={type}
      value={values[name]}
      error={errors[name] || undefined}
      onChange={(e) => change(name, e.target.value)}
      required={name !== "landmark"}
      {...extra}
    />
  );
  return (
    <dialog
      ref={ref}
      aria-labelledby="address-dialog-title"
      onClose={onClose}
      className="m-auto w-[calc(100%-1rem)] max-w-lg rounded-lg p-0 shadow-2xl backdrop:bg-black/50"
    >
      <form
        noValidate
        onSubmit={(e) => {
          // From the first submit on, every change re-checks the whole form.
          setTouched(true);
          return form.onSubmit(e);
        }}
        className="max-h-[90vh] space-y-3 overflow-y-auto p-5"
      >
        <h2 id="address-dialog-title" className="text-xl font-bold text-brand-900">
          {title}
        </h2>
        {input("fullname", "text", { autoComplete: "name", maxLength: 200 })}
        {input("email", "email", { autoComplete: "email", maxLength: 254 })}
        {input("phone", "tel", { inputMode: "numeric", maxLength: 10, autoComplete: "tel-national" })}
        {input("street1", "text", { autoComplete: "street-address", maxLength: 500 })}
        <div className="grid grid-cols-2 gap-3">
          {input("city", "text", { autoComplete: "address-level2", maxLength: 100 })}
          <StateSelect value={values.state} error={errors.state} onChange={(v) => change("state", v)} />
        </div>
        <div className="grid grid-cols-2 gap-3">
          {input("pincode", "text", { inputMode: "numeric", maxLength: 6, autoComplete: "postal-code" })}
          {input("landmark", "text", { maxLength: 200 })}
        </div>
        <div className="flex justify-end gap-2 pt-2">
          <button type="button" className="btn-outline" onClick={onClose}>
            {t.checkout.cancel}
          </button>
          <button type="submit" className="btn-primary" disabled={form.busy}>
            {editing ? t.checkout.updateAddress : t.checkout.saveAddress}
          </button>
        </div>
      </form>
    </dialog>
  );
}

export type AddressValues = Values;

/** State: a choice of India's states and union territories (lib/india-states.ts). */
function StateSelect({
  value,
  error,
  onChange,
}: {
  value: string;
  error?: string;
  onChange: (value: string) => void;
}) {
  const t = useT();
  const id = "addr-state";
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-semibold text-stone-900">
        {t.checkout.fields.state}
      </label>
      <select
        id={id}
        name={id}
        required
        autoComplete="address-level1"
        value={value}
        onChange={(e) => onChange(e.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        className={`mt-1 h-11 w-full rounded-md border bg-white px-2 ${error ? "border-red-700" : "border-stone-300"}`}
      >
        <option value="">{t.checkout.chooseState}</option>
        {INDIA_STATES.map((s) => (
          <option key={s.gstCode} value={s.name}>
            {s.name}
          </option>
        ))}
      </select>
      {error && (
        <p id={`${id}-error`} className="mt-1 text-sm text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}
