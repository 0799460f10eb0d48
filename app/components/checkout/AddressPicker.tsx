import { useState } from "react";
import { Form, Link, useFetcher, useNavigation } from "react-router";
import { ConfirmDialog } from "~/components/ui/ConfirmDialog";
import { useAnswerToast } from "~/components/ui/use-answer-toast";
import { useLang, useT } from "~/i18n/i18n";
import { type AddressAnswer, CHECKOUT_FORM } from "~/lib/checkout/checkout-answers";
import { failureOf } from "~/lib/forms/form-answer";
import { SCRIPTS_FIELD, useScriptsRunning } from "~/lib/forms/use-shop-form";
import type { SavedAddress } from "../../../lib/address-types";
import { stateLabel } from "../../../lib/india-states";
import { AddressDialog, AddressInlineForm, type NewAddressDefaults } from "./AddressForm";

/** The address the order goes to: the customer's choice while it exists, else the primary one. */
export function useChosenAddress(addresses: SavedAddress[], first?: number) {
  const primary = addresses.find((a) => a.isPrimary) ?? addresses[0];
  const [chosen, setChosen] = useState<number | undefined>(first ?? primary?.id);
  const chosenId = addresses.some((a) => a.id === chosen) ? chosen : primary?.id;
  return [chosenId, setChosen] as const;
}

/** What the page's address shows in place (`?address=new|edit|delete&id=…`), for no scripts. */
export type AddressView = { mode: "new" } | { mode: "edit" | "delete"; address: SavedAddress } | null;

/**
 * "Choose address" (docs/storefront.md#checkout-and-payment): the saved addresses as radio
 * cards (the radios belong to the checkout's form), each with make default, edit and delete
 * (after a confirmation), and add new. With scripts, add and edit open a dialog and delete asks
 * in one; before they arrive the same buttons open the form or the question in the page.
 */
export function AddressPicker({
  addresses,
  chosenId,
  onChoose,
  view,
  answer,
  notice,
  newAddress,
}: {
  addresses: SavedAddress[];
  chosenId: number | undefined;
  onChoose: (id: number) => void;
  view: AddressView;
  /** A plain POST's answer to one of the address forms. */
  answer: AddressAnswer | undefined;
  /** The sentence of the change just made (a plain POST went back to the checkout). */
  notice: string | null;
  /** A new address's first values (the account's name, phone, email). */
  newAddress?: NewAddressDefaults;
}) {
  const t = useT().checkout;
  const [dialog, setDialog] = useState<{ editing?: SavedAddress } | null>(null);
  const [deleting, setDeleting] = useState<SavedAddress | null>(null);
  const remover = useFetcher<AddressAnswer>();
  useAnswerToast(remover.data);
  const failure = failureOf(answer);

  if (view?.mode === "new" || view?.mode === "edit") {
    return view.mode === "edit" ? (
      <AddressInlineForm editing={view.address} answer={answer} />
    ) : (
      <AddressInlineForm defaults={newAddress} answer={answer} />
    );
  }
  if (view?.mode === "delete") return <DeleteInPage address={view.address} failure={failure} />;

  return (
    <section aria-labelledby="choose-address">
      <h2 id="choose-address" className="text-xl font-bold text-brand-900">
        {t.chooseAddress}
      </h2>
      {notice && (
        <p role="status" className="mt-2 font-semibold text-brand-800">
          {notice}
        </p>
      )}
      {failure && (
        <p role="alert" className="mt-2 font-semibold text-red-700">
          {failure}
        </p>
      )}
      {addresses.length === 0 ? (
        <p className="mt-4 text-stone-700">{t.noAddresses}</p>
      ) : (
        <fieldset className="mt-4 min-w-0 space-y-3">
          <legend className="sr-only">{t.chooseAddress}</legend>
          {addresses.map((a) => (
            <AddressCard
              key={a.id}
              address={a}
              chosen={a.id === chosenId}
              onChoose={() => onChoose(a.id)}
              onEdit={() => setDialog({ editing: a })}
              onDelete={() => setDeleting(a)}
            />
          ))}
        </fieldset>
      )}
      <PageStateButton
        name="address"
        value="new"
        className="btn-outline mt-4"
        label={t.addNew}
        onScripts={() => setDialog({})}
      />
      {dialog && (
        <AddressDialog
          editing={dialog.editing}
          defaults={dialog.editing ? undefined : newAddress}
          onClose={() => setDialog(null)}
        />
      )}
      {deleting && (
        <ConfirmDialog
          title={t.confirmDelete}
          confirmLabel={t.yesDelete}
          cancelLabel={t.cancel}
          onCancel={() => setDeleting(null)}
          onConfirm={() => {
            const id = deleting.id;
            setDeleting(null);
            remover.submit(
              { intent: "remove", address_id: id, [SCRIPTS_FIELD]: "1" },
              { method: "post", action: "/checkout" },
            );
          }}
        />
      )}
    </section>
  );
}

