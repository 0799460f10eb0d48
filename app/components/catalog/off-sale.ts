import type { Messages } from "~/messages/types";
import type { SaleStop } from "../../../lib/regulated";

/** Why a product cannot be sold today, in the page's language (lib/regulated.ts). */
export const offSaleText = (t: Messages, stop: SaleStop) =>
  (stop.why === "ended" ? t.licences.ended : t.licences.missing)[stop.licence];
