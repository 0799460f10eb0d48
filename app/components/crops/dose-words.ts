import type { Messages } from "~/messages/types";
import type { LabelDose } from "../../../lib/dose-types";

type Words = Messages["crops"]["doseWords"];

/**
 * A label's dose in words, in the page's language: "0.3–0.5 ml per litre of water · 200 L of
 * water per acre · 2 sprays · every 15 days · 3 days before harvest". Numbers in the language's
 * locale (Indian grouping: 1,000–2,000 kg).
 */
export function doseInWords(d: LabelDose, w: Words, locale: string): string {
  const number = new Intl.NumberFormat(locale, { maximumFractionDigits: 3 });
  const n = (x: number) => number.format(x);
  const amount = d.amountMax > d.amountMin ? w.range(n(d.amountMin), n(d.amountMax)) : n(d.amountMin);
  const per =
    d.basis === "water"
      ? w.perLitre
      : d.basis === "plant"
        ? w.perPlant
        : d.perArea === "hectare"
          ? w.perHectare
          : w.perAcre;
  const unit = d.unit === "seeds" || d.unit === "plants" || d.unit === "pcs" ? w.units[d.unit] : d.unit;
  const parts = [`${amount} ${unit} ${per}`];
  if (d.waterLitres !== null)
    parts.push((d.perArea === "hectare" ? w.waterPerHectare : w.waterPerAcre)(n(d.waterLitres)));
  if (d.sprays > 1) {
    parts.push((d.basis === "water" ? w.sprays : w.applications)(d.sprays));
    if (d.intervalDays !== null) parts.push(w.every(d.intervalDays));
  }
  if (d.preHarvestDays !== null) parts.push(w.beforeHarvest(d.preHarvestDays));
  return parts.join(" · ");
}
