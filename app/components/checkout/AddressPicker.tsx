import { useState } from "react";
import { ConfirmDialog } from "~/components/ui/ConfirmDialog";
import { useT } from "~/i18n/i18n";
import type { SavedAddress } from "../../../lib/address-types";
import { AddressDialog } from "./AddressDialog";
import { useAddressActions } from "./use-address-actions";

/** The address the order goes to: the customer's choice while it exists, else the primary one. */
export function useChosenAddress(addresses: SavedAddress[]) {
  const primary = addresses.find((a) => a.isPrimary) ?? addresses[0];
  const [chosen, setChosen] = useState<number | undefined>(primary?.id);
  const chosenId = addresses.some((a) => a.id === chosen) ? chosen : primary?.id;
  return [chosenId, setChosen] as const;
}

/**
 * "Choose address" (docs/storefront.md#checkout-and-payment): the saved addresses as radio
 * cards, each with make default, edit and delete (after a confirmation), and add new.
 */
export function AddressPicker({
  addresses,
  chosenId,
  onChoose,
}: {
  addresses: SavedAddress[];
  chosenId: number | undefined;
  onChoose: (id: number) => void;
}) {
  const t = useT().checkout;
  const actions = useAddressActions();
  const [dialog, setDialog] = useState<{ editing?: SavedAddress } | null>(null);
  const [deleting, setDeleting] = useState<SavedAddress | null>(null);

  return (
    <section aria-labelledby="choose-address">
      <h2 id="choose-address" className="text-xl font-bold text-brand-900">
        {t.chooseAddress}
      </h2>
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
              onMakePrimary={() => actions.makePrimary(a.id)}
              onEdit={() => setDialog({ editing: a })}
              onDelete={() => setDeleting(a)}
            />
          ))}
        </fieldset>
      )}
      <button type="button" className="btn-outline mt-4" onClick={() => setDialog({})}>
        {t.addNew}
      </button>
      {dialog && (
        <AddressDialog
          editing={dialog.editing}
          onClose={() => setDialog(null)}
          onSave={async (values) => {
            const errors = await actions.save(values, dialog.editing);
            if (!errors) setDialog(null);
            return errors;
          }}
        />
      )}
      {deleting && (
        <ConfirmDialog
          title={t.confirmDelete}
          confirmLabel={t.yesDelete}
          cancelLabel={t.cancel}
          onCancel={() => setDeleting(null)}
          onConfirm={async () => {
            const id = deleting.id;
            setDeleting(null);
            await actions.remove(id);
          }}
        />
      )}
    </section>
  );
}

function AddressCard({
  address: a,
  chosen,
  onChoose,
  onMakePrimary,
  onEdit,
  onDelete,
}: {
  address: SavedAddress;
  chosen: boolean;
  onChoose: () => void;
  onMakePrimary: () => void;
  onEdit: () => void;
  onDelete: () => void;
}) {
  const t = useT().checkout;
  const link = "text-sm font-semibold underline";
  return (
    <div className={`rounded-lg border p-4 ${chosen ? "border-brand-800 bg-brand-50" : "border-stone-200"}`}>
      <label className="flex cursor-pointer gap-3">
        <input
          type="radio"
          name="address"
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
          {a.landmark && `, ${a.landmark}`}, {a.city}, {a.state} {a.pincode}
          <span className="block">{a.mobile}</span>
        </span>
      </label>
      <div className="mt-2 flex flex-wrap gap-2 pl-8">
        {!a.isPrimary && (
          <button type="button" className={`${link} text-brand-800`} onClick={onMakePrimary}>
            {t.makeDefault}
          </button>
        )}
        <button type="button" className={`${link} text-brand-800`} onClick={onEdit}>
          {t.edit}
        </button>
        <button type="button" className={`${link} text-red-700`} onClick={onDelete}>
          {t.delete}
        </button>
      </div>
    </div>
  );
}
