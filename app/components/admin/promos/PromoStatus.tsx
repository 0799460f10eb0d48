import type { PromoStatus } from "../../../../lib/pricing";

const LOOK: Record<PromoStatus, { label: string; className: string }> = {
  active: { label: "Active", className: "border-green-700 bg-green-50 text-green-900" },
  paused: { label: "Paused", className: "border-amber-700 bg-amber-50 text-amber-900" },
  scheduled: { label: "Scheduled", className: "border-sky-700 bg-sky-50 text-sky-900" },
  expired: { label: "Expired", className: "border-stone-500 bg-stone-100 text-stone-800" },
};

/**
 * A promo code's status as the server computed it with the checkout's own rule
 * (lib/pricing.ts's promoStatus): in words, so colour is never the only sign.
 */
export function PromoStatusBadge({ status }: { status: PromoStatus }) {
  const look = LOOK[status];
  return (
    <span className={`inline-block rounded-full border px-2 py-0.5 text-xs font-semibold ${look.className}`}>
      {look.label}
    </span>
  );
}
