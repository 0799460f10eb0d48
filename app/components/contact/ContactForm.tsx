import { type FormEvent, useState } from "react";
import { en } from "~/messages/en";
import { contactFields } from "../../../lib/validation/contact";
import { fieldErrors } from "../../../lib/validation/fields";
import { useToast } from "../ui/Toaster";

type Field = "first_name" | "last_name" | "email" | "message";
const empty: Record<Field, string> = { first_name: "", last_name: "", email: "", message: "" };

/** 'Get In Touch': checked in the browser with the server's own rules, then sent to /api/contact/v1/. */
export function ContactForm() {
  const [values, setValues] = useState(empty);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [sending, setSending] = useState(false);
  const [done, setDone] = useState("");
  const toast = useToast();

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setDone("");
    const parsed = contactFields.safeParse(values);
    if (!parsed.success) {
      setErrors(fieldErrors(parsed.error));
      return;
    }
    setErrors({});
    setSending(true);
    try {
      const res = await fetch("/api/contact/v1/", {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify(parsed.data),
      });
      const body = (await res.json()) as { status: number; message: string; errors?: Record<Field, string> };
      if (body.status === 1) {
        setValues(empty);
        setDone(body.message);
        toast(body.message, "success");
      } else {
        setErrors(body.errors ?? {});
        toast(body.message, "error");
      }
    } catch {
      toast(en.contact.failed, "error");
    } finally {
      setSending(false);
    }
  };

  const field = (name: Field, label: string, type = "text") => {
    const id = `contact-${name}`;
    const error = errors[name];
    const common = {
      id,
      name,
      value: values[name],
      "aria-invalid": error ? true : undefined,
      "aria-describedby": error ? `${id}-error` : undefined,
      onChange: (ev: { target: { value: string } }) => setValues((v) => ({ ...v, [name]: ev.target.value })),
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
          <input {...common} type={type} maxLength={254} autoComplete={name === "email" ? "email" : "on"} />
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
    <form noValidate onSubmit={submit} className="grid gap-4 sm:grid-cols-2" aria-labelledby="get-in-touch">
      {field("first_name", en.contact.firstName)}
      {field("last_name", en.contact.lastName)}
      <div className="sm:col-span-2">{field("email", en.contact.email, "email")}</div>
      {field("message", en.contact.message)}
      <div className="sm:col-span-2">
        <button type="submit" className="btn-primary" disabled={sending}>
          {sending ? en.contact.sending : en.contact.submit}
        </button>
        {done && (
          <p className="mt-3 font-semibold text-brand-800" role="status">
            {done}
          </p>
        )}
      </div>
    </form>
  );
}
