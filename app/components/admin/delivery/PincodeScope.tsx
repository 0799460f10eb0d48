import { type ReactNode, useState } from "react";
import { RadioChoice } from "~/components/admin/RadioChoice";
import { useScriptsRunning } from "~/lib/forms/use-shop-form";
import { PINCODE_CHOICES } from "./delivery-model";

/**
 * Everywhere, or only the pincodes listed: the choice, and under it the pincodes' box
 * (`children`), hidden while "everywhere" is chosen.
 */
export function PincodeScope({
  name,
  all,
  children,
}: {
  name: keyof typeof PINCODE_CHOICES;
  /** Whether "everywhere" starts chosen. */
  all: boolean;
  children: ReactNode;
}) {
  const [everywhere, setEverywhere] = useState(all);
  // Without scripts the box stays on show: nothing could show it once chosen.
  const scripts = useScriptsRunning();
  return (
    <>
      <div className="md:col-span-2">
        <RadioChoice
          name={name}
          {...PINCODE_CHOICES[name]}
          no="Only the pincodes listed"
          defaultValue={everywhere}
          onChange={setEverywhere}
        />
      </div>
      <div className={`md:col-span-2 ${scripts && everywhere ? "hidden" : ""}`}>{children}</div>
    </>
  );
}
