import { Form, useNavigation } from "react-router";
import type { WirePromo } from "./promo-text";

/**
 * Pause or Resume a code, posted to the page it is on with the version shown, so a change
 * made elsewhere meanwhile is refused rather than undone.
 */
export function PauseButton({
  promo,
  label,
  className,
}: {
  promo: WirePromo;
  label?: string;
  className: string;
}) {
  const navigation = useNavigation();
  const intent = promo.paused ? "resume" : "pause";
  const busy =
    navigation.state !== "idle" &&
    navigation.formData?.get("intent") === intent &&
    navigation.formData?.get("promo_id") === String(promo.id);
  return (
    <Form method="post">
      <input type="hidden" name="promo_id" value={promo.id} />
      <input type="hidden" name="version" value={promo.version} />
      <button
        type="submit"
        name="intent"
        value={intent}
        className={className}
        disabled={busy}
        aria-label={label}
      >
        {promo.paused ? "Resume" : "Pause"}
      </button>
    </Form>
  );
}
