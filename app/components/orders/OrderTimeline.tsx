import { useLang, useT } from "~/i18n/i18n";
import { formatDateTime } from "./status";
import type { TimelineStep } from "./timeline";

const ENDED = new Set(["CANCELLED", "EXPIRED", "RETURNED"]);

/**
 * An order's timeline as a list of steps, one under the other (it reads the same on a phone
 * and on a desktop): a tick for each step reached with its date, the current step marked.
 */
export function OrderTimeline({ steps, label }: { steps: TimelineStep[]; label: string }) {
  const lang = useLang();
  const t = useT();
  return (
    <ol aria-label={label} className="mt-3 space-y-0">
      {steps.map((s, i) => (
        <li
          key={s.status}
          aria-current={s.current ? "step" : undefined}
          className="relative flex gap-3 pb-4 last:pb-0"
        >
          {i < steps.length - 1 && (
            <span
              aria-hidden="true"
              className={`absolute top-7 left-[0.8rem] h-[calc(100%-1.75rem)] w-0.5 ${steps[i + 1].done ? "bg-brand-700" : "bg-stone-200"}`}
            />
          )}
          <span
            aria-hidden="true"
            className={`flex h-7 w-7 shrink-0 items-center justify-center rounded-full text-sm font-bold ${
              !s.done
                ? "bg-stone-200 text-stone-600"
                : ENDED.has(s.status)
                  ? "bg-red-700 text-white"
                  : "bg-brand-800 text-white"
            }`}
          >
            {s.done ? (ENDED.has(s.status) ? "✕" : "✓") : i + 1}
          </span>
          <div className="min-w-0 pt-0.5">
            <p className={s.done ? "font-semibold text-brand-900" : "text-stone-600"}>
              {s.label}
              <span className="sr-only">{s.done ? "" : t.track.notYet}</span>
            </p>
            {s.at && <p className="text-sm text-stone-600">{formatDateTime(s.at, lang)}</p>}
            {s.detail && <p className="text-sm break-words text-stone-800">{s.detail}</p>}
          </div>
        </li>
      ))}
    </ol>
  );
}

/** The courier's tracking link, when staff gave one. */
export function TrackParcelLink({ url }: { url: string | null }) {
  const t = useT();
  if (!url) return null;
  return (
    <a
      href={url}
      target="_blank"
      rel="noopener noreferrer"
      className="font-semibold text-brand-800 underline"
    >
      {t.track.trackParcel}
    </a>
  );
}
