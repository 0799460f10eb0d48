import type { Messages } from "~/messages/types";
import type { Lang } from "../../../lib/i18n/language";
import { stateLabel } from "../../../lib/india-states";
import type { SaleStop, StateStop } from "../../../lib/regulated";

/** Why a product cannot be sold today, in the page's language (lib/regulated.ts). */
export const offSaleText = (t: Messages, stop: SaleStop) =>
  (stop.why === "ended" ? t.licences.ended : t.licences.missing)[stop.licence];

/** Why a cart line cannot go to the default address's state, in the page's language (decision 0050). */
export const notCoveredText = (t: Messages, lang: Lang, stop: StateStop) =>
  t.licences.notCovered[stop.licence](stateLabel(stop.state, lang));
