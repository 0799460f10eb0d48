/**
 * A yes-or-no choice put as two sentences (radio buttons in a fieldset), 44 px tall to tap:
 * "Every pincode in India" or "Only the pincodes listed". Posted as a form, yes sends "on" and
 * no sends an empty value, as a ticked and an unticked box would (lib/validation's form flags).
 */
export function RadioChoice({
  name,
  legend,
  yes,
  no,
  defaultValue,
  onChange,
}: {
  name: string;
  legend: string;
  /** What `true` means. */
  yes: string;
  /** What `false` means. */
  no: string;
  defaultValue: boolean;
  onChange?: (value: boolean) => void;
}) {
  return (
    <fieldset>
      <legend className="text-sm font-semibold text-stone-900">{legend}</legend>
      <div className="mt-1 flex flex-col gap-x-6 sm:flex-row">
        {[
          { id: `${name}-yes`, label: yes, on: true },
          { id: `${name}-no`, label: no, on: false },
        ].map((o) => (
          <label
            key={o.id}
            htmlFor={o.id}
            className="flex min-h-11 cursor-pointer items-center gap-3 text-sm"
          >
            <input
              id={o.id}
              type="radio"
              name={name}
              value={o.on ? "on" : ""}
              defaultChecked={defaultValue === o.on}
              onChange={() => onChange?.(o.on)}
              className="h-5 w-5 accent-brand-800"
            />
            {o.label}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
