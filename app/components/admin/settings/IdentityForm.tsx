import { Form } from "react-router";
import { TextAreaField } from "~/components/admin/catalogue/inputs";
import { Field, SelectField, SubmitRow } from "~/components/admin/fields";
import { shown } from "~/components/admin/kept";
import type { FormAnswer } from "~/lib/forms/form-answer";
import { useShopForm } from "~/lib/forms/use-shop-form";
import { INDIA_STATES } from "../../../../lib/india-states";
import { identityForm } from "../../../../lib/validation/settings";
import type { ShopIdentity as Identity } from "../../../../server/modules/settings";

const STATE_OPTIONS = [
  { value: "", label: "Choose the state" },
  ...INDIA_STATES.map((s) => ({ value: s.gstCode, label: `${s.name} (${s.gstCode})` })),
];

const SOCIAL_ROWS = 6;
const CARE_PHONES = 3;
/** The numbered fields' names, as Conform reads lists (they also serve as the rows' keys). */
const careNames = Array.from({ length: CARE_PHONES }, (_, i) => `customer_care_phones[${i}]`);
const socialNames = Array.from({ length: SOCIAL_ROWS }, (_, i) => `social[${i}]`);

/**
 * The shop's identity, posted to the settings page with `intent=identity`: the same rules as
 * the API (lib/validation/settings.ts), each field's message under it, what was typed kept.
 */
export function IdentityForm({
  identity,
  answer,
  busy,
}: {
  identity: Identity;
  answer: FormAnswer | undefined;
  busy: boolean;
}) {
  const form = useShopForm(identityForm, answer);
  const e = form.errors;
  const value = shown(form);
  const field = (id: keyof Identity & string, label: string, extra: object = {}) => (
    <Field
      id={id}
      label={label}
      defaultValue={value(id, String(identity[id] ?? ""))}
      error={e[id]}
      {...extra}
    />
  );
  const area = (id: "about_text" | "about_text_hi", label: string, extra: object = {}) => (
    <div className="md:col-span-2">
      <TextAreaField
        id={id}
        label={label}
        rows={4}
        maxLength={2000}
        defaultValue={value(id, identity[id])}
        error={e[id]}
        {...extra}
      />
    </div>
  );
  return (
    <Form method="post" {...form.props} className="space-y-6">
      <input type="hidden" name="expected_updated_at" value={identity.updated_at ?? ""} />
      <fieldset className="grid gap-4 rounded-lg border border-stone-200 bg-white p-4 md:grid-cols-2">
        <legend className="px-1 text-lg font-bold">The business</legend>
        {field("name", "Business name", { maxLength: 120 })}
        {field("short_name", "Short name", { maxLength: 40 })}
        {field("tagline", "Tagline", { maxLength: 160 })}
        {area("about_text", "About the shop")}
      </fieldset>
      <fieldset className="grid gap-4 rounded-lg border border-stone-200 bg-white p-4 md:grid-cols-2">
        <legend className="px-1 text-lg font-bold">GST and invoices</legend>
        {field("gstin", "GSTIN (leave empty if not registered)", {
          maxLength: 15,
          autoCapitalize: "characters",
        })}
        {field("legal_name", "Registered (legal) name, as on the GST certificate", { maxLength: 160 })}
        <SelectField
          id="state_code"
          label="State (place of business)"
          options={STATE_OPTIONS}
          defaultValue={value("state_code", identity.state_code)}
          error={e.state_code}
        />
        {field("invoice_prefix", "Invoice number prefix (up to 6 letters or digits)", {
          maxLength: 6,
          autoCapitalize: "characters",
        })}
      </fieldset>
      <fieldset className="grid gap-4 rounded-lg border border-stone-200 bg-white p-4 md:grid-cols-2">
        <legend className="px-1 text-lg font-bold">Contact</legend>
        {field("address", "Address", { maxLength: 300 })}
        {field("email", "Email", { type: "email", maxLength: 254 })}
        {careNames.map((name, i) => (
          <Field
            key={name}
            id={`customer_care_phones-${i}`}
            name={name}
            label={`Customer care phone ${i + 1}${i ? " (optional)" : ""}`}
            type="tel"
            defaultValue={value(name, identity.customer_care_phones[i] ?? "")}
            error={e[name] ?? (i === 0 ? e.customer_care_phones : undefined)}
          />
        ))}
        {field("bulk_enquiry_phone", "Bulk enquiry phone", { type: "tel" })}
        {field("hours", "Opening hours", { maxLength: 80 })}
        {field("whatsapp_phone", "WhatsApp number for Chat with us (empty: no chat)", { type: "tel" })}
        {field("privacy_email", "Privacy contact email", { type: "email" })}
        {field("privacy_phone", "Privacy contact phone", { type: "tel" })}
        {field("orders_email", "Orders email: staff notifications (empty: the email above)", {
          type: "email",
          maxLength: 254,
        })}
      </fieldset>
      <fieldset className="grid gap-4 rounded-lg border border-stone-200 bg-white p-4 md:grid-cols-2">
        <legend className="px-1 text-lg font-bold">Grievance officer</legend>
        <p className="text-sm text-stone-700 md:col-span-2">
          The Consumer Protection (E-Commerce) Rules, 2020 ask the shop to name the officer customers complain
          to, with a phone and an email: the contact page and the footer show them. Give all three, or none.
        </p>
        {field("grievance_name", "Grievance officer's name", { maxLength: 120 })}
        {field("grievance_phone", "Grievance officer's phone", { type: "tel" })}
        {field("grievance_email", "Grievance officer's email", { type: "email", maxLength: 254 })}
      </fieldset>
      <fieldset className="grid gap-4 rounded-lg border border-stone-200 bg-white p-4 md:grid-cols-2">
        <legend className="px-1 text-lg font-bold">
          In Hindi (Hindi readers see these; empty: the English)
        </legend>
        {field("name_hi", "Shop's name in Hindi (the installed app's name)", { maxLength: 80, lang: "hi" })}
        {field("tagline_hi", "Tagline in Hindi", { maxLength: 160, lang: "hi" })}
        {field("hours_hi", "Opening hours in Hindi", { maxLength: 80, lang: "hi" })}
        {area("about_text_hi", "About the shop in Hindi", { lang: "hi" })}
        <div className="md:col-span-2">
          {field("address_hi", "Address in Hindi", { maxLength: 300, lang: "hi" })}
        </div>
      </fieldset>
      <fieldset className="grid gap-4 rounded-lg border border-stone-200 bg-white p-4 md:grid-cols-2">
        <legend className="px-1 text-lg font-bold">Social links (up to six)</legend>
        {socialNames.map((row, i) => (
          <div key={row} className="grid gap-2 sm:grid-cols-[10rem_1fr] md:col-span-2">
            <Field
              id={`social-${i}-label`}
              name={`${row}.label`}
              label={`Link ${i + 1}: name`}
              defaultValue={value(`${row}.label`, identity.social[i]?.label ?? "")}
              error={e[`${row}.label`]}
            />
            <Field
              id={`social-${i}-url`}
              name={`${row}.url`}
              label={`Link ${i + 1}: address (https://…)`}
              type="url"
              defaultValue={value(`${row}.url`, identity.social[i]?.url ?? "")}
              error={e[`${row}.url`]}
            />
          </div>
        ))}
      </fieldset>
      <SubmitRow
        form={form}
        busy={busy}
        label="Save the shop's details"
        intent="identity"
        busyLabel="Please wait..."
      />
    </Form>
  );
}
