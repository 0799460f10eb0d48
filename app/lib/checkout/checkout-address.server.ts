import { type AppLoadContext, data, redirect } from "react-router";
import { addressFormRules, addressMessages, fillFormFromPincode } from "../../../server/modules/addresses";
import { DomainError, HTTP_STATUS, sayIn } from "../../../server/pages";
import { readForm } from "../forms/form-action.server";
import { SCRIPTS_FIELD } from "../forms/use-shop-form";
import type { AddressAnswer, AddressDone } from "./checkout-answers";

const DONE: Record<AddressAnswer["intent"], [AddressDone, string]> = {
  add: ["added", addressMessages.added],
  update: ["updated", addressMessages.updated],
  primary: ["primary", addressMessages.primary],
  remove: ["removed", addressMessages.removed],
};

/** The sentence a `?done=` of the checkout's address stands for, in the page's language. */
export function addressDoneSentence(context: AppLoadContext, done: string | null) {
  const found = Object.values(DONE).find(([key]) => key === done);
  return found ? sayIn(context.lang, found[1]) : null;
}

/** The id an address form names, or 0. */
const addressIdOf = (form: FormData) => {
  const id = Number(form.get("address_id"));
  return Number.isSafeInteger(id) && id > 0 ? id : 0;
};

/**
 * Success: the page's scripts get the sentence to toast (and read the addresses again); a
 * plain POST goes back to the checkout, which says it (a reload adds nothing twice).
 */
function succeeded(context: AppLoadContext, form: FormData, intent: AddressAnswer["intent"]) {
  const [key, sentence] = DONE[intent];
  if (form.get(SCRIPTS_FIELD) !== "1") throw redirect(`/checkout?done=${key}`);
  return data<AddressAnswer>({ intent, result: { status: "success" }, done: sayIn(context.lang, sentence) });
}

/**
 * Adds or changes a saved address with the address form's rules (the API's service calls). A
 * form sent without scripts has its empty city, district and state filled from the pincode.
 */
export async function saveAddress(
  request: Request,
  context: AppLoadContext,
  userId: number,
  intent: "add" | "update",
) {
  const form = await readForm(request, context, addressFormRules, { prepare: fillFormFromPincode });
  if (!form.ok) return withIntent(form.answer, intent);
  const answer = await form.run(async (values) => {
    const { addresses } = context.services;
    if (intent === "add") await addresses.add(userId, values);
    else await addresses.update(userId, addressIdOf(form.formData), values);
    return succeeded(context, form.formData, intent);
  });
  return withIntent(answer, intent);
}

/** Makes an address the default or deletes it (the delete was confirmed first on the page). */
export async function changeAddress(
  request: Request,
  context: AppLoadContext,
  userId: number,
  intent: "primary" | "remove",
) {
  const form = await request.formData();
  const { addresses } = context.services;
  try {
    const id = addressIdOf(form);
    if (intent === "primary") await addresses.setPrimary(userId, id);
    else await addresses.remove(userId, id);
  } catch (error) {
    if (!(error instanceof DomainError)) throw error;
    return data<AddressAnswer>(
      { intent, result: { status: "error", error: { "": [sayIn(context.lang, error.message)] } } },
      { status: HTTP_STATUS[error.code] },
    );
  }
  return succeeded(context, form, intent);
}

/** The answer with the form it belongs to, so the page shows it beside that form. */
function withIntent<T>(answer: T, intent: AddressAnswer["intent"]): T {
  const d = answer as { data?: Record<string, unknown> };
  if (d && typeof d === "object" && d.data && typeof d.data === "object") d.data.intent = intent;
  return answer;
}

/**
 * What a new address starts with: the account's name, phone (its 10 digits) and email, where
 * it has them; the customer changes any of them for a parcel going to someone else.
 */
export function newAddressDefaults(account: { fullName: string; phone: string; email: string | null }) {
  const digits = account.phone.replace(/\D/g, "");
  const phone = digits.length === 12 && digits.startsWith("91") ? digits.slice(2) : digits;
  return {
    fullname: account.fullName,
    phone: /^[6-9]\d{9}$/.test(phone) ? phone : "",
    email: account.email ?? "",
  };
}
