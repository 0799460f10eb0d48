import { useRef } from "react";
import { useToast } from "~/components/ui/Toaster";
import { useT } from "~/i18n/i18n";

/** "Available Promo Codes": the codes valid now; Copy puts one in the coupon box (and the clipboard). */
export function PromoCodesDialog({
  promos,
  onPick,
  onClose,
}: {
  promos: { code: string; description: string }[];
  onPick: (code: string) => void;
  onClose: () => void;
}) {
  const t = useT().checkout;
  const ref = useRef<HTMLDialogElement>(null);
  const toast = useToast();
  return (
    <dialog
      ref={(el) => {
        ref.current = el;
        if (el && !el.open) el.showModal();
      }}
      aria-labelledby="codes-title"
      onClose={onClose}
      className="m-auto w-[calc(100%-1rem)] max-w-md rounded-lg p-5 shadow-2xl backdrop:bg-black/50"
    >
      <h2 id="codes-title" className="text-lg font-bold text-brand-900">
        {t.promoCodes}
      </h2>
      {promos.length === 0 ? (
        <p className="mt-3">{t.noPromos}</p>
      ) : (
        <ul className="mt-3 space-y-3">
          {promos.map((p) => (
            <li
              key={p.code}
              className="flex items-center justify-between gap-3 rounded border border-dashed border-accent-600 p-3"
            >
              <span className="text-sm">
                <strong className="block font-mono text-base">{p.code}</strong>
                {p.description}
              </span>
              <button
                type="button"
                className="btn-outline shrink-0 px-3"
                onClick={() => {
                  onPick(p.code);
                  void navigator.clipboard?.writeText(p.code).catch(() => {});
                  toast(`${t.copied}: ${p.code}`, "success");
                  ref.current?.close();
                }}
              >
                {t.copy}
              </button>
            </li>
          ))}
        </ul>
      )}
      <button type="button" className="btn-outline mt-4 w-full" onClick={() => ref.current?.close()}>
        {t.cancel}
      </button>
    </dialog>
  );
}
