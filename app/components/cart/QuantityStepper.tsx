import { Icon } from "~/components/ui/Icon";
import { en } from "~/messages/en";

/**
 * − quantity + for a cart line, named after the product for screen readers. `compact` is the
 * header dropdown's smaller form, each button boxed on its own.
 */
export function QuantityStepper({
  name,
  qty,
  onMinus,
  onPlus,
  compact = false,
}: {
  name: string;
  qty: number;
  onMinus: () => void;
  onPlus: () => void;
  compact?: boolean;
}) {
  const button = compact ? "icon-btn h-9 min-h-9 w-9 min-w-9 border border-stone-300" : "icon-btn";
  const icon = compact ? 16 : 18;
  const controls = (
    <>
      <button type="button" className={button} aria-label={en.account.decrease(name)} onClick={onMinus}>
        <Icon name="minus" size={icon} />
      </button>
      {compact ? (
        <output className="w-8 text-center font-bold tabular-nums">{qty}</output>
      ) : (
        <output className="w-10 text-center font-bold tabular-nums" aria-label={en.catalog.quantity}>
          {qty}
        </output>
      )}
      <button type="button" className={button} aria-label={en.account.increase(name)} onClick={onPlus}>
        <Icon name="plus" size={icon} />
      </button>
    </>
  );
  return compact ? (
    controls
  ) : (
    <div className="flex items-center rounded-md border border-stone-300">{controls}</div>
  );
}
