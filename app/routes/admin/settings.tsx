import { useRef } from "react";
import { callAdmin } from "~/components/admin/admin-api";
import { Field, FormMessage, SelectField, SubmitButton } from "~/components/admin/fields";
import { PageHeader } from "~/components/admin/PageHeader";
import { useApiForm } from "~/lib/use-api-form";
import { INDIA_STATES } from "../../../lib/india-states";
import { identityFields, securityFields } from "../../../lib/validation/settings";
import { presentIdentity, requireStaffPage } from "../../admin-session.server";
import type { Route } from "./+types/settings";

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireStaffPage(request, context, "settings");
  const { settings } = context.services;
  return {
    identity: presentIdentity(await settings.identity()),
    requireTwoFactor: (await settings.security()).requireTwoFactor,
  };
}

const STATE_OPTIONS = [
  { value: "", label: "Choose the state" },
  ...INDIA_STATES.map((s) => ({ value: s.gstCode, label: `${s.name} (${s.gstCode})` })),
];

const SOCIAL_ROWS = 6;
const CARE_PHONES = 3;
/** The numbered fields' names, made once (they also serve as the rows' keys). */
const careIds = Array.from({ length: CARE_PHONES }, (_, i) => `customer_care_phones.${i}`);
const socialIds = Array.from({ length: SOCIAL_ROWS }, (_, i) => `social.${i}`);

/** The form's named fields as the API's body (lists from their numbered fields). */
function identityBody(form: HTMLFormElement) {
  const f = new FormData(form);
  const text = (name: string) => String(f.get(name) ?? "");
  const social = Array.from({ length: SOCIAL_ROWS }, (_, i) => ({
    label: text(`social.${i}.label`),
    url: text(`social.${i}.url`),
  })).filter((s) => s.label.trim() || s.url.trim());
  const phones = Array.from({ length: CARE_PHONES }, (_, i) => text(`customer_care_phones.${i}`)).filter(
    (p) => p.trim(),
  );
  const names = [
    "name",
    "short_name",
    "tagline",
    "about_text",
    "address",
    "email",
    "bulk_enquiry_phone",
    "hours",
    "gstin",
    "legal_name",
    "state_code",
    "invoice_prefix",
    "privacy_email",
    "privacy_phone",
    "orders_email",
    "expected_updated_at",
  ];
  return { ...Object.fromEntries(names.map((n) => [n, text(n)])), social, customer_care_phones: phones };
}

/** The owner's shop settings: the identity the storefront shows, and two-factor for all staff. */
export default function SettingsPage({ loaderData }: Route.ComponentProps) {
  const { identity } = loaderData;
  const formRef = useRef<HTMLFormElement>(null);
  const save = useApiForm({
    schema: identityFields,
    values: () => (formRef.current ? identityBody(formRef.current) : {}),
    send: (v) => callAdmin("/settings/identity", v),
    revalidate: true,
  });
  const security = useApiForm({
    schema: securityFields,
    values: () => ({ require_two_factor: !loaderData.requireTwoFactor }),
    send: (v) => callAdmin("/settings/security", v),
    revalidate: true,
  });
  const e = save.errors;
  const field = (id: keyof typeof identity, label: string, extra: object = {}) => (
    <Field id={id} label={label} defaultValue={String(identity[id] ?? "")} error={e[id]} {...extra} />
  );
  return (
    <>
      <PageHeader
        title="Shop settings"
        description="What the storefront shows about the shop, and how staff sign in."
      />
      <form ref={formRef} noValidate onSubmit={save.onSubmit} className="space-y-6">
        <input type="hidden" name="expected_updated_at" value={identity.updated_at ?? ""} />
        <fieldset className="grid gap-4 rounded-lg border border-stone-200 bg-white p-4 md:grid-cols-2">
          <legend className="px-1 text-lg font-bold">The business</legend>
          {field("name", "Business name", { maxLength: 120 })}
          {field("short_name", "Short name", { maxLength: 40 })}
          {field("tagline", "Tagline", { maxLength: 160 })}
          <div className="md:col-span-2">
            <label htmlFor="about_text" className="block text-sm font-semibold">
              About the shop
            </label>
            <textarea
              id="about_text"
              name="about_text"
              rows={4}
              maxLength={2000}
              defaultValue={identity.about_text}
              aria-invalid={e.about_text ? true : undefined}
              aria-describedby={e.about_text ? "about_text-error" : undefined}
              className="mt-1 w-full rounded-md border border-stone-300 p-3"
            />
            {e.about_text && (
              <p id="about_text-error" className="mt-1 text-sm text-red-700">
                {e.about_text}
              </p>
            )}
          </div>
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
            defaultValue={identity.state_code}
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
          {careIds.map((careId, i) => (
            <Field
              key={careId}
              id={careId}
              label={`Customer care phone ${i + 1}${i ? " (optional)" : ""}`}
              type="tel"
              defaultValue={identity.customer_care_phones[i] ?? ""}
              error={
                i === 0
                  ? (e.customer_care_phones ?? e["customer_care_phones.0"])
                  : e[`customer_care_phones.${i}`]
              }
            />
          ))}
          {field("bulk_enquiry_phone", "Bulk enquiry phone", { type: "tel" })}
          {field("hours", "Opening hours", { maxLength: 80 })}
          {field("privacy_email", "Privacy contact email", { type: "email" })}
          {field("privacy_phone", "Privacy contact phone", { type: "tel" })}
          {field("orders_email", "Orders email: staff notifications (empty: the email above)", {
            type: "email",
            maxLength: 254,
          })}
        </fieldset>
        <fieldset className="grid gap-4 rounded-lg border border-stone-200 bg-white p-4 md:grid-cols-2">
          <legend className="px-1 text-lg font-bold">Social links (up to six)</legend>
          {socialIds.map((socialId, i) => (
            <div key={socialId} className="grid gap-2 sm:grid-cols-[10rem_1fr] md:col-span-2">
              <Field
                id={`social.${i}.label`}
                label={`Link ${i + 1}: name`}
                defaultValue={identity.social[i]?.label ?? ""}
                error={e[`${socialId}.label`]}
              />
              <Field
                id={`social.${i}.url`}
                label={`Link ${i + 1}: address (https://…)`}
                type="url"
                defaultValue={identity.social[i]?.url ?? ""}
                error={e[`${socialId}.url`]}
              />
            </div>
          ))}
        </fieldset>
        <div className="flex flex-col gap-2 sm:flex-row sm:items-center">
          <SubmitButton busy={save.busy} label="Save the shop's details" className="btn-primary" />
          <FormMessage failure={save.failure} done={save.done} />
        </div>
      </form>

      <section
        aria-labelledby="security-title"
        className="mt-8 rounded-lg border border-stone-200 bg-white p-4"
      >
        <h2 id="security-title" className="text-lg font-bold">
          Staff sign-in
        </h2>
        <p className="mt-1 text-stone-700">
          Two-factor sign-in is{" "}
          {loaderData.requireTwoFactor ? "required of every staff member" : "each member's choice"}.
          {loaderData.requireTwoFactor
            ? ""
            : " When required, members without it can only set it up until they do."}
        </p>
        <form noValidate onSubmit={security.onSubmit} className="mt-3">
          <SubmitButton
            busy={security.busy}
            label={
              loaderData.requireTwoFactor
                ? "Stop requiring two-factor sign-in"
                : "Require two-factor sign-in of everyone"
            }
            className="btn-outline"
          />
        </form>
      </section>
    </>
  );
}
