import type { InputHTMLAttributes } from "react";

/** A labelled input with its error message underneath, linked for screen readers. */
export function Field({
  id,
  label,
  error,
  ...input
}: { id: string; label: string; error?: string } & InputHTMLAttributes<HTMLInputElement>) {
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

/** A centred card for the login, signup and password pages. */
export function AuthCard({ title, children }: { title: string; children: React.ReactNode }) {
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
