import type { InputHTMLAttributes } from "react";

/**
 * The pincode box of the product page's delivery check and the cart's delivery charge: a
 * 6-digit number typed on a phone's number pad, red with its answer when refused.
 */
export function PincodeField({
  id,
  label,
  invalid,
  describedBy,
  ...input
}: {
  id: string;
  label: string;
  invalid: boolean;
  describedBy: string;
} & InputHTMLAttributes<HTMLInputElement>) {
  return (
    <div className="min-w-0 flex-1">
      <label htmlFor={id} className="block text-xs text-stone-700">
        {label}
      </label>
      <input
        id={id}
        name="pincode"
        inputMode="numeric"
        autoComplete="postal-code"
        maxLength={6}
        aria-invalid={invalid ? true : undefined}
        aria-describedby={describedBy}
        className={`h-11 w-full rounded-md border px-3 tabular-nums ${invalid ? "border-red-700" : "border-stone-300"}`}
        {...input}
      />
    </div>
  );
}
