import { shopDay } from "../../../lib/india-time";
import type { LicenceWarning } from "./licence-watch";

const goods = { insecticides: "insecticide", fertilisers: "fertiliser", seeds: "seed" } as const;
/** "3 insecticide products are", "1 seed product is". */
const productsAre = (n: number, kind: LicenceWarning["kind"]) =>
  `${n} ${goods[kind]} product${n === 1 ? " is" : "s are"}`;
const productsGo = (n: number, kind: LicenceWarning["kind"]) =>
  `${n} ${goods[kind]} product${n === 1 ? " goes" : "s go"}`;

/** What the dashboard tells the owner about one licence kind. */
export function licenceSentence(w: LicenceWarning): string {
  const name = `${w.kind} licence`;
  if (w.state === "none")
    return `The shop has no ${name}: ${productsAre(w.products, w.kind)} off sale until one is saved.`;
  const day = shopDay(w.lastDay ?? "");
  if (w.state === "ended")
    return `The ${name} ended on ${day}: ${productsAre(w.products, w.kind)} off sale until a valid one is saved.`;
  const when = w.daysLeft === 0 ? "today" : w.daysLeft === 1 ? "tomorrow" : `in ${w.daysLeft} days`;
  return `The ${name} ends ${when} (${day}): renew it and save the new one, or ${productsGo(w.products, w.kind)} off sale the day after.`;
}
