import { useLang } from "~/i18n/i18n";
import { stateLabel } from "../../../lib/india-states";

/**
 * The end of a postal address as the shop prints it, after the street: town, state and
 * pincode, the landmark when there is one, and the phone (`phonePrefix`: "Phone " on a slip).
 */
export function AddressTail({
  a,
  phonePrefix = "",
}: {
  a: { city: string; state: string; pincode: string; landmark?: string | null; mobile: string };
  phonePrefix?: string;
}) {
  // The state in the reader's language (the back office reads English).
  const lang = useLang();
  return (
    <>
      <br />
      {a.city}, {stateLabel(a.state, lang)} {a.pincode}
      {a.landmark && (
        <>
          <br />
          {a.landmark}
        </>
      )}
      <br />
      {phonePrefix}
      {a.mobile}
    </>
  );
}
