/**
 * Texts used by one page each (home, about, privacy, checkout, orders, bulk order, tracking),
 * kept apart from en.ts to keep each file readable; both are one catalogue (app/messages/index.ts).
 * Split in two files by area; this is their one name.
 */

import { enDose } from "./en-dose";
import { enLicences } from "./en-licences";
import { enNotify } from "./en-notify";
import { enOrderPages } from "./en-pages-orders";
import { enPhonePages } from "./en-pages-phone";
import { enReviewPages } from "./en-pages-reviews";
import { enShopPages } from "./en-pages-shop";

export const enPages = {
  ...enShopPages,
  ...enOrderPages,
  ...enPhonePages,
  dose: enDose,
  notify: enNotify,
  ...enReviewPages,
  licences: enLicences,
} as const;
