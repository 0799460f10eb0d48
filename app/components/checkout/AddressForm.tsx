import { useEffect, useRef } from "react";
import { Form, Link, useFetcher, useNavigation } from "react-router";
import { useAnswerToast } from "~/components/ui/use-answer-toast";
import { useLang, useT } from "~/i18n/i18n";
import type { AddressAnswer } from "~/lib/checkout/checkout-answers";
import type { FormAnswer } from "~/lib/forms/form-answer";
import { SCRIPTS_FIELD, useShopForm } from "~/lib/forms/use-shop-form";
import type { SavedAddress } from "../../../lib/address-types";
import { findState, INDIA_STATES } from "../../../lib/india-states";
import { checkedAddress } from "../../../lib/validation/address";
import { Field, FormMessage } from "../account/Field";
import { usePincodeFill } from "./use-pincode-fill";

type Name =
  | "fullname"
  | "email"
  | "phone"
  | "street1"
  | "city"
  | "district"
  | "state"
  | "pincode"
  | "landmark";

/** What a new address starts with: the account's name, phone and email (the checkout's loader). */
export type NewAddressDefaults = Partial<Record<"fullname" | "phone" | "email", string>>;

const fromRow = (a: SavedAddress): Record<Name, string> => ({
  fullname: a.fullName,
  email: a.email,
  phone: a.mobile,
  street1: a.address1,
  city: a.city,
  district: a.district,
  // An older free-text state is shown as the list's choice it means (or none, to be chosen).
  state: findState(a.state)?.name ?? "",
  pincode: a.pincode,
  landmark: a.landmark,
});

/**
 * The address form's hidden fields, title, fields and buttons, checked with the address rules in the browser and
 * again by the checkout's action. `values` are what to show first (the address being edited,
 * or what the server kept of a refused form).
 */
function AddressFields({
  titleId,
  scripts,
  form,
  editing,
  defaults,
  busy,
  cancel,
}: {
  /** The title's id, naming the dialog or section around the form. */
  titleId: string;
  scripts: boolean;
  form: ReturnType<typeof useShopForm>;
  editing?: SavedAddress;
  /** A new address's first values; an address being edited keeps its own. */
  defaults?: NewAddressDefaults;
  busy: boolean;
  cancel: React.ReactNode;
}) {
  const t = useT().checkout;
  const row = editing ? fromRow(editing) : undefined;
  // Once the server answered, what was sent stands (a field emptied stays empty).
  const answered = Object.keys(form.values).length > 0;
  const first = (name: Name) => (answered ? undefined : defaults?.[name as keyof NewAddressDefaults]);
  const value = (name: Name) => form.values[name] ?? row?.[name] ?? first(name) ?? "";
  const fillFromPincode = usePincodeFill();
  const input = (name: Name, type = "text", extra: Record<string, unknown> = {}) => (
    <Field
      id={`addr-${name}`}
      name={name}
      label={t.fields[name]}
      type={type}
      defaultValue={value(name)}
      error={form.errors[name]}
      required={name !== "landmark" && name !== "district"}
      {...extra}
    />
  );
  return (
    <>
      <Hidden editing={editing} scripts={scripts} />
      <h2 id={titleId} className="text-xl font-bold text-brand-900">
        {editing ? t.updateTitle : t.addTitle}
      </h2>
      {input("fullname", "text", { autoComplete: "name", maxLength: 200 })}
      {input("email", "email", { autoComplete: "email", maxLength: 254 })}
      {input("phone", "tel", { inputMode: "numeric", maxLength: 10, autoComplete: "tel-national" })}
      {input("street1", "text", { autoComplete: "street-address", maxLength: 500 })}
      {/* The pincode first: with scripts, six digits fill the district, city and state below. */}
      <div className="grid grid-cols-2 gap-3">
        {input("pincode", "text", {
          inputMode: "numeric",
          maxLength: 6,
          autoComplete: "postal-code",
          onInput: fillFromPincode,
        })}
        {input("district", "text", { maxLength: 100 })}
      </div>
      <div className="grid grid-cols-2 gap-3">
        {input("city", "text", { autoComplete: "address-level2", maxLength: 100 })}
        <StateSelect defaultValue={value("state")} error={form.errors.state} />
      </div>
      {input("landmark", "text", { maxLength: 200 })}
      <FormMessage failure={form.failure} />
      <div className="flex justify-end gap-2 pt-2">
        {cancel}
        <button type="submit" className="btn-primary" disabled={busy}>
          {busy ? t.processing : editing ? t.updateAddress : t.saveAddress}
        </button>
      </div>
    </>
  );
}

