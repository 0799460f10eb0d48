import { useEffect, useRef, useState } from "react";
import { useApiForm } from "~/lib/use-api-form";
import { enPages } from "~/messages/en-pages";
import type { SavedAddress } from "../../../lib/address-types";
import { addressFields } from "../../../lib/validation/address";
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
  state: a.state,
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
  const ref = useRef<HTMLDialogElement>(null);
  const [values, setValues] = useState<Values>(editing ? fromRow(editing) : blank);
  const [touched, setTouched] = useState(false);
  const form = useApiForm({
    schema: addressFields,
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
    const parsed = addressFields.safeParse(v);
    return parsed.success ? {} : fieldErrors(parsed.error);
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
  const title = editing ? enPages.checkout.updateTitle : enPages.checkout.addTitle;
  const f = enPages.checkout.fields;
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
          {input("state", "text", { autoComplete: "address-level1", maxLength: 100 })}
        </div>
        <div className="grid grid-cols-2 gap-3">
          {input("pincode", "text", { inputMode: "numeric", maxLength: 6, autoComplete: "postal-code" })}
          {input("landmark", "text", { maxLength: 200 })}
        </div>
        <div className="flex justify-end gap-2 pt-2">
          <button type="button" className="btn-outline" onClick={onClose}>
            {enPages.checkout.cancel}
          </button>
          <button type="submit" className="btn-primary" disabled={form.busy}>
            {editing ? enPages.checkout.updateAddress : enPages.checkout.saveAddress}
          </button>
        </div>
      </form>
    </dialog>
  );
}

export type AddressValues = Values;
