import { Form, useActionData, useNavigation } from "react-router";
import { useAnswerToast } from "~/components/ui/use-answer-toast";
import { useT } from "~/i18n/i18n";
import { type FormAnswer, failureOf } from "~/lib/forms/form-answer";
import { NOTIFY_TAG } from "../../../lib/notify-tag";
import { FormMessage, SubmitButton } from "../account/Field";

const FORM_ID = "notify-form";

/**
 * "Notify me" under a sold-out pack: a mobile number or email, posted to the product page's
 * action (with the page's scripts or without); one message comes when the pack is back. Only the
 * server checks the field (whether it is a mobile or an email is its to say), so the product
 * page's scripts carry no form library for it.
 */
export function NotifyMe({ productId, packId }: { productId: number; packId: number }) {
  const t = useT();
  // The page's answer when it is this form's (the review form posts to the same page).
  const posted = useActionData() as FormAnswer | undefined;
  const answer = posted?.form === NOTIFY_TAG.form ? posted : undefined;
  const busy = useNavigation().state === "submitting";
  useAnswerToast(answer, { resetId: FORM_ID });
  const error = answer?.result.status === "error" ? answer.result.error?.contact?.[0] : undefined;
  const typed = answer?.result.initialValue?.contact;
  return (
    <Form
      id={FORM_ID}
      method="post"
      action={`/product-info/${productId}?pack=${packId}&notify=1`}
      preventScrollReset
      className="mt-5 space-y-2 rounded-md border border-stone-200 p-3"
      aria-labelledby="notify-title"
    >
      <h2 id="notify-title" className="font-bold text-stone-900">
        {t.notify.title}
      </h2>
      <p className="text-sm text-stone-700">{t.notify.text}</p>
      <input type="hidden" name="intent" value="notify" />
      <input type="hidden" name="productPriceId" value={packId} />
      <label htmlFor="notify-contact" className="block text-sm font-semibold">
        {t.notify.contact}
      </label>
      <input
        id="notify-contact"
        name="contact"
        maxLength={254}
        autoComplete="tel"
        defaultValue={typeof typed === "string" ? typed : undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? "notify-contact-error" : undefined}
        className={`w-full rounded-md border px-3 py-2 ${error ? "border-red-700" : "border-stone-300"}`}
      />
      {error && (
        <p id="notify-contact-error" className="text-sm text-red-700">
          {error}
        </p>
      )}
      <FormMessage failure={failureOf(answer)} done={answer?.done} />
      <SubmitButton
        busy={busy}
        label={t.notify.submit}
        busyLabel={t.notify.sending}
        className="btn-outline"
      />
    </Form>
  );
}
