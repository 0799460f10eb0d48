/** The one-page texts of en-pages.ts in Hindi, with the same keys (two files by area, as in English). */

import { hiDose } from "./hi-dose";
import { hiLicences } from "./hi-licences";
import { hiNotify } from "./hi-notify";
import { hiOrderPages } from "./hi-pages-orders";
import { hiPhonePages } from "./hi-pages-phone";
import { hiReviewPages } from "./hi-pages-reviews";
import { hiShopPages } from "./hi-pages-shop";
import type { PagesCatalogue } from "./types";

export const hiPages: PagesCatalogue = {
  ...hiShopPages,
  ...hiOrderPages,
  ...hiPhonePages,
  dose: hiDose,
  notify: hiNotify,
  ...hiReviewPages,
  licences: hiLicences,
};