/** The hidden fields naming what the form does. */
const Hidden = ({ editing, scripts }: { editing?: SavedAddress; scripts: boolean }) => (
  <>
    <input type="hidden" name="intent" value={editing ? "update" : "add"} />
    {editing && <input type="hidden" name="address_id" value={editing.id} />}
    {scripts && <input type="hidden" name={SCRIPTS_FIELD} value="1" />}
  </>
);

/**
 * 'Add New Address' / 'Update Address' in a dialog, once the page's scripts run: the form
 * posts to the checkout's action through a fetcher; on success the page toasts the sentence,
 * reads its addresses again and closes the dialog.
 */
export function AddressDialog({
  editing,
  defaults,
  onClose,
}: {
  editing?: SavedAddress;
  defaults?: NewAddressDefaults;
  onClose: () => void;
}) {
  const t = useT().checkout;
  const ref = useRef<HTMLDialogElement>(null);
  const fetcher = useFetcher<AddressAnswer>();
  const answer = fetcher.data as FormAnswer | undefined;
  const form = useShopForm(checkedAddress, answer, "address-dialog-form");
  useEffect(() => {
    ref.current?.showModal();
  }, []);
  useAnswerToast(answer, { onDone: onClose });
  return (
    <dialog
      ref={ref}
      aria-labelledby="address-dialog-title"
      onClose={onClose}
      className="m-auto w-[calc(100%-1rem)] max-w-lg rounded-lg p-0 shadow-2xl backdrop:bg-black/50"
    >
      <fetcher.Form
        method="post"
        action="/checkout"
        {...form.props}
        className="max-h-[90vh] space-y-3 overflow-y-auto p-5"
      >
        <AddressFields
          titleId="address-dialog-title"
          scripts
          form={form}
          editing={editing}
          defaults={defaults}
          busy={fetcher.state !== "idle"}
          cancel={
            <button type="button" className="btn-outline" onClick={onClose}>
              {t.cancel}
            </button>
          }
        />
      </fetcher.Form>
    </dialog>
  );
}

/**
 * The same form in the page (`/checkout?address=new`, `?address=edit&id=…`), for a phone whose
 * scripts have not arrived: a plain POST answered with the page, the messages in place and the
 * values kept, or on success the checkout again with the sentence.
 */
export function AddressInlineForm({
  editing,
  defaults,
  answer,
}: {
  editing?: SavedAddress;
  defaults?: NewAddressDefaults;
  answer: AddressAnswer | undefined;
}) {
  const t = useT().checkout;
  const form = useShopForm(checkedAddress, answer, "address-page-form");
  const busy = useNavigation().state !== "idle";
  const here = editing ? `/checkout?address=edit&id=${editing.id}` : "/checkout?address=new";
  return (
    <section aria-labelledby="address-form-title" className="rounded-lg border border-brand-800 p-4">
      <Form method="post" action={here} {...form.props} className="space-y-3">
        <AddressFields
          titleId="address-form-title"
          scripts={false}
          form={form}
          editing={editing}
          defaults={defaults}
          busy={busy}
          cancel={
            <Link to="/checkout" className="btn-outline">
              {t.cancel}
            </Link>
          }
        />
      </Form>
    </section>
  );
}

/** State: a choice of India's states and union territories (lib/india-states.ts). */
function StateSelect({ defaultValue, error }: { defaultValue: string; error?: string }) {
  const t = useT();
  // The label in the reader's language; the value posted stays the stored English name.
  const lang = useLang();
  const id = "addr-state";
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-semibold text-stone-900">
        {t.checkout.fields.state}
      </label>
      <select
        id={id}
        name="state"
        required
        autoComplete="address-level1"
        defaultValue={defaultValue}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        className={`mt-1 h-11 w-full rounded-md border bg-white px-2 ${error ? "border-red-700" : "border-stone-300"}`}
      >
        <option value="">{t.checkout.chooseState}</option>
        {INDIA_STATES.map((s) => (
          <option key={s.gstCode} value={s.name}>
            {lang === "hi" ? s.hi : s.name}
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
