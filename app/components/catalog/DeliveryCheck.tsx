import { type FormEvent, useEffect, useState } from "react";
import { useLocale, useT } from "~/i18n/i18n";
import { callApi } from "~/lib/api";
import { formatRupees } from "../../../lib/money";
import { PincodeField } from "./PincodeField";

/** /api/delivery/check/v1/'s answer (server/modules/delivery/delivery.api.ts, pincodeCheckData). */
interface PincodeCheck {
  pincode: string;
  served: boolean;
  delivery_charge: string | null;
  deliver_by: string | null;
  cod_available: boolean;
  /** Why this product cannot go to the pincode's state (the shop's licences), in the page's language. */
  not_deliverable: string | null;
}

/** "2026-11-27" → "Fri 27 Nov" (English) or "शुक्र 27 नव॰" (Hindi): India's day, as the API gives it. */
const dayIn = (locale: string, day: string) =>
  new Intl.DateTimeFormat(locale, { weekday: "short", day: "numeric", month: "short", timeZone: "UTC" })
    .formatToParts(new Date(`${day}T00:00:00Z`))
    .filter((p) => p.type !== "literal")
    .map((p) => p.value)
    .join(" ");

/**
 * The product page's pincode check: whether the shop delivers there, by when, what sending the
 * chosen pack costs and whether cash on delivery is offered — the server's answer, priced by the
 * owner's rules (docs/api.md, "Delivery"). Choosing another pack size asks again, since its
 * weight can change the charge. The answer is read out when it comes (a live region).
 */
export function DeliveryCheck({ productPriceId }: { productPriceId: number }) {
  const t = useT().catalog.delivery;
  const locale = useLocale();
  const [pincode, setPincode] = useState("");
  /** The pincode asked about (a new object each time, so asking again checks again). */
  const [asked, setAsked] = useState<{ pincode: string } | null>(null);
  const [result, setResult] = useState<PincodeCheck | null>(null);
  const [error, setError] = useState("");
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (!asked) return;
    let current = true;
    setBusy(true);
    void callApi<PincodeCheck>("/api/delivery/check/v1/", {
      pincode: asked.pincode,
      product_price_id: productPriceId,
    }).then((answer) => {
      if (!current) return;
      setBusy(false);
      const ok = answer.status === 1 && answer.data;
      setResult(ok ? (answer.data ?? null) : null);
      setError(ok ? "" : (answer.errors?.pincode ?? answer.message));
    });
    return () => {
      current = false;
    };
  }, [asked, productPriceId]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const code = pincode.trim();
    if (!/^\d{6}$/.test(code)) {
      setResult(null);
      setError(t.invalid);
      return;
    }
    setAsked({ pincode: code });
  };

  const charge = (rupees: string) => {
    const paise = Math.round(Number(rupees) * 100);
    return paise > 0 ? formatRupees(paise) : t.free;
  };
  return (
    <form noValidate onSubmit={submit} aria-labelledby="delivery-check-title" className="mt-5 max-w-sm">
      <p id="delivery-check-title" className="text-sm font-semibold text-stone-900">
        {t.title}
      </p>
      <div className="mt-1 flex items-end gap-2">
        <PincodeField
          id="delivery-pincode"
          label={t.pincode}
          invalid={Boolean(error)}
          describedBy="delivery-check-result"
          value={pincode}
          onChange={(e) => setPincode(e.target.value)}
        />
        <button type="submit" className="btn-outline shrink-0" disabled={busy}>
          {busy ? t.checking : t.check}
        </button>
      </div>
      <div id="delivery-check-result" role="status" className="mt-2 text-sm">
        {error ? (
          <p className="text-red-700">{error}</p>
        ) : result?.not_deliverable ? (
          <p className="font-semibold text-red-700">{result.not_deliverable}</p>
        ) : result?.served && result.deliver_by && result.delivery_charge ? (
          <>
            <p className="font-semibold text-brand-800">
              {t.deliverable(
                result.pincode,
                dayIn(locale, result.deliver_by),
                charge(result.delivery_charge),
              )}
            </p>
            <p className="text-stone-700">{result.cod_available ? t.codAvailable : t.codUnavailable}</p>
          </>
        ) : result ? (
          <p className="font-semibold text-red-700">{t.notServed(result.pincode)}</p>
        ) : null}
      </div>
    </form>
  );
}
