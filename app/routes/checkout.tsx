import { useRef, useState } from "react";
import { Link, useNavigate, useRevalidator } from "react-router";
import { rupees } from "~/components/catalog/Price";
import { AddressDialog, type AddressValues } from "~/components/checkout/AddressDialog";
import { SandboxPay, type SandboxResult } from "~/components/checkout/SandboxPay";
import { PageHeading } from "~/components/layout/PageHeading";
import { useToast } from "~/components/ui/Toaster";
import { callApi } from "~/lib/api";
import { en } from "~/messages/en";
import { enPages } from "~/messages/en-pages";
import { useRootData } from "~/root";
import { seo } from "~/seo";
import { requireCustomerPage } from "~/session.server";
import type { AddressRow } from "../../lib/address-types";
import { toRupeeString } from "../../lib/money";
import { applyPromo, cartTotals, promoText } from "../../lib/pricing";
import type { Route } from "./+types/checkout";

export async function loader({ request, context }: Route.LoaderArgs) {
  const customer = await requireCustomerPage(request, context);
  const { addresses, cart, promotions, checkout } = context.services;
  const [saved, lines, promos] = await Promise.all([
    addresses.list(customer.userid),
    cart.list(customer.userid),
    promotions.activeNow(),
  ]);
  const totals = cartTotals(
    lines.map((l) => ({
      qty: l.qty,
      unitMrp: Math.round(Number(l.per_mrp_price) * 100),
      unitDiscount: Math.round(Number(l.discount_price) * 100),
    })),
  );
  return { addresses: saved, lines, promos, totals, provider: checkout.provider.name };
}

export function meta({ matches }: Route.MetaArgs) {
  return seo(matches, {
    title: en.pages.checkout,
    description: en.pages.checkout,
    path: "/checkout",
    noindex: true,
  });
}

interface AppliedPromo {
  code: string;
  discount: number;
}

