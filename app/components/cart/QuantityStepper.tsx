import { Icon } from "~/components/ui/Icon";
import { useT } from "~/i18n/i18n";

/**
 * − quantity + for a cart line, named after the product for screen readers. The buttons are
 * the line form's submits (`intent` less / more), so each is a POST before the scripts run.
 * `compact` is the header dropdown's smaller form, each button boxed on its own.
 */
export function QuantityStepper({
  name,
  qty,
  busy = false,
  compact = false,
}: {
  name: string;
  qty: number;
  busy?: boolean;
  compact?: boolean;
}) {
  const t = useT();
  const button = compact ? "icon-btn h-9 min-h-9 w-9 min-w-9 border border-stone-300" : "icon-btn";
  const icon = compact ? 16 : 18;
  /** One of the two submits: its intent, its sign, and what it does to the product, in words. */
  const step = (intent: "less" | "more", sign: "minus" | "plus", label: string) => (
    <button type="submit" name="intent" value={intent} disabled={busy} className={button} aria-label={label}>
      <Icon name={sign} size={icon} />
    </button>
  );
  const controls = (
    <>
      {step("less", "minus", t.account.decrease(name))}
      {compact ? (
        <output className="w-8 text-center font-bold tabular-nums">{qty}</output>
      ) : (
        <output className="w-10 text-center font-bold tabular-nums" aria-label={t.catalog.quantity}>
          {qty}
        </output>
      )}
      {step("more", "plus", t.account.increase(name))}
    </>
  );
  return compact ? (
    controls
  ) : (
    <div className="flex items-center rounded-md border border-stone-300">{controls}</div>
  );
}
