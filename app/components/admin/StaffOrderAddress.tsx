import { INDIA_STATES } from "../../../lib/india-states";
import type { OrderDraft } from "../../admin-staff-order.server";
import { Box } from "./Box";
import { Field, SelectField } from "./fields";
import type { CallerView } from "./StaffOrderForm";

const radio = "flex min-h-11 cursor-pointer items-start gap-3 py-2 text-sm";

/** Where the order goes: one of the customer's saved addresses, or a new one (saved for them). */
export function StaffOrderAddress({
  caller,
  draft,
  errors,
}: {
  caller: CallerView;
  draft: OrderDraft | undefined;
  errors: Record<string, string>;
}) {
  const chosen = draft?.address ?? (caller.addresses[0] ? String(caller.addresses[0].id) : "new");
  const typed = draft?.newAddress ?? {};
  const field = (name: string, label: string, extra: Record<string, unknown> = {}) => (
    <Field
      id={`new_${name}`}
      label={label}
      defaultValue={
        typed[name] ??
        (name === "fullname"
          ? caller.name
          : name === "phone"
            ? caller.phone
            : name === "email"
              ? (caller.email ?? "")
              : "")
      }
      error={errors[`new_${name}`]}
      {...extra}
    />
  );
  return (
    <Box title="Delivery address (not for the counter)">
      <fieldset>
        <legend className="sr-only">Delivery address</legend>
        {caller.addresses.map((a) => (
          <label key={a.id} className={radio}>
            <input
              type="radio"
              name="address"
              value={a.id}
              defaultChecked={chosen === String(a.id)}
              className="mt-0.5 h-5 w-5 shrink-0 accent-brand-800"
            />
            <span className="[overflow-wrap:anywhere]">
              {a.fullName}, {a.address1}, {a.city}, {a.state} {a.pincode}
            </span>
          </label>
        ))}
        <label className={radio}>
          <input
            type="radio"
            name="address"
            value="new"
            defaultChecked={chosen === "new"}
            className="mt-0.5 h-5 w-5 shrink-0 accent-brand-800"
          />
          A new address (saved to the customer's address book):
        </label>
      </fieldset>
      <div className="mt-2 grid gap-3 sm:grid-cols-2">
        {field("fullname", "Full name", { maxLength: 200 })}
        {field("phone", "Phone (10 digits)", { inputMode: "numeric", maxLength: 10 })}
        {field("email", "Email", { type: "email", maxLength: 254 })}
        {field("street1", "Street address", { maxLength: 500 })}
        {field("city", "City", { maxLength: 100 })}
        <SelectField
          id="new_state"
          label="State"
          defaultValue={typed.state ?? ""}
          error={errors.new_state}
          options={[
            { value: "", label: "Choose…" },
            ...INDIA_STATES.map((s) => ({ value: s.name, label: s.name })),
          ]}
        />
        {field("pincode", "Pincode", { inputMode: "numeric", maxLength: 6 })}
        {field("landmark", "Landmark (optional)", { maxLength: 200 })}
      </div>
    </Box>
  );
}
