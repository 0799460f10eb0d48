import { Link } from "react-router";
import { useT } from "~/i18n/i18n";
import { MAX_LINE_QTY } from "../../../lib/cart-limits";
import { packLabel } from "../../../lib/catalog-types";
import { amountInWords, type BaseUnit, type DoseAnswer } from "../../../lib/dose";
import { formatRupees } from "../../../lib/money";
import { CART_ACTION, CartFields, useCartForm } from "../cart/cart-form";
import type { DoseChoice } from "./DoseCalculator";

/**
 * The calculator's answer: the reason it cannot answer, or the product and water needed and the
 * packs to buy with one button that adds them all (ids and counts only: the cart prices them).
 */
export function DoseAnswerView({
  answer,
  choice,
  locale,
}: {
  answer: DoseAnswer;
  choice: DoseChoice;
  locale: string;
}) {
  const t = useT();
  const { fetcher, busy, scripts } = useCartForm();
  if (!answer.ok) {
    return (
      <p role="alert" className="mt-4 rounded-md bg-red-50 p-3 font-semibold text-red-800">
        {t.dose.problems[answer.problem]}
      </p>
    );
  }
  const { plan } = answer;
  const say = (base: number, unit: BaseUnit) => {
    const { value, unit: shown } = amountInWords(base, unit);
    return `${value.toLocaleString(locale, { maximumFractionDigits: 2 })} ${shown}`;
  };
  const low = say(plan.needMin, plan.baseUnit);
  const high = say(plan.needMax, plan.baseUnit);
  const packOf = new Map(choice.packs.map((p) => [p.id, p]));
  const tooMany = plan.cover.lines.some((l) => l.count > MAX_LINE_QTY);
  return (
    <div className="mt-4 rounded-md bg-white p-3">
      <p className="font-semibold text-stone-900" data-testid="dose-need">
        {low === high ? t.dose.needOne(high) : t.dose.need(low, high)}
      </p>
      {plan.waterLitres !== null && (
        <p className="text-stone-800">
          {t.dose.water(plan.waterLitres.toLocaleString(locale, { maximumFractionDigits: 1 }))}
        </p>
      )}
      <h3 className="mt-3 font-bold text-brand-900">{t.dose.packsTitle}</h3>
      <p className="text-xs text-stone-600">{t.dose.packsNote}</p>
      <ul className="mt-2 space-y-1" data-testid="dose-packs">
        {plan.cover.lines.map((line) => {
          const pack = packOf.get(line.id);
          return pack ? <li key={line.id}>{t.dose.packLine(packLabel(pack), line.count)}</li> : null;
        })}
      </ul>
      <p className="price mt-2 text-lg font-bold">{t.dose.total(formatRupees(plan.cover.totalPaise))}</p>
      {tooMany ? (
        <p className="mt-2 text-sm">
          {t.dose.tooManyPacks}{" "}
          <Link to={`/bulk-order/${choice.productId}`} className="font-semibold underline">
            {t.dose.bulkLink}
          </Link>
        </p>
      ) : (
        <fetcher.Form method="post" action={CART_ACTION} className="mt-3">
          <CartFields fields={{ intent: "addAll", productId: choice.productId }} scripts={scripts} />
          {plan.cover.lines.map((line) => (
            <input
              key={line.id}
              type="hidden"
              name="pick"
              value={`${choice.productId}:${line.id}:${line.count}`}
            />
          ))}
          <button type="submit" className="btn-primary" disabled={busy}>
            {t.dose.addAll}
          </button>
        </fetcher.Form>
      )}
    </div>
  );
}
