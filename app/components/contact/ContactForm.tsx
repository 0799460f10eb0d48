import { Form, useActionData, useNavigation } from "react-router";
import { useAnswerToast } from "~/components/ui/use-answer-toast";
import { useT } from "~/i18n/i18n";
import type { FormAnswer } from "~/lib/forms/form-answer";
import { useShopForm } from "~/lib/forms/use-shop-form";
import { contactFields } from "../../../lib/validation/contact";
import { FormMessage, SubmitButton } from "../account/Field";

type Name = "first_name" | "last_name" | "email" | "phone" | "message";

const FORM_ID = "contact-form";

/**
 * 'Get In Touch': checked in the browser with the server's own rules, then posted to the
 * contact page's action (app/routes/contact-us.tsx), with the page's scripts or without.
 */
export function ContactForm() {
  const t = useT();
  const answer = useActionData() as FormAnswer | undefined;
  const form = useShopForm(contactFields, answer, FORM_ID);
  const busy = useNavigation().state === "submitting";
  useAnswerToast(answer, { resetId: FORM_ID });

  const field = (name: Name, label: string, type = "text") => {
    const id = `contact-${name}`;
    const error = form.errors[name];
    const common = {
      id,
      name,
      defaultValue: form.values[name],
      "aria-invalid": error ? true : undefined,
      "aria-describedby": error ? `${id}-error` : undefined,
      className: `w-full rounded-md border px-3 py-2 ${error ? "border-red-700" : "border-stone-300"}`,
    };
    return (
      <div className={name === "message" ? "sm:col-span-2" : ""}>
        <label htmlFor={id} className="block text-sm font-semibold text-stone-900">
          {label}
        </label>
        {name === "message" ? (
          <textarea {...common} rows={5} maxLength={2000} />
        ) : (
          <input
            {...common}
            type={type}
            maxLength={name === "phone" ? 20 : 254}
            inputMode={name === "phone" ? "tel" : undefined}
            autoComplete={name === "email" ? "email" : name === "phone" ? "tel" : "on"}
          />
        )}
        {error && (
          <p id={`${id}-error`} className="mt-1 text-sm text-red-700">
            {error}
          </p>
        )}
      </div>
    );
  };

  return (
    <Form
      method="post"
      action="/contact-us"
      {...form.props}
      className="grid gap-4 sm:grid-cols-2"
      aria-labelledby="get-in-touch"
    >
      {field("first_name", t.contact.firstName)}
      {field("last_name", t.contact.lastName)}
      <p className="text-sm text-stone-700 sm:col-span-2">{t.contact.reachHint}</p>
      {field("email", t.contact.email, "email")}
      {field("phone", t.contact.phone, "tel")}
      {field("message", t.contact.message)}
      <div className="space-y-3 sm:col-span-2">
        <SubmitButton
          busy={busy}
          label={t.contact.submit}
          busyLabel={t.contact.sending}
          className="btn-primary"
        />
        <FormMessage failure={form.failure} done={form.done} />
      </div>
    </Form>
  );
}
