import type { AppLoadContext } from "react-router";
import { NOTIFY_TAG, stockAlertForm } from "../../lib/validation/stock-alert";
import { stockAlertMessages } from "../../server/modules/stock-alerts";
import { readForm } from "./forms/form-action.server";

/**
 * "Notify me" under a sold-out pack (app/components/catalog/NotifyMe.tsx), posted to the product
 * page with `?notify=1`, with the page's scripts or without: a phone or email kept once per pack.
 */
export async function notifyAction(request: Request, context: AppLoadContext, productId: number) {
  const form = await readForm(request, context, stockAlertForm, { tag: NOTIFY_TAG });
  if (!form.ok) return form.answer;
  return form.run(async (v) => {
    await context.services.stockAlerts.request(
      { productId, productPriceId: v.productPriceId, contact: v.contact, lang: context.lang },
      { ip: context.clientAddress },
    );
    return form.done(stockAlertMessages.saved, {}, { reset: true });
  });
}
