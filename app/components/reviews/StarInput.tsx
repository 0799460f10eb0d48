import { Fragment } from "react";
import { useT } from "~/i18n/i18n";
import { STAR_VALUES } from "../../../lib/reviews";
import { StarShape } from "./Stars";

/**
 * The rating component to give stars: 5 radio buttons (precision 1: whole stars), a group with
 * its legend, each star's label read as "3 stars". Arrow keys move between them as in any radio
 * group; the filling is the stylesheet's (app.css, `.star-input`), so it works before the scripts.
 */
export function StarInput({
  name,
  legend,
  value,
  error,
  errorId,
}: {
  name: string;
  legend: string;
  value?: number;
  error?: string;
  errorId: string;
}) {
  const t = useT().reviews;
  return (
    <fieldset aria-describedby={error ? errorId : undefined}>
      <legend className="text-sm font-semibold text-stone-900">{legend}</legend>
      <div className="star-input mt-1 flex items-center">
        {STAR_VALUES.map((n) => (
          // Inputs and labels side by side in one box: the stylesheet's `~` reaches the later stars.
          <Fragment key={n}>
            <input
              type="radio"
              id={`${name}-${n}`}
              name={name}
              value={n}
              defaultChecked={value === n}
              aria-invalid={error ? true : undefined}
              className="sr-only"
            />
            <label
              htmlFor={`${name}-${n}`}
              className="inline-flex min-h-11 min-w-11 cursor-pointer items-center justify-center rounded"
            >
              <StarShape size={30} />
              <span className="sr-only">{t.star(n)}</span>
            </label>
          </Fragment>
        ))}
      </div>
      {error && (
        <p id={errorId} className="mt-1 text-sm font-semibold text-red-700">
          {error}
        </p>
      )}
    </fieldset>
  );
}
