import { Form, useActionData, useNavigation } from "react-router";
import { useAnswerToast } from "~/components/ui/use-answer-toast";
import { useT } from "~/i18n/i18n";
import type { FormAnswer } from "~/lib/forms/form-answer";
import { useShopForm } from "~/lib/forms/use-shop-form";
import type { MessageChannel } from "../../../lib/message-channels";
import { channelFields } from "../../../lib/validation/accounts";
import { FormMessage, SubmitButton } from "./Field";
import { PROFILE_INTENT } from "./ProfileForms";

/**
 * 'Order messages': how the customer hears of their orders. Plain checkboxes in a POST form, so
 * it works without scripts; WhatsApp is offered only where the shop has it, email only to an
 * account with an address. Ticked as the messages go today (the saved choice, or the default).
 */
export function MessageChannels(props: {
  channels: MessageChannel[];
  offered: MessageChannel[];
  phone: string;
  email: string | null;
}) {
  const t = useT();
  const answer = useActionData() as FormAnswer | undefined;
  const form = useShopForm(channelFields, answer, "message-channels");
  const busy = useNavigation().state !== "idle";
  useAnswerToast(answer);
  // After a refused choice the boxes show what was sent; otherwise what is saved.
  const ticked = (c: MessageChannel) => (form.failure ? form.values[c] === "on" : props.channels.includes(c));
  const label: Record<MessageChannel, string> = {
    whatsapp: t.account.channelWhatsapp,
    sms: t.account.channelSms,
    email: t.account.channelEmail,
  };
  const where: Record<MessageChannel, string> = {
    whatsapp: props.phone,
    sms: props.phone,
    email: props.email ?? "",
  };
  return (
    <Form method="post" {...form.props} className="max-w-md space-y-4">
      <input type="hidden" name={PROFILE_INTENT} value="channels" />
      <h2 className="text-xl font-bold text-brand-900">{t.account.messagesTab}</h2>
      <fieldset className="space-y-3">
        <legend className="mb-3 text-stone-800">{t.account.channelsIntro}</legend>
        {props.offered.map((c) => (
          <label
            key={c}
            className="flex min-h-11 items-center gap-3 rounded-md border border-stone-300 px-3 py-2"
          >
            <input
              type="checkbox"
              name={c}
              defaultChecked={ticked(c)}
              key={`${c}-${ticked(c)}`}
              className="size-5 accent-brand-800"
            />
            <span className="min-w-0">
              <span className="block font-semibold">{label[c]}</span>
              <span className="block text-sm wrap-anywhere text-stone-700">{where[c]}</span>
            </span>
          </label>
        ))}
      </fieldset>
      <FormMessage failure={form.failure} done={form.done} />
      <SubmitButton busy={busy} label={t.account.channelsSave} className="btn-primary" />
    </Form>
  );
}
