import type { ReactNode } from "react";
import { Field } from "~/components/account/Field";
import { metaT, useT } from "~/i18n/i18n";
import { seo } from "~/seo";

/** The head of a sandbox window's page: kept out of search engines. */
export function sandboxMeta(matches: Parameters<typeof metaT>[0], path: string) {
  const t = metaT(matches).checkout;
  return seo(matches, { title: t.sandboxTitle, description: t.sandboxNote, path, noindex: true });
}

/**
 * The frame of the sandbox's test windows (a checkout's payment, a payment link staff sent):
 * a TEST MODE band, so nobody takes it for a real payment, then the title, the shop and the
 * amount, then the window's own content.
 */
export function SandboxWindow(props: {
  titleId: string;
  title: string;
  shopName: string;
  amount: string;
  children: ReactNode;
}) {
  const t = useT().checkout;
  return (
    <div className="container-page flex justify-center py-8">
      <section
        aria-labelledby={props.titleId}
        className="w-full max-w-sm overflow-hidden rounded-lg border border-stone-300 shadow-sm"
      >
        <div className="bg-accent-400 px-5 py-2 text-center text-sm font-bold text-stone-950">
          {t.sandboxBadge}
        </div>
        <div className="space-y-3 p-5">
          <h1 id={props.titleId} className="text-lg font-bold">
            {props.title}
          </h1>
          <p className="text-sm text-stone-700">{props.shopName}</p>
          <p className="text-2xl font-extrabold tabular-nums">{props.amount}</p>
          {props.children}
        </div>
      </section>
    </div>
  );
}

/** The UPI ID a test payment is made from, and what the sandbox does with it. */
export function SandboxUpiField({ value, error }: { value: string | undefined; error: string | undefined }) {
  const t = useT().checkout;
  return (
    <>
      <Field
        id="vpa"
        label={t.upiId}
        defaultValue={value ?? "farmer@upi"}
        maxLength={320}
        autoComplete="off"
        autoCapitalize="none"
        spellCheck={false}
        inputMode="email"
        error={error}
      />
      <p className="rounded bg-stone-100 p-2 text-xs text-stone-700">{t.sandboxUpiNote}</p>
    </>
  );
}