/**
 * A button that, before the scripts run, opens a state of the page (a GET: `?address=new`,
 * `?address=edit&id=3`); once they run, `onScripts` does it in place (a dialog) instead.
 */
function PageStateButton({
  name,
  value,
  id,
  className,
  label,
  onScripts,
}: {
  name: string;
  value: string;
  id?: number;
  className: string;
  label: string;
  onScripts: () => void;
}) {
  return (
    <form method="get" action="/checkout" className="contents">
      <input type="hidden" name={name} value={value} />
      {id !== undefined && <input type="hidden" name="id" value={id} />}
      <button
        type="submit"
        className={className}
        onClick={(e) => {
          e.preventDefault();
          onScripts();
        }}
      >
        {label}
      </button>
    </form>
  );
}

/** "Are you sure?" in the page, before the scripts run: a plain POST deletes. */
function DeleteInPage({ address, failure }: { address: SavedAddress; failure?: string }) {
  const t = useT().checkout;
  const busy = useNavigation().state !== "idle";
  return (
    <section aria-labelledby="delete-title" className="rounded-lg border border-red-700 p-4">
      <h2 id="delete-title" className="font-bold">
        {t.confirmDelete}
      </h2>
      <p className="mt-2 text-sm">
        <strong>{address.fullName}</strong> · {address.address1}, {address.city} {address.pincode}
      </p>
      {failure && (
        <p role="alert" className="mt-2 font-semibold text-red-700">
          {failure}
        </p>
      )}
      <Form method="post" action="/checkout" className="mt-4 flex justify-end gap-2">
        <input type="hidden" name="intent" value="remove" />
        <input type="hidden" name="address_id" value={address.id} />
        <Link to="/checkout" className="btn-outline">
          {t.cancel}
        </Link>
        <button type="submit" className="btn-primary bg-red-700 hover:bg-red-800" disabled={busy}>
          {t.yesDelete}
        </button>
      </Form>
    </section>
  );
}

function AddressCard({
  address: a,
  chosen,
  onChoose,
  onEdit,
  onDelete,
}: {
  address: SavedAddress;
  chosen: boolean;
  onChoose: () => void;
  onEdit: () => void;
  onDelete: () => void;
}) {
  const t = useT().checkout;
  const lang = useLang();
  const scripts = useScriptsRunning();
  const primary = useFetcher<AddressAnswer>();
  useAnswerToast(primary.data);
  const link = "text-sm font-semibold underline";
  return (
    <div className={`rounded-lg border p-4 ${chosen ? "border-brand-800 bg-brand-50" : "border-stone-200"}`}>
      <label className="flex cursor-pointer gap-3">
        <input
          type="radio"
          name="address_id"
          value={a.id}
          form={CHECKOUT_FORM}
          className="mt-1 h-5 w-5 accent-brand-800"
          checked={chosen}
          onChange={onChoose}
        />
        <span className="text-sm">
          <strong className="block text-base text-stone-950">
            {a.fullName}{" "}
            {a.isPrimary && (
              <span className="ml-1 rounded bg-brand-800 px-1.5 text-xs text-white">{t.primary}</span>
            )}
          </strong>
          {a.address1}
          {a.landmark && `, ${a.landmark}`}, {a.city}, {stateLabel(a.state, lang)} {a.pincode}
          <span className="block">{a.mobile}</span>
        </span>
      </label>
      <div className="mt-2 flex flex-wrap gap-2 pl-8">
        {!a.isPrimary && (
          <primary.Form method="post" action="/checkout" className="contents">
            <input type="hidden" name="intent" value="primary" />
            <input type="hidden" name="address_id" value={a.id} />
            {scripts && <input type="hidden" name={SCRIPTS_FIELD} value="1" />}
            <button type="submit" className={`${link} text-brand-800`} disabled={primary.state !== "idle"}>
              {t.makeDefault}
            </button>
          </primary.Form>
        )}
        <PageStateButton
          name="address"
          value="edit"
          id={a.id}
          className={`${link} text-brand-800`}
          label={t.edit}
          onScripts={onEdit}
        />
        <PageStateButton
          name="address"
          value="delete"
          id={a.id}
          className={`${link} text-red-700`}
          label={t.delete}
          onScripts={onDelete}
        />
      </div>
    </div>
  );
}
