import type { InputHTMLAttributes, ReactNode, Ref } from "react";
import { useT } from "~/i18n/i18n";
import type { Messages } from "~/messages/types";

type InputProps = InputHTMLAttributes<HTMLInputElement>;

/** A labelled input with its error message underneath, linked for screen readers. */
export function Field({
  id,
  label,
  error,
  ...input
}: { id: string; label: string; error?: string; ref?: Ref<HTMLInputElement> } & InputProps) {
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-semibold text-stone-900">
        {label}
      </label>
      <input
        id={id}
        name={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        className={`mt-1 h-11 w-full rounded-md border px-3 ${error ? "border-red-700" : "border-stone-300"}`}
        {...input}
      />
      {error && (
        <p id={`${id}-error`} className="mt-1 text-sm text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}

const password = { type: "password", maxLength: 200 } as const;

type AccountText = keyof Messages["account"];

/** The account forms' fields, named as the API names them, with their labels (keys of `account`) and hints. */
const ACCOUNT_FIELDS = {
  fullname: { label: "fullName", autoComplete: "name", maxLength: 200 },
  phonenumber: {
    label: "phone",
    type: "tel",
    inputMode: "numeric",
    autoComplete: "tel-national",
    maxLength: 10,
  },
  email: { label: "email", type: "email", autoComplete: "email", maxLength: 254 },
  login: { label: "emailOrPhone", autoComplete: "username", maxLength: 254 },
  password: { ...password, label: "password", autoComplete: "new-password" },
  confirmpassword: { ...password, label: "confirmPassword", autoComplete: "new-password" },
  currentpassword: { ...password, label: "currentPassword", autoComplete: "current-password" },
  newpassword: { ...password, label: "newPassword", autoComplete: "new-password" },
} satisfies Record<string, InputProps & { label: AccountText }>;

export type AccountField = keyof typeof ACCOUNT_FIELDS;

/**
 * Account form fields by name (`["fullname", "phonenumber"]`), each with its error. `as`
 * borrows another field's look (the login's `email` is the `login` field); `props` adds or
 * overrides attributes of one field (a default value, another label).
 */
export function AccountFields({
  names,
  errors,
  as = {},
  props = {},
}: {
  names: string[];
  errors: Record<string, string>;
  as?: Record<string, AccountField>;
  props?: Record<string, InputProps & { label?: string }>;
}) {
  const t = useT();
  return names.map((name) => {
    const { label, ...preset } = ACCOUNT_FIELDS[as[name] ?? (name as AccountField)];
    const { label: otherLabel, ...extra } = props[name] ?? {};
    return (
      <Field
        key={name}
        id={name}
        label={otherLabel ?? (t.account[label] as string)}
        error={errors[name]}
        {...preset}
        {...extra}
      />
    );
  });
}

/**
 * The server's message after a failure (an alert) or a success (a status), beside the button.
 * `atField`: the failure already stands under its field, so it is announced but not shown again.
 */
export function FormMessage({
  failure,
  done,
  atField,
}: {
  failure?: string;
  done?: string;
  atField?: boolean;
}) {
  if (failure)
    return (
      <p role="alert" className={atField ? "sr-only" : "text-sm font-semibold text-red-700"}>
        {failure}
      </p>
    );
  if (done)
    return (
      <p role="status" className="text-sm font-semibold text-brand-800">
        {done}
      </p>
    );
  return null;
}

/** A submit button that says it is working while the call runs. */
export function SubmitButton({
  busy,
  label,
  busyLabel,
  className = "btn-primary w-full",
}: {
  busy: boolean;
  label: string;
  busyLabel?: string;
  className?: string;
}) {
  const t = useT();
  return (
    <button type="submit" className={className} disabled={busy}>
      {busy ? (busyLabel ?? t.account.working) : label}
    </button>
  );
}

/** A centred card for the login, signup and password pages. */
export function AuthCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="container-page flex justify-center py-10">
      <section
        className="w-full max-w-md rounded-lg border border-stone-200 bg-white p-6 shadow-sm"
        aria-labelledby="auth-title"
      >
        <h1 id="auth-title" className="text-2xl font-bold text-brand-900">
          {title}
        </h1>
        {children}
      </section>
    </div>
  );
}
