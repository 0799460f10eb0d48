import type { ReactNode } from "react";
import { Link } from "react-router";
import { Field, FormMessage } from "~/components/account/Field";

/** The centred card of the pages before signing in (sign-in, setup, invitation). */
export function AdminCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <main id="main" className="flex justify-center px-4 py-10">
      <section
        aria-labelledby="card-title"
        className="w-full max-w-md rounded-lg border border-stone-200 bg-white p-6 shadow-sm"
      >
        <title>{`${title} · Back office`}</title>
        <h1 id="card-title" className="text-2xl font-bold text-brand-900">
          {title}
        </h1>
        {children}
      </section>
    </main>
  );
}

/** The staff member's email as the sign-in name (password managers fill and save it). */
export function SignInEmailField({ value, error }: { value?: string; error?: string }) {
  return (
    <Field
      id="email"
      label="Email"
      type="email"
      autoComplete="username"
      maxLength={254}
      defaultValue={value}
      error={error}
    />
  );
}

/** A new password and its confirmation, named as the staff API names them. */
const NEW_PASSWORD_FIELDS = [
  { id: "password", label: "Password (at least 8 characters)" },
  { id: "confirm_password", label: "The same password again" },
];

/** The new password's two fields, alike but for their names and labels. */
export function NewPasswordFields({ errors }: { errors: Record<string, string> }) {
  return NEW_PASSWORD_FIELDS.map(({ id, label }) => (
    <Field
      key={id}
      id={id}
      label={label}
      type="password"
      autoComplete="new-password"
      maxLength={200}
      error={errors[id]}
    />
  ));
}

/** After a setup or an invitation: the server's message and the way on to sign in. */
export function DoneThenSignIn({ message }: { message: string }) {
  return (
    <div className="mt-4 space-y-4">
      <FormMessage done={message} />
      <Link to="/admin/login" className="btn-primary w-full">
        Sign in
      </Link>
    </div>
  );
}