export default function Checkout({ loaderData }: Route.ComponentProps) {
  const { addresses, lines, promos, totals, provider } = loaderData;
  const revalidator = useRevalidator();
  const navigate = useNavigate();
  const toast = useToast();
  const shopName = useRootData()?.business.name ?? "";
  const primary = addresses.find((a) => a.is_primary === "1") ?? addresses[0];
  const [chosen, setChosen] = useState<number | undefined>(primary?.id);
  const [dialog, setDialog] = useState<{ mode: "add" } | { mode: "edit"; address: AddressRow } | null>(null);
  const [confirmDelete, setConfirmDelete] = useState<AddressRow | null>(null);
  const [coupon, setCoupon] = useState("");
  const [promo, setPromo] = useState<AppliedPromo | null>(null);
  const [promoMessage, setPromoMessage] = useState<{ ok: boolean; text: string } | null>(null);
  const [showCodes, setShowCodes] = useState(false);
  const [paying, setPaying] = useState<{ id: string; amount: number } | null>(null);
  const [placing, setPlacing] = useState(false);
  const codesRef = useRef<HTMLDialogElement>(null);
  const chosenId = addresses.some((a) => a.id === chosen) ? chosen : primary?.id;

  const promoDiscount = promo?.discount ?? 0;
  const payable = totals.final - promoDiscount;
  const savings = totals.discount + promoDiscount;

  const saveAddress = async (values: AddressValues) => {
    const editing = dialog?.mode === "edit" ? dialog.address : undefined;
    const answer = await callApi(editing ? "/api/saved-address/update/v1" : "/api/saved-address/add/v1", {
      ...values,
      mobile: values.phone,
      address1: values.street1,
      address2: "",
      ...(editing ? { address_id: editing.id } : {}),
    });
    toast(answer.message, answer.status === 1 ? "success" : "error");
    if (answer.status !== 1) return answer.errors ?? {};
    setDialog(null);
    revalidator.revalidate();
    return null;
  };
  const act = async (path: string, id: number) => {
    const answer = await callApi(path, { address_id: id });
    toast(answer.message, answer.status === 1 ? "success" : "error");
    revalidator.revalidate();
  };

  const applyCoupon = async () => {
    const code = coupon.trim();
    if (!code) return;
    const answer = await callApi<{
      start_date: string;
      end_date: string;
      min_cart_value: string;
      promo_type: "percent" | "flat";
      promo_value: string;
      max_amount: string;
      promo_code: string;
    }>("/api/promo/promo_details/v1", { promo_code: code });
    if (answer.status !== 1 || !answer.data) {
      setPromo(null);
      return setPromoMessage({ ok: false, text: answer.message });
    }
    const d = answer.data;
    const paise = (r: string) => Math.round(Number(r) * 100);
    // The same rule the server applies again when the order is placed (lib/pricing.ts).
    const outcome = applyPromo(
      {
        promoType: d.promo_type,
        promoValue: d.promo_type === "percent" ? Number(d.promo_value) : paise(d.promo_value),
        minCartValue: paise(d.min_cart_value),
        maxAmount: paise(d.max_amount),
        startsAt: new Date(d.start_date),
        endsAt: new Date(d.end_date),
      },
      totals.final,
      new Date(),
    );
    if (!outcome.ok) {
      setPromo(null);
      return setPromoMessage({
        ok: false,
        text:
          outcome.reason === "not-valid-now"
            ? promoText.notNow
            : promoText.minimum(toRupeeString(outcome.minCartValue)),
      });
    }
    setPromo({ code: d.promo_code, discount: outcome.discount });
    setPromoMessage({ ok: true, text: promoText.applied(d.promo_type, toRupeeString(outcome.discount)) });
  };

  const placeOrder = async () => {
    if (chosenId === undefined) return toast(enPages.checkout.selectAddress, "error");
    if (!addresses.some((a) => a.id === chosenId)) return toast(enPages.checkout.invalidAddress, "error");
    setPlacing(true);
    const answer = await callApi<{ amount: number; id: string }>("/api/payment_request/v2/", {
      address_id: chosenId,
      promo_code: promo?.code,
      cart_id: lines.map((l) => l.cart_id),
    });
    setPlacing(false);
    if (answer.status !== 1 || !answer.data) {
      return toast(
        answer.http === 409 || answer.http === 400 ? answer.message : enPages.checkout.paymentFailed,
        "error",
      );
    }
    if (provider === "sandbox") return setPaying({ id: answer.data.id, amount: answer.data.amount });
    try {
      const { payWithRazorpay } = await import("~/components/checkout/razorpay");
      const signed = await payWithRazorpay({
        key: (answer.data as { key?: string }).key ?? "",
        amount: answer.data.amount,
        orderId: answer.data.id,
        name: shopName,
        logo: `${window.location.origin}/images/logo.svg`,
        prefill: {},
      });
      await finish(signed ? { ok: true, ...signed } : { ok: false, description: "closed" });
    } catch {
      toast(enPages.checkout.paymentFailed, "error");
    }
  };

  const finish = async (result: SandboxResult | null) => {
    setPaying(null);
    if (!result) return;
    if (!result.ok) {
      await navigate("/payment-error");
      return;
    }
    const { ok: _ok, ...signed } = result;
    const answer = await callApi<{ status: boolean }>("/api/payment_response/v1/", signed);
    if (answer.http === 0) return toast(enPages.checkout.paymentError, "error");
    await navigate(answer.data?.status === true ? "/payment-success" : "/payment-error");
    revalidator.revalidate();
  };

  if (lines.length === 0) {
    return (
      <>
        <PageHeading title={en.pages.checkout} />
        <div className="container-page py-10 text-center">
          <p className="text-lg font-semibold">{enPages.checkout.emptyCart}</p>
          <Link to="/" className="btn-primary mt-6">
            {en.cart.continueShopping}
          </Link>
        </div>
      </>
    );
  }

  return (
    <>
      <PageHeading title={en.pages.checkout} />
      <div className="container-page grid gap-8 py-6 lg:grid-cols-[1fr_380px] [&>*]:min-w-0">
        <section aria-labelledby="choose-address">
          <h2 id="choose-address" className="text-xl font-bold text-brand-900">
            {enPages.checkout.chooseAddress}
          </h2>
          {addresses.length === 0 ? (
            <p className="mt-4 text-stone-700">{enPages.checkout.noAddresses}</p>
          ) : (
            <fieldset className="mt-4 min-w-0 space-y-3">
              <legend className="sr-only">{enPages.checkout.chooseAddress}</legend>
              {addresses.map((a) => (
                <div
                  key={a.id}
                  className={`rounded-lg border p-4 ${a.id === chosenId ? "border-brand-800 bg-brand-50" : "border-stone-200"}`}
                >
                  <label className="flex cursor-pointer gap-3">
                    <input
                      type="radio"
                      name="address"
                      className="mt-1 h-5 w-5 accent-brand-800"
                      checked={a.id === chosenId}
                      onChange={() => setChosen(a.id)}
                    />
                    <span className="text-sm">
                      <strong className="block text-base text-stone-950">
                        {a.fullname}{" "}
                        {a.is_primary === "1" && (
                          <span className="ml-1 rounded bg-brand-800 px-1.5 text-xs text-white">
                            {enPages.checkout.primary}
                          </span>
                        )}
                      </strong>
                      {a.address1}
                      {a.landmark && `, ${a.landmark}`}, {a.city}, {a.state} {a.pincode}
                      <span className="block">{a.mobile}</span>
                    </span>
                  </label>
                  <div className="mt-2 flex flex-wrap gap-2 pl-8">
                    {a.is_primary !== "1" && (
                      <button
                        type="button"
                        className="text-sm font-semibold text-brand-800 underline"
                        onClick={() => act("/api/saved-address/setprimary/v1", a.id)}
                      >
                        {enPages.checkout.makeDefault}
                      </button>
                    )}
                    <button
                      type="button"
                      className="text-sm font-semibold text-brand-800 underline"
                      onClick={() => setDialog({ mode: "edit", address: a })}
                    >
                      {enPages.checkout.edit}
                    </button>
                    <button
                      type="button"
                      className="text-sm font-semibold text-red-700 underline"
                      onClick={() => setConfirmDelete(a)}
                    >
                      {enPages.checkout.delete}
                    </button>
                  </div>
                </div>
              ))}
            </fieldset>
          )}
          <button type="button" className="btn-outline mt-4" onClick={() => setDialog({ mode: "add" })}>
            {enPages.checkout.addNew}
          </button>
        </section>
        <aside aria-labelledby="order-summary" className="h-fit rounded-lg border border-stone-200 p-5">
          <h2 id="order-summary" className="text-lg font-bold text-brand-900">
            {enPages.checkout.orderSummary}
          </h2>
          <dl className="price mt-4 space-y-2">
            <div className="flex justify-between">
              <dt>{enPages.checkout.price}</dt>
              <dd>{rupees(toRupeeString(totals.mrp))}</dd>
            </div>
            <div className="flex justify-between">
              <dt>{enPages.checkout.discount}</dt>
              <dd className="text-brand-700">- {rupees(toRupeeString(totals.discount))}</dd>
            </div>
            <div className="flex justify-between">
              <dt>
                {enPages.checkout.couponSavings}{" "}
                <button
                  type="button"
                  className="text-sm font-semibold text-brand-800 underline"
                  onClick={() => setShowCodes(true)}
                >
                  {enPages.checkout.viewCoupon}
                </button>
              </dt>
              <dd data-testid="coupon-savings" className="text-brand-700">
                - {rupees(toRupeeString(promoDiscount))}
              </dd>
            </div>
          </dl>
          <div className="mt-4 flex gap-2">
            <label htmlFor="coupon" className="sr-only">
              {enPages.checkout.couponLabel}
            </label>
            <input
              id="coupon"
              value={coupon}
              maxLength={40}
              onChange={(e) => setCoupon(e.target.value)}
              placeholder={enPages.checkout.couponLabel}
              className="h-11 min-w-0 flex-1 rounded-md border border-stone-300 px-3 uppercase"
            />
            <button type="button" className="btn-primary" disabled={!coupon.trim()} onClick={applyCoupon}>
              {enPages.checkout.apply}
            </button>
          </div>
          {promoMessage && (
            <p
              role={promoMessage.ok ? "status" : "alert"}
              className={`mt-2 text-sm font-semibold ${promoMessage.ok ? "text-brand-700" : "text-red-700"}`}
            >
              {promoMessage.text}
            </p>
          )}
          <p className="price mt-4 flex justify-between border-t border-stone-200 pt-3 text-lg font-bold">
            <span>{enPages.checkout.totalAmount}</span>
            <span data-testid="checkout-total">{rupees(toRupeeString(payable))}</span>
          </p>
          <p className="mt-2 font-semibold text-brand-700" data-testid="checkout-savings">
            {en.cart.youSave(toRupeeString(savings))}
          </p>
          <button type="button" className="btn-primary mt-5 w-full" disabled={placing} onClick={placeOrder}>
            {placing ? enPages.checkout.processing : enPages.checkout.placeOrder}
          </button>
        </aside>
      </div>
      {dialog && (
        <AddressDialog
          editing={dialog.mode === "edit" ? dialog.address : undefined}
          onClose={() => setDialog(null)}
          onSave={saveAddress}
        />
      )}
      {confirmDelete && (
        <ConfirmDialog
          onCancel={() => setConfirmDelete(null)}
          onConfirm={async () => {
            const id = confirmDelete.id;
            setConfirmDelete(null);
            await act("/api/saved-address/remove/v1", id);
          }}
        />
      )}
      {showCodes && (
        <dialog
          ref={(el) => {
            codesRef.current = el;
            if (el && !el.open) el.showModal();
          }}
          aria-labelledby="codes-title"
          onClose={() => setShowCodes(false)}
          className="m-auto w-[calc(100%-1rem)] max-w-md rounded-lg p-5 shadow-2xl backdrop:bg-black/50"
        >
          <h2 id="codes-title" className="text-lg font-bold text-brand-900">
            {enPages.checkout.promoCodes}
          </h2>
          {promos.length === 0 ? (
            <p className="mt-3">{enPages.checkout.noPromos}</p>
          ) : (
            <ul className="mt-3 space-y-3">
              {promos.map((p) => (
                <li
                  key={p.promo_code}
                  className="flex items-center justify-between gap-3 rounded border border-dashed border-accent-600 p-3"
                >
                  <span className="text-sm">
                    <strong className="block font-mono text-base">{p.promo_code}</strong>
                    {p.description}
                  </span>
                  <button
                    type="button"
                    className="btn-outline shrink-0 px-3"
                    onClick={() => {
                      setCoupon(p.promo_code);
                      void navigator.clipboard?.writeText(p.promo_code).catch(() => {});
                      toast(`${enPages.checkout.copied}: ${p.promo_code}`, "success");
                      codesRef.current?.close();
                    }}
                  >
                    {enPages.checkout.copy}
                  </button>
                </li>
              ))}
            </ul>
          )}
          <button type="button" className="btn-outline mt-4 w-full" onClick={() => codesRef.current?.close()}>
            {enPages.checkout.cancel}
          </button>
        </dialog>
      )}
      {paying && (
        <SandboxPay
          orderId={paying.id}
          amountLabel={rupees(toRupeeString(paying.amount))}
          shopName={shopName}
          onDone={finish}
        />
      )}
    </>
  );
}

function ConfirmDialog({ onCancel, onConfirm }: { onCancel: () => void; onConfirm: () => void }) {
  return (
    <dialog
      ref={(el) => {
        if (el && !el.open) el.showModal();
      }}
      aria-labelledby="confirm-title"
      onClose={onCancel}
      className="m-auto w-[calc(100%-1rem)] max-w-sm rounded-lg p-5 shadow-2xl backdrop:bg-black/50"
    >
      <h2 id="confirm-title" className="font-bold">
        {enPages.checkout.confirmDelete}
      </h2>
      <div className="mt-4 flex justify-end gap-2">
        <button type="button" className="btn-outline" onClick={onCancel}>
          {enPages.checkout.cancel}
        </button>
        <button type="button" className="btn-primary bg-red-700 hover:bg-red-800" onClick={onConfirm}>
          {enPages.checkout.yesDelete}
        </button>
      </div>
    </dialog>
  );
}
