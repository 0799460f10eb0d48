import { useState } from "react";
import { Field } from "~/components/account/Field";
import { useT, useTranslateSentence } from "~/i18n/i18n";
import { CHECKOUT_FORM } from "~/lib/checkout/checkout-answers";
import { gstinMessages, gstinProblem } from "../../../lib/gstin";

/** What the checkout sends for a business buyer: nothing, or the GSTIN and registered name. */
export interface GstBuyer {
  buyer_gstin?: string;
  buyer_legal_name?: string;
}

/**
 * "Claim GST input credit": a business buyer's GSTIN (checked by its check character here and
 * on the server) and registered name, printed on the tax invoice. Folded away for everyone else.
 */
export function useGstBuyer(first?: { gstin: string; legalName: string }, serverError?: string) {
  const [open, setOpen] = useState(!!first?.gstin);
  const [gstin, setGstin] = useState(first?.gstin ?? "");
  const [name, setName] = useState(first?.legalName ?? "");
  const [error, setError] = useState<string | undefined>(serverError);
  const translate = useTranslateSentence();

  /** The fields to send, or null (and the message shown) when the GSTIN is wrong. */
  const value = (): GstBuyer | null => {
    const g = gstin.trim().toUpperCase();
    if (!open || !g) return {};
    const problem = gstinProblem(g);
    if (problem) {
      setError(translate(gstinMessages[problem]));
      return null;
    }
    setError(undefined);
    return { buyer_gstin: g, buyer_legal_name: name.trim() || undefined };
  };
  return { open, setOpen, gstin, setGstin, name, setName, error, value };
}

export function GstInvoiceFields({ gst }: { gst: ReturnType<typeof useGstBuyer> }) {
  const t = useT().checkout;
  return (
    <details
      className="rounded-lg border border-stone-200 p-4"
      open={gst.open}
      onToggle={(e) => gst.setOpen(e.currentTarget.open)}
    >
      <summary className="cursor-pointer font-semibold text-brand-900">{t.gstClaim}</summary>
      <p className="mt-2 text-sm text-stone-700">{t.gstHint}</p>
      <div className="mt-3 grid gap-3 sm:grid-cols-2">
        <Field
          id="buyer_gstin"
          form={CHECKOUT_FORM}
          label={t.gstin}
          value={gst.gstin}
          maxLength={15}
          autoCapitalize="characters"
          autoComplete="off"
          spellCheck={false}
          className={`mt-1 h-11 w-full rounded-md border px-3 uppercase ${gst.error ? "border-red-700" : "border-stone-300"}`}
          onChange={(e) => gst.setGstin(e.target.value)}
          error={gst.error}
        />
        <Field
          id="buyer_legal_name"
          form={CHECKOUT_FORM}
          label={t.gstBusinessName}
          value={gst.name}
          maxLength={160}
          autoComplete="organization"
          onChange={(e) => gst.setName(e.target.value)}
        />
      </div>
    </details>
  );
}
